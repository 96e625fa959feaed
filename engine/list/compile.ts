import { sameId, type ApiCall } from '../config/primitives.ts';
import type { FormConfig } from '../config/form-config.ts';
import { CALL_METHODS, type CallMethod, type ColumnType, type ListCall, type ListConfig, type RowActionKind, type ToolbarButton } from '../config/list-config.ts';
import { compileForm, type CompiledForm } from '../form/compile.ts';
import { conditionsMatch, recordReader } from '../form/conditions.ts';
import { getByPipePath } from '../paths.ts';
import { LIST_MESSAGES } from './messages.ts';

// compileList: a list-config (engine/config/list-config.ts) into what the generic list page
// renders and calls (spec section 2, Generic list page; sections 4, 5, 7, 8): columns, search
// filters compiled like any form, toolbar and row actions with their confirms and messages,
// row visibility as plain functions, paging, and the HTTP request of every call.

export interface ListContext {
  /** The account's is_school flag: picks `title_by_school`. */
  isSchool?: string | number | undefined;
  /** The page's `branch_id` query parameter: added to created records. */
  branchId?: string | undefined;
}

export type Row = Record<string, unknown>;
export type Id = string | number;

export interface CompiledColumn {
  key: string;
  title: string;
  /** The record key, a pipe path for nested values (`info|price`). */
  field: string;
  type: ColumnType;
  width?: number | undefined;
  /** The list may be sorted by this column (sortParams). */
  sortable: boolean;
  /** The cell's value: the row's value at the field's path. */
  value(row: Row): unknown;
  /** The cell as text: `map`, the active/marker names, or the value itself. */
  text(row: Row): string;
  /** A switch column: its state in a row, and the request that sets it. */
  switch?: { checked(row: Row): boolean; request(row: Row, checked: boolean): ApiRequest } | undefined;
}

/** One HTTP call to make: the list page hands it to its HTTP client. */
export interface ApiRequest {
  call: ListCall;
  method: CallMethod;
  /** The configured URL with `{id}` filled in. */
  url: string;
  /** GET: the query; others: the JSON body. */
  query?: Record<string, unknown> | undefined;
  body?: Record<string, unknown> | undefined;
}

export interface Confirm {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** What a button or a row action does when clicked. */
export type Effect =
  /** Opens a dialog (add, edit, detail, edit_mobile, top_settings, confirm_logs, import, content, teachers, pay). */
  | { kind: 'dialog'; dialog: DialogKind }
  /**
   * Runs a call (after `confirm`, if any); success is the message 操作成功 only. `ask` (delete
   * with the page's `delete_ask`): the confirm also asks its question, and the answer goes into
   * the body as `extra` ({is_del: 1} or 0).
   */
  | { kind: 'call'; confirm?: Confirm | undefined; ask?: DeleteAsk | undefined; request(rows: Row[], extra?: Record<string, unknown>): ApiRequest }
  /** Downloads a file (template; export, which sends the search values in use). */
  | { kind: 'download'; fileName: string; request(rows: Row[], search?: Record<string, unknown>): ApiRequest };

/** The question a delete also asks, and the body key of its answer (1 yes, 0 no). */
export interface DeleteAsk {
  text: string;
  field: string;
}

export type DialogKind = 'add' | 'edit' | 'detail' | 'edit_mobile' | 'top_settings' | 'confirm_logs' | 'import' | 'content' | 'teachers' | 'pay';

export interface CompiledToolbarButton {
  kind: ToolbarButton;
  label: string;
  /** Batch buttons act on the selected rows; without any, `emptyMessage` is shown instead. */
  batch: boolean;
  emptyMessage?: string | undefined;
  effect: Effect;
}

export interface CompiledRowAction {
  kind: RowActionKind;
  label: string;
  /** show_if on the row (spec section 6). */
  visible(row: Row): boolean;
  /**
   * active and marker: the warning 该行已{action} when the row is already in the target state,
   * else undefined.
   */
  already?: ((row: Row) => string | undefined) | undefined;
  /** danger styling (delete). */
  danger: boolean;
  effect: Effect;
}

export interface CompiledList {
  title: string;
  columns: CompiledColumn[];
  /** The search filters, compiled like any form (empty: no search bar). */
  search: CompiledForm | undefined;
  toolbar: CompiledToolbarButton[];
  rowActions: CompiledRowAction[];
  /** The actions a row shows. */
  actionsFor(row: Row): CompiledRowAction[];
  paging: { pageSize: number; pageSizes: number[]; pager: boolean };
  selection: boolean;
  recharge: boolean;
  /** The row's id (`id`). */
  idOf(row: Row): Id;
  /** The list call for a page and the search values. */
  listRequest(page: number, pageSize: number, search: Record<string, unknown>): ApiRequest;
  /** Fills a call (with `{id}` when given); undefined when the page has no such call. */
  request(call: ListCall, options?: { id?: Id | undefined; query?: Record<string, unknown>; body?: Record<string, unknown> }): ApiRequest | undefined;
  /** The body of an add: the form values plus `branch_id` from the page's query. */
  addBody(values: Record<string, unknown>): Record<string, unknown>;
  /** The add call: `addBody`, and `?branch_id=` from the page's query (the server stores it). */
  addRequest(values: Record<string, unknown>): ApiRequest | undefined;
  /** The pin call for rows: `top_sort` 1 to 10 (0 cancels), spec section 4. */
  topRequest(rows: Row[], topSort: number): ApiRequest | undefined;
  /** The delete question of the page (teachers: also remove them from courses), if any. */
  deleteAsk?: DeleteAsk | undefined;
  calls: Partial<Record<ListCall, ApiCall>>;
}


const ACTIVE_NAMES: Record<string, string> = { '0': '已停用', '1': '已启用' };
const MARKER_NAMES: Record<string, string> = { '1': '是', '2': '否' };

/** The search values that were filled in (empty strings, null and undefined left out). */
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

function filled(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('，');
  if (typeof value === 'object') return '';
  return String(value);
}

export function compileList(config: ListConfig, form?: FormConfig, context: ListContext = {}): CompiledList {
  const calls = config.api as Partial<Record<ListCall, ApiCall>>;

  const request = (call: ListCall, options: { id?: Id | undefined; query?: Record<string, unknown>; body?: Record<string, unknown> } = {}): ApiRequest | undefined => {
    const configured = calls[call];
    if (!configured) return undefined;
    const method = (configured.method ?? CALL_METHODS[call]) as ApiRequest['method'];
    const url = configured.url.replace(/\{id\}/g, options.id === undefined ? '' : encodeURIComponent(String(options.id)));
    return method === 'get' ? { call, method, url, query: { ...options.query, ...options.body } } : { call, method, url, query: options.query, body: options.body };
  };
  const must = (call: ListCall, options?: Parameters<typeof request>[1]): ApiRequest => {
    const filled = request(call, options);
    // compileList only offers actions whose call is configured (see `has`), so this is a bug.
    if (!filled) throw new Error(`list-config 缺少接口 api.${call}`);
    return filled;
  };
  const has = (call: ListCall) => calls[call] !== undefined;
  const idOf = (row: Row): Id => (row.id as Id) ?? '';
  const ids = (rows: Row[]) => rows.map(idOf);
  const confirm = (content: string): Confirm => ({ title: LIST_MESSAGES.confirmTitle, content, okText: LIST_MESSAGES.ok, cancelText: LIST_MESSAGES.cancel });

  const columns: CompiledColumn[] = config.columns.map((column, index) => {
    const value = (row: Row) => getByPipePath(row, column.field);
    const names = column.map ?? (column.type === 'active' ? ACTIVE_NAMES : column.type === 'marker' ? MARKER_NAMES : undefined);
    const compiled: CompiledColumn = {
      key: `${column.field}#${index}`,
      title: column.title,
      field: column.field,
      type: column.type,
      width: column.width,
      sortable: column.sortable,
      value,
      text: (row) => {
        const raw = value(row);
        return names && raw !== null && raw !== undefined ? (names[String(raw)] ?? cellText(raw)) : cellText(raw);
      },
    };
    if (column.type === 'switch' && column.api) {
      const api = column.api;
      compiled.switch = {
        checked: (row) => sameId(value(row), column.on),
        request: (row, checked) => ({
          call: 'update',
          method: (api.method ?? 'put') as ApiRequest['method'],
          url: api.url.replace(/\{id\}/g, encodeURIComponent(String(idOf(row)))),
          body: { ids: [idOf(row)], [column.field]: checked ? column.on : column.off },
        }),
      };
    }
    return compiled;
  });

  const batchCall = (call: ListCall, content: string | undefined, body: (rows: Row[]) => Record<string, unknown>, ask?: DeleteAsk): Effect => ({
    kind: 'call',
    confirm: content ? confirm(content) : undefined,
    ask,
    request: (rows, extra) => must(call, { body: { ...body(rows), ...extra } }),
  });
  const title = (() => {
    const isSchool = context.isSchool === undefined ? undefined : String(context.isSchool);
    return (isSchool !== undefined && config.title_by_school?.[isSchool as '0' | '1']) || config.title;
  })();

  const TOOLBAR: Record<ToolbarButton, { call: ListCall; label: string; batch: boolean; emptyMessage?: string; effect: Effect }> = {
    template: { call: 'template', label: LIST_MESSAGES.template, batch: false, effect: { kind: 'download', fileName: `${title}导入模板.xlsx`, request: () => must('template') } },
    import: { call: 'import', label: LIST_MESSAGES.import, batch: false, effect: { kind: 'dialog', dialog: 'import' } },
    add: { call: 'add', label: LIST_MESSAGES.add, batch: false, effect: { kind: 'dialog', dialog: 'add' } },
    batch_top: { call: 'top', label: LIST_MESSAGES.batchTop, batch: true, emptyMessage: LIST_MESSAGES.noSelection, effect: { kind: 'dialog', dialog: 'top_settings' } },
    batch_untop: {
      call: 'top',
      label: LIST_MESSAGES.batchUntop,
      batch: true,
      emptyMessage: LIST_MESSAGES.noSelectionUntop,
      effect: batchCall('top', LIST_MESSAGES.confirmBatchUntop, (rows) => ({ ids: ids(rows), top_sort: 0 })),
    },
    batch_active: { call: 'active', label: LIST_MESSAGES.batchActive, batch: true, emptyMessage: LIST_MESSAGES.noSelection, effect: batchCall('active', undefined, (rows) => ({ ids: ids(rows), active: 1 })) },
    batch_inactive: { call: 'active', label: LIST_MESSAGES.batchInactive, batch: true, emptyMessage: LIST_MESSAGES.noSelection, effect: batchCall('active', undefined, (rows) => ({ ids: ids(rows), active: 0 })) },
    batch_delete: {
      call: 'delete',
      label: LIST_MESSAGES.batchDelete,
      batch: true,
      emptyMessage: LIST_MESSAGES.noSelection,
      effect: batchCall('delete', LIST_MESSAGES.confirmBatchDelete, (rows) => ({ ids: ids(rows) }), config.delete_ask),
    },
    export: { call: 'export', label: LIST_MESSAGES.export, batch: false, effect: { kind: 'download', fileName: `${title}.xlsx`, request: (_rows, search = {}) => must('export', { query: filled(search) }) } },
  };

  const toolbar: CompiledToolbarButton[] = config.toolbar
    .filter((kind) => kind !== 'add' || form !== undefined)
    .filter((kind) => has(TOOLBAR[kind].call))
    .map((kind) => {
      const { call: _call, ...rest } = TOOLBAR[kind];
      return { kind, ...rest };
    });

  const rowEffect = (kind: RowActionKind, value: number | undefined): { call?: ListCall; effect: Effect } => {
    const dialog = (name: DialogKind, call?: ListCall): { call?: ListCall; effect: Effect } => ({ call, effect: { kind: 'dialog', dialog: name } });
    switch (kind) {
      case 'detail':
        return dialog('detail', 'detail');
      case 'edit':
        return dialog('edit', 'update');
      case 'edit_mobile':
        return dialog('edit_mobile', 'update_mobile');
      case 'top_settings':
      case 'top':
        return dialog('top_settings', 'top');
      case 'confirm_logs':
        return dialog('confirm_logs', 'confirm_logs');
      case 'content':
        return dialog('content', 'content');
      case 'teachers':
        return dialog('teachers', 'teachers');
      case 'pay':
        return dialog('pay', 'pay');
      case 'untop':
        return { call: 'top', effect: { kind: 'call', confirm: confirm(LIST_MESSAGES.confirmUntop), request: (rows) => must('top', { body: { ids: ids(rows), top_sort: 0 } }) } };
      case 'delete':
        return { call: 'delete', effect: batchCall('delete', LIST_MESSAGES.confirmDelete, (rows) => ({ ids: ids(rows) }), config.delete_ask) };
      case 'invalid':
        return {
          call: 'invalid',
          effect: { kind: 'call', confirm: confirm(LIST_MESSAGES.confirmInvalid), request: (rows) => must('invalid', { id: rows[0] ? idOf(rows[0]) : undefined, body: {} }) },
        };
      case 'active':
      case 'marker': {
        // A set value sets that state; without one the action toggles (active 1/0, marker 1/2).
        const target = (row: Row) => value ?? (kind === 'active' ? (sameId(row[kind], 1) ? 0 : 1) : sameId(row[kind], 1) ? 2 : 1);
        return { call: kind, effect: { kind: 'call', request: (rows) => must(kind, { body: { ids: ids(rows), [kind]: rows[0] ? target(rows[0]) : value } }) } };
      }
    }
  };

  const rowActions: CompiledRowAction[] = config.row_actions
    .map((action) => ({ action, ...rowEffect(action.action, action.value) }))
    .filter(({ call, action }) => (call === undefined || has(call)) && !((action.action === 'edit' || action.action === 'detail') && form === undefined))
    .map(({ action, effect }) => {
      const label = action.title ?? LIST_MESSAGES.rowLabel(action.action, action.value);
      const target = action.value;
      const stateful = (action.action === 'active' || action.action === 'marker') && target !== undefined;
      return {
        kind: action.action,
        label,
        visible: (row: Row) => conditionsMatch(action.show_if, recordReader(row)),
        // 该行已{action}: the row is already in the state this action sets (spec section 4).
        already: stateful ? (row: Row) => (sameId(row[action.action], target) ? LIST_MESSAGES.already(label) : undefined) : undefined,
        danger: action.action === 'delete',
        effect,
      };
    });

  const search = config.search.length > 0 ? compileForm({ component: { name: 'search', title: config.title }, fields: config.search } as FormConfig) : undefined;
  const addBody = (values: Record<string, unknown>) => (context.branchId ? { ...values, branch_id: context.branchId } : { ...values });
  const branchQuery = context.branchId ? { branch_id: context.branchId } : undefined;

  return {
    title,
    columns,
    search,
    toolbar,
    rowActions,
    actionsFor: (row) => rowActions.filter((action) => action.visible(row)),
    paging: { pageSize: config.page_size, pageSizes: config.page_sizes, pager: config.pager },
    selection: config.selection,
    recharge: config.recharge,
    idOf,
    // The records of the page's branch when it was opened with ?branch_id= (they are created with it).
    listRequest: (page, pageSize, values) => must('list', { query: { page, page_size: pageSize, ...filled(values), ...branchQuery } }),
    request,
    addBody,
    addRequest: (values) => request('add', { query: branchQuery, body: addBody(values) }),
    topRequest: (rows, topSort) => request('top', { body: { ids: ids(rows), top_sort: topSort } }),
    deleteAsk: config.delete_ask,
    calls,
  };
}
