import { useQuery } from '@tanstack/react-query';
import type { PagesApi } from '../../adapters/api/index.ts';
import { queryKeys } from '../../adapters/api/index.ts';

// A configured page's menu-component/{id} (spec section 7), one query shared by the list page
// and the auth form: a page opened again within five minutes is not asked again, and a page
// closed before its answer cancels the request (the answer is never applied).

export function usePageConfig(menuId: string, pages: Pick<PagesApi, 'menuComponent'>) {
  return useQuery({
    queryKey: queryKeys.pageConfig(menuId),
    queryFn: ({ signal }) => pages.menuComponent(menuId, signal),
    staleTime: 5 * 60_000,
  });
}
