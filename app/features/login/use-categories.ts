import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../adapters/api/index.ts';
import { useDoorCalls } from './use-door.ts';

/** The organisation categories (GET common/categories?type=4), for /category and the registration. */
export function useCategories() {
  const { doors } = useDoorCalls();
  return useQuery({ queryKey: queryKeys.categories(4), queryFn: () => doors.categories(4), staleTime: Infinity });
}

/** The province → city → district tree (GET common/areas). */
export function useAreas() {
  const { doors } = useDoorCalls();
  return useQuery({ queryKey: queryKeys.areas, queryFn: () => doors.areas(), staleTime: Infinity });
}
