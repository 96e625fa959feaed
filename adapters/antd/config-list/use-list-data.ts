import { useCallback, useEffect, useState } from 'react';
import type { CompiledList, ListServices, Row } from '../../../engine/index.ts';
import type { ListViewState } from './list-state.ts';

// The rows of a list page: the list call for the page, page size and search values in use
// (spec section 7: page, page_size and the search; the answer's data, total, current_page).

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
  setPage(page: number, pageSize?: number): void;
  /** 查询 / 重置: new search values, from page 1. */
  search(query: Record<string, unknown>): void;
  /**
   * Loads the same page again: after 重试 with the table's spinner; after a successful action
   * `quiet`, the rows changing in place.
   */
  reload(options?: { quiet?: boolean }): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The rows and total of a list answer's `data`: `{data: [...], total}`, or a bare list. */
export function readPage(data: unknown): { rows: Row[]; total: number } {
  if (Array.isArray(data)) return { rows: data.filter(isRecord), total: data.length };
  if (isRecord(data) && Array.isArray(data.data)) {
    const rows = data.data.filter(isRecord);
    const total = Number(data.total);
    return { rows, total: Number.isFinite(total) ? total : rows.length };
  }
  return { rows: [], total: 0 };
}

/** `onError` shows a failed load (unless the error catalogue did) and gives the text to keep. */
/** The new rows, with the objects of the old ones that did not change (their cells keep still). */
function keepUnchanged(old: Row[], next: Row[], idOf: (row: Row) => unknown): Row[] {
  if (old.length === 0) return next;
  const before = new Map(old.map((row) => [String(idOf(row)), row]));
  return next.map((row) => {
    const previous = before.get(String(idOf(row)));
    return previous && JSON.stringify(previous) === JSON.stringify(row) ? previous : row;
  });
}

/** `initial`: the view the URL asked for (list-state.ts), over page 1 of `initialPageSize` unfiltered. */
export function useListData(
  list: CompiledList | undefined,
  services: ListServices,
  onError: (error: unknown) => string,
  initialPageSize = 10,
  initial: Partial<ListViewState> = {},
): ListData {
  const [page, setPageState] = useState(initial.page ?? 1);
  const [pageSize, setPageSize] = useState(initial.pageSize ?? initialPageSize);
  const [query, setQuery] = useState<Record<string, unknown>>(initial.query ?? {});
  const [generation, setGeneration] = useState({ n: 0, quiet: false });
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean; error: string | null }>({ rows: [], total: 0, loading: true, error: null });

  useEffect(() => {
    if (!list) return;
    const controller = new AbortController();
    if (!generation.quiet) setState((current) => ({ ...current, loading: true, error: null }));
    // The table shows its own spinner: the rows load without the app's loading overlay (one spinner).
    services.send(list.listRequest(page, pageSize, query), { signal: controller.signal, background: true }).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const { rows, total } = readPage(answer.data);
        // The last rows of the last page were removed: show the page that is now the last.
        const last = Math.max(1, Math.ceil(total / pageSize));
        if (rows.length === 0 && page > last) setPageState(last);
        setState((current) => ({ rows: keepUnchanged(current.rows, rows, list.idOf), total, loading: false, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, loading: false, error: onError(error) }));
      },
    );
    return () => controller.abort();
  }, [list, services, page, pageSize, query, generation, onError]);

  const setPage = useCallback((next: number, size?: number) => {
    if (size !== undefined && size !== pageSize) {
      setPageSize(size);
      setPageState(1);
      return;
    }
    setPageState(next);
  }, [pageSize]);

  const search = useCallback((next: Record<string, unknown>) => {
    setQuery(next);
    setPageState(1);
    setGeneration(({ n }) => ({ n: n + 1, quiet: false }));
  }, []);

  const reload = useCallback((options: { quiet?: boolean } = {}) => setGeneration(({ n }) => ({ n: n + 1, quiet: Boolean(options.quiet) })), []);

  return { ...state, page, pageSize, query, setPage, search, reload };
}
