import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { contracts, sortParams, type CompiledList, type ListServices, type ListSort, type Row } from '../../../engine/index.ts';
import { parseAnswer } from '../../http/index.ts';
import { queryKeys } from '../../api/index.ts';
import type { ListViewState } from './list-state.ts';

// The rows of a list page: the list call for the page, page size and search values in use
// (spec section 7: page, page_size and the search; the answer's data, total, current_page),
// read through TanStack Query. The query key is the request, so a page seen before shows at
// once while it is asked again; a page left (or a closed tab) cancels its request, and an
// answer for a view no longer shown is never applied.

export interface ListData {
  rows: Row[];
  total: number;
  loading: boolean;
  /** Why the last load failed (shown with 重试), or null. */
  error: string | null;
  page: number;
  pageSize: number;
  /** The search values in use (the last 查询). */
  query: Record<string, unknown>;
  /** The column sorted by (sortable columns), if any. */
  sort: ListSort | undefined;
  setPage(page: number, pageSize?: number): void;
  /** Sorts by a column (undefined: the server's order), from page 1. */
  setSort(sort: ListSort | undefined): void;
  /** 查询 / 重置: new search values, from page 1. */
  search(query: Record<string, unknown>): void;
  /**
   * Loads the same page again: after 重试 with the table's spinner; after a successful action
   * `quiet`, the rows changing in place (the list's queries are invalidated).
   */
  reload(options?: { quiet?: boolean }): void;
}


/**
 * The rows and total of a list answer's `data` (engine/contracts, listRows): `{data: [...], total}`,
 * a bare list, rows keyed by index, null for none; a row that is no object is left out and
 * reported. An answer without rows throws, naming `call` and the JSON path (shown with 重试).
 */
export function readPage(data: unknown, call = '列表'): { rows: Row[]; total: number } {
  const { items, total } = parseAnswer(contracts.listRows, data, call);
  return { rows: items, total };
}

/** The rows before the first answer: one array, so the table sees no change between renders. */
const NO_ROWS: Row[] = [];

interface Page {
  rows: Row[];
  total: number;
}

/** The new rows, with the objects of the old ones that did not change (their cells keep still). */
function keepUnchanged(old: Row[], next: Row[], idOf: (row: Row) => unknown): Row[] {
  if (old.length === 0) return next;
  const before = new Map(old.map((row) => [String(idOf(row)), row]));
  return next.map((row) => {
    const previous = before.get(String(idOf(row)));
    return previous && JSON.stringify(previous) === JSON.stringify(row) ? previous : row;
  });
}

/** `next`, sharing what did not change with `old`: `old` itself when nothing changed (TanStack's structuralSharing). */
function sharePage(old: Page | undefined, next: Page, idOf: (row: Row) => unknown): Page {
  if (!old) return next;
  const rows = keepUnchanged(old.rows, next.rows, idOf);
  const same = rows.length === old.rows.length && rows.every((row, index) => row === old.rows[index]);
  return same && old.total === next.total ? old : { rows: same ? old.rows : rows, total: next.total };
}

const sameView = (a: { page: number; pageSize: number; query: Record<string, unknown>; sort?: ListSort | undefined }, b: typeof a) =>
  a.page === b.page && a.pageSize === b.pageSize && JSON.stringify(a.query) === JSON.stringify(b.query) && JSON.stringify(a.sort) === JSON.stringify(b.sort);

/**
 * `initial`: the view the URL asked for (list-state.ts), over page 1 of `initialPageSize`
 * unfiltered. `onError` shows a failed load (unless the error catalogue did) and gives the text
 * to keep. Needs a QueryClientProvider (the app's; stories and tests give their own).
 */
export function useListData(
  list: CompiledList | undefined,
  services: ListServices,
  onError: (error: unknown) => string,
  initialPageSize = 10,
  initial: Partial<ListViewState> = {},
): ListData {
  const queryClient = useQueryClient();
  const [view, setView] = useState<ListViewState>({ page: initial.page ?? 1, pageSize: initial.pageSize ?? initialPageSize, query: initial.query ?? {}, sort: initial.sort });
  // 重试 and 查询 show the table's spinner until their answer; an invalidation after an action does not.
  const [loud, setLoud] = useState(false);
  const { page, pageSize, query, sort } = view;
  // The sort is part of the request, so of the query key: each order has its own cache entry.
  const request = useMemo(() => list?.listRequest(page, pageSize, { ...query, ...sortParams(sort) }), [list, page, pageSize, query, sort]);

  const result = useQuery({
    queryKey: request ? queryKeys.listCall(request) : ['list', 'none'],
    enabled: Boolean(request),
    // The table shows its own spinner: the rows load without the app's loading overlay (one spinner).
    queryFn: async ({ signal }): Promise<Page> => readPage((await services.send(request!, { signal, background: true })).data, request!.url),
    // Rows that did not change keep their objects across reloads (their cells do not re-render).
    structuralSharing: (old: unknown, next: unknown) => (list ? sharePage(old as Page | undefined, next as Page, list.idOf) : (next as Page)),
    // The rows of the page before stay (under the spinner) until the new page answers.
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const [errorText, setErrorText] = useState<string | null>(null);
  const { error, errorUpdatedAt, dataUpdatedAt, isFetching } = result;
  useEffect(() => {
    if (error) setErrorText(onError(error));
    // once per failure: errorUpdatedAt names it
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onError is asked once per failure, not again when its identity changes
  }, [error, errorUpdatedAt]);
  useEffect(() => {
    if (dataUpdatedAt > 0) setErrorText(null);
  }, [dataUpdatedAt]);
  useEffect(() => {
    if (!isFetching) setLoud(false);
  }, [isFetching]);

  const data = result.data;
  const shown = result.isPlaceholderData ? undefined : data;
  useEffect(() => {
    if (!shown) return;
    // The last rows of the last page were removed: show the page that is now the last.
    const last = Math.max(1, Math.ceil(shown.total / pageSize));
    if (shown.rows.length === 0 && page > last) setView((current) => ({ ...current, page: last }));
  }, [shown, page, pageSize]);

  const setPage = useCallback((next: number, size?: number) => {
    setView((current) => (size !== undefined && size !== current.pageSize ? { ...current, pageSize: size, page: 1 } : { ...current, page: next }));
  }, []);

  const setSort = useCallback((next: ListSort | undefined) => setView((current) => ({ ...current, sort: next, page: 1 })), []);

  const refetch = result.refetch;
  const search = useCallback(
    (next: Record<string, unknown>) => {
      setLoud(true);
      const wanted = { ...view, query: next, page: 1 };
      // the same search again is asked again all the same
      if (sameView(view, wanted)) void refetch();
      else setView(wanted);
    },
    [view, refetch],
  );

  const listUrl = request?.url;
  const reload = useCallback(
    (options: { quiet?: boolean } = {}) => {
      if (options.quiet) {
        if (listUrl) void queryClient.invalidateQueries({ queryKey: queryKeys.listCalls(listUrl) });
        // a record added or renamed may be an option elsewhere (a teacher, a branch): asked again when next shown
        void queryClient.invalidateQueries({ queryKey: queryKeys.allOptions, refetchType: 'none' });
        return;
      }
      setLoud(true);
      void refetch();
    },
    [listUrl, queryClient, refetch],
  );

  const loading = !list || (isFetching && (data === undefined || result.isPlaceholderData || loud));
  return { rows: data?.rows ?? NO_ROWS, total: data?.total ?? 0, loading, error: errorText, page, pageSize, query, sort, setPage, setSort, search, reload };
}
