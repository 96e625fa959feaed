import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PagesApi } from '../../adapters/api/index.ts';
import { queryKeys } from '../../adapters/api/index.ts';

// A configured page's menu-component/{id} (spec section 7), one query shared by the list page
// and the auth form: a page opened again within five minutes is not asked again, and a page
// closed before its answer cancels the request (the answer is never applied). A menu item the
// user points at or tabs to asks for it before the click (prefetchPageConfig).

/** The query of a page's configuration: the same for the page and for a prefetch. */
const pageConfigQuery = (menuId: string, pages: Pick<PagesApi, 'menuComponent'>) =>
  queryOptions({
    queryKey: queryKeys.pageConfig(menuId),
    queryFn: ({ signal }) => pages.menuComponent(menuId, signal),
    staleTime: 5 * 60_000,
  });

export function usePageConfig(menuId: string, pages: Pick<PagesApi, 'menuComponent'>) {
  return useQuery(pageConfigQuery(menuId, pages));
}

/**
 * Asks for a page's configuration ahead of its visit, unless a fresh one is at hand: the visit
 * then draws its table one round trip sooner. A failure is left to the visit, which asks again
 * and shows it.
 */
export function prefetchPageConfig(client: QueryClient, menuId: string, pages: Pick<PagesApi, 'menuComponent'>): void {
  void client.prefetchQuery(pageConfigQuery(menuId, pages));
}
