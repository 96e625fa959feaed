import { isRecord, type ListSort } from '../../../engine/index.ts';

// What a list page shows, as URL search params (issue 17 items 5 and 6): page, page_size, the
// filters of the last 查询 and the sort (`sort=name`, `sort=-name` descending), so that a reload, a bookmark or a shared link opens the same view.
// Defaults are left out (page 1, the config's page size, no filters); other params of the URL
// (branch_id) are the page's own and are kept.

export interface ListViewState {
  page: number;
  pageSize: number;
  /** The search values in use (the last 查询). */
  query: Record<string, unknown>;
  /** The column sorted by, if any. */
  sort?: ListSort | undefined;
}

export const LIST_PARAMS = { page: 'page', pageSize: 'page_size', filters: 'filters', sort: 'sort' } as const;

const positive = (text: string | null): number | undefined => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : undefined;
};


/** The state a URL's search asks for; what it lacks or garbles is left out. */
export function readListState(search: string | URLSearchParams): Partial<ListViewState> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Partial<ListViewState> = {};
  const page = positive(params.get(LIST_PARAMS.page));
  const pageSize = positive(params.get(LIST_PARAMS.pageSize));
  if (page) out.page = page;
  if (pageSize) out.pageSize = pageSize;
  const sort = params.get(LIST_PARAMS.sort);
  if (sort && sort !== '-') out.sort = sort.startsWith('-') ? { field: sort.slice(1), order: 'desc' } : { field: sort, order: 'asc' };
  const filters = params.get(LIST_PARAMS.filters);
  if (filters) {
    try {
      const parsed: unknown = JSON.parse(filters);
      if (isRecord(parsed)) out.query = parsed;
    } catch {
      // a garbled link: no filters
    }
  }
  return out;
}

/** Blank search values are no filter. */
const meaningful = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)));

/** `search` with the list's params set to `state` (defaults removed), other params kept. */
export function writeListState(search: string, state: ListViewState, defaultPageSize: number): string {
  const params = new URLSearchParams(search);
  const set = (key: string, value: string | undefined) => (value === undefined ? params.delete(key) : params.set(key, value));
  set(LIST_PARAMS.page, state.page > 1 ? String(state.page) : undefined);
  set(LIST_PARAMS.pageSize, state.pageSize !== defaultPageSize ? String(state.pageSize) : undefined);
  const filters = meaningful(state.query);
  set(LIST_PARAMS.filters, Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined);
  set(LIST_PARAMS.sort, state.sort ? `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}` : undefined);
  const text = params.toString();
  return text ? `?${text}` : '';
}
