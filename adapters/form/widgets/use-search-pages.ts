import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type UIEvent } from 'react';

// A select searched and paged on the server (spec section 3, Select config: search-page; issue 59
// item 3): what is typed is asked once typing pauses (SEARCH_DELAY_MS), one cache entry per name
// whose pages are the scrolled-to pages, and a request whose name is no longer the one shown is
// cancelled (TanStack Query aborts a query's signal when its last observer leaves it), so a slow
// earlier answer lands, if at all, in its own entry and never replaces the current one.

/** How long typing must pause before the name is searched. */
export const SEARCH_DELAY_MS = 300;

export interface SearchPage<T> {
  items: T[];
  total: number;
}

export interface SearchPagesOptions<T> {
  /** The cache key of one name's pages (the source, its query, the name, the page size). */
  keyOf: (name: string) => QueryKey;
  /** Asks one page; `signal` is aborted when the answer is no longer wanted. */
  fetchPage: (request: { page: number; name: string; signal: AbortSignal }) => Promise<SearchPage<T>>;
  /** Nothing is asked while false (the fields a source needs are empty; the select was never opened). */
  enabled: boolean;
  staleTime?: number;
}

export interface SearchPages<T> {
  /** The items of the pages asked so far, for the name searched. */
  items: T[];
  /** The name searched (what was typed, once typing paused). */
  name: string;
  /** Give it what is typed (the select's onSearch). */
  search: (text: string) => void;
  loading: boolean;
  /** Why the search failed, in Chinese, or ''. */
  error: string;
  retry: () => void;
  /** The drop-down's onPopupScroll: near its end, the next page. */
  onPopupScroll: (event: UIEvent<HTMLElement>) => void;
}

export function useSearchPages<T>({ keyOf, fetchPage, enabled, staleTime }: SearchPagesOptions<T>): SearchPages<T> {
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    if (typed === name) return undefined;
    const timer = setTimeout(() => setName(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, name]);

  const query = useInfiniteQuery({
    queryKey: keyOf(name),
    queryFn: ({ pageParam, signal }) => fetchPage({ page: pageParam, name, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, one) => sum + one.items.length, 0) < last.total && last.items.length > 0 ? pages.length + 1 : undefined),
    enabled,
    ...(staleTime === undefined ? {} : { staleTime }),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((one) => one.items) ?? [], [query.data]);
  const loading = query.isFetching;
  const { hasNextPage, fetchNextPage, refetch } = query;
  return {
    items,
    name,
    search: (text) => setTyped(text.trim()),
    loading,
    error: query.error ? `搜索失败：${query.error instanceof Error ? query.error.message : String(query.error)}` : '',
    retry: () => void refetch(),
    onPopupScroll: (event) => {
      const list = event.currentTarget;
      if (!loading && hasNextPage && list.scrollTop + list.clientHeight >= list.scrollHeight - 24) void fetchNextPage();
    },
  };
}
