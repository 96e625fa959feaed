import { CALL_METHODS, type CallMethod, type ListCall } from '../config/list-calls.ts';
import type { ApiCall } from '../config/primitives.ts';

// The HTTP requests of a list page (spec section 7): each configured call with `{id}` filled in,
// the list call with its page, search and sort, the add with the page's branch, the pin.

export type Row = Record<string, unknown>;
export type Id = string | number;

export interface ListContext {
  /** The account's is_school flag: picks `title_by_school`. */
  isSchool?: string | number | undefined;
  /** The page's `branch_id` query parameter: added to created records. */
  branchId?: string | undefined;
}

/**
 * The calls of spec section 7 at fixed paths that no list-config names, made by the list's
 * dialogs: the captcha and the mobile code (edit_mobile), the teacher pool and the teachers' save
 * (teachers), the payment's result (pay).
 */
export type FixedCall = 'captcha' | 'send_code' | 'teacher_pool' | 'save_teachers' | 'pay_result';

/** One HTTP call to make: the list page hands it to its HTTP client. */
export interface ApiRequest {
  /** The config's call it is (or, for a fixed call, the action it serves). */
  call: ListCall;
  /** A call at a fixed path (not the config's `call`), named. */
  fixed?: FixedCall | undefined;
  method: CallMethod;
  /** The configured URL with `{id}` filled in. */
  url: string;
  /** GET: the query; others: the JSON body. */
  query?: Record<string, unknown> | undefined;
  body?: Record<string, unknown> | undefined;
  /** An update sent only if the record is still at this version (If-Match: the detail answer's ETag). */
  ifMatch?: string | undefined;
}

export interface RequestOptions {
  id?: Id | undefined;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** How the list is sorted: by a sortable column's field, ascending or descending. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * The list call's sort params (schemas/README.md, list-config columns `sortable`).
 * sortParams({field: 'name', order: 'desc'}) -> {sort: 'name', order: 'desc'}; sortParams(undefined) -> {}
 */
export function sortParams(sort: ListSort | undefined): Record<string, string> {
  return sort ? { sort: sort.field, order: sort.order } : {};
}

/** The search values that were filled in (empty strings, null, undefined and empty lists left out). */
export function filled(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

/** The row's id (`id`). */
export const idOf = (row: Row): Id => (row.id as Id) ?? '';
export const idsOf = (rows: Row[]): Id[] => rows.map(idOf);

export interface ListRequests {
  calls: Partial<Record<ListCall, ApiCall>>;
  /** The call is configured. */
  has(call: ListCall): boolean;
  /** Fills a call (with `{id}` when given); undefined when the page has no such call. */
  request(call: ListCall, options?: RequestOptions): ApiRequest | undefined;
  /** Fills a call that the page must have (its action is only offered when it does). */
  must(call: ListCall, options?: RequestOptions): ApiRequest;
  listRequest(page: number, pageSize: number, search: Record<string, unknown>): ApiRequest;
  addBody(values: Record<string, unknown>): Record<string, unknown>;
  addRequest(values: Record<string, unknown>): ApiRequest | undefined;
  topRequest(rows: Row[], topSort: number): ApiRequest | undefined;
}

/** The requests of a page's configured calls (`api` of its list-config). */
export function listRequests(api: Partial<Record<ListCall, ApiCall>>, context: ListContext = {}): ListRequests {
  const calls = api;
  const request = (call: ListCall, options: RequestOptions = {}): ApiRequest | undefined => {
    const configured = calls[call];
    if (!configured) return undefined;
    const method = (configured.method ?? CALL_METHODS[call]) as ApiRequest['method'];
    const url = configured.url.replace(/\{id\}/g, options.id === undefined ? '' : encodeURIComponent(String(options.id)));
    return method === 'get' ? { call, method, url, query: { ...options.query, ...options.body } } : { call, method, url, query: options.query, body: options.body };
  };
  const must = (call: ListCall, options?: RequestOptions): ApiRequest => {
    const made = request(call, options);
    // compileList only offers actions whose call is configured (see `has`), so this is a bug.
    if (!made) throw new Error(`list-config 缺少接口 api.${call}`);
    return made;
  };
  const addBody = (values: Record<string, unknown>) => (context.branchId ? { ...values, branch_id: context.branchId } : { ...values });
  const branchQuery = context.branchId ? { branch_id: context.branchId } : undefined;
  return {
    calls,
    has: (call) => calls[call] !== undefined,
    request,
    must,
    // The records of the page's branch when it was opened with ?branch_id= (they are created with it).
    listRequest: (page, pageSize, values) => must('list', { query: { page, page_size: pageSize, ...filled(values), ...branchQuery } }),
    addBody,
    addRequest: (values) => request('add', { query: branchQuery, body: addBody(values) }),
    topRequest: (rows, topSort) => request('top', { body: { ids: idsOf(rows), top_sort: topSort } }),
  };
}
