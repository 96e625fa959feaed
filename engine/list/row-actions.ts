import type { Condition } from '../config/form-config.ts';
import type { ListCall } from '../config/list-calls.ts';
import { sameId } from '../config/primitives.ts';
import { conditionsMatch, recordReader } from '../form/conditions.ts';
import { LIST_MESSAGES } from './messages.ts';
import { idOf, idsOf, type ApiRequest, type ListRequests, type RequestOptions, type Row } from './requests.ts';

// The row actions of a list page (spec sections 2, 4, 5), as one registry: what each is called,
// the call it needs configured, what it does (open its dialog, or run its call after a confirm),
// its danger styling, and whether the server answers its call with a handler of its own. The
// list-config's action names (ROW_ACTIONS), the dialog kinds (DialogKind) and the server's own
// calls (OWN_ROUTE_CALLS) all derive from it. A new call-type action is one entry here (plus its
// server handler); a new dialog action is one entry and one dialog file
// (adapters/list/dialogs, whose index must cover every DialogKind).

interface ActionBase {
  /** The label shown (a config's `title` replaces it); active's depends on its value. */
  label: string | ((value: number | undefined) => string);
  /** The call the action needs: without it configured the action is left out. */
  call: ListCall;
  /** The server answers this call with a route of its own, not the route table's generic handler. */
  ownRoute?: true;
}

interface DialogAction extends ActionBase {
  /** Opens this dialog (adapters/list/dialogs). */
  dialog: string;
  /** The dialog shows the page's form-config (edit, detail): left out without one. */
  needsForm?: true;
}

interface CallAction extends ActionBase {
  /** Asked before the call (警告, 确认, 取消). */
  confirm?: string;
  /** Danger styling (delete). */
  danger?: true;
  /** The confirm also asks the page's `delete_ask`, whose answer goes into the body. */
  asks?: true;
  /**
   * The row field the action sets to its `value`: a row already in that state warns
   * 该行已{label} instead of calling.
   */
  sets?: string;
  /** The `{id}` and body of the call for the rows it acts on (and the config's `value`). */
  send(rows: Row[], value: number | undefined): RequestOptions;
}

/** Sets `field` to `value`, or toggles it between `on` and `off` (by the first row) when no value is set. */
const setState =
  (field: string, on: number, off: number) =>
  (rows: Row[], value: number | undefined): RequestOptions => {
    const first = rows[0];
    const target = first ? (value ?? (sameId(first[field], on) ? off : on)) : value;
    return { body: { ids: idsOf(rows), [field]: target } };
  };

export const ROW_ACTION_REGISTRY = {
  detail: { label: '详情', call: 'detail', dialog: 'detail', needsForm: true },
  edit: { label: '编辑', call: 'update', dialog: 'edit', needsForm: true },
  edit_mobile: { label: '修改手机号', call: 'update_mobile', dialog: 'edit_mobile' },
  delete: { label: '删除', call: 'delete', confirm: LIST_MESSAGES.confirmDelete, danger: true, asks: true, send: (rows) => ({ body: { ids: idsOf(rows) } }) },
  active: { label: (value) => (value === undefined || value === 1 ? '启用' : '停用'), call: 'active', sets: 'active', send: setState('active', 1, 0) },
  marker: { label: '标记', call: 'marker', sets: 'marker', send: setState('marker', 1, 2) },
  top: { label: '置顶', call: 'top', dialog: 'top_settings' },
  untop: { label: '取消置顶', call: 'top', confirm: LIST_MESSAGES.confirmUntop, send: (rows) => ({ body: { ids: idsOf(rows), top_sort: 0 } }) },
  top_settings: { label: '置顶设置', call: 'top', dialog: 'top_settings' },
  confirm_logs: { label: '确认记录', call: 'confirm_logs', dialog: 'confirm_logs' },
  content: { label: '课程内容', call: 'content', dialog: 'content' },
  teachers: { label: '授课教师', call: 'teachers', dialog: 'teachers', ownRoute: true },
  pay: { label: '支付', call: 'pay', dialog: 'pay', ownRoute: true },
  /** 无效反馈 (zhuxuetong logs): reports the lead of the row invalid. */
  invalid: {
    label: '无效反馈',
    call: 'invalid',
    confirm: LIST_MESSAGES.confirmInvalid,
    ownRoute: true,
    send: (rows) => ({ id: rows[0] ? idOf(rows[0]) : undefined, body: {} }),
  },
} as const satisfies Record<string, DialogAction | CallAction>;

type Registry = typeof ROW_ACTION_REGISTRY;
export type RowActionKind = keyof Registry;

/** Per-row actions (list-config `row_actions[].action`); each opens its dialog or runs its call. */
export const ROW_ACTIONS = Object.keys(ROW_ACTION_REGISTRY) as [RowActionKind, ...RowActionKind[]];

/** The dialogs row actions open. */
type RowDialogKind = { [K in RowActionKind]: Registry[K] extends { dialog: infer D } ? D : never }[RowActionKind];
/** The list page's dialogs: the row actions' and the toolbar's add and import. */
export type DialogKind = RowDialogKind | 'add' | 'import';

/** The calls the server answers with routes of their own: teachers, pay, invalid. */
export const OWN_ROUTE_CALLS: readonly ListCall[] = Object.values(ROW_ACTION_REGISTRY as Record<RowActionKind, DialogAction | CallAction>)
  .filter((action) => action.ownRoute)
  .map((action) => action.call);

/** The label of an action without a `title`: rowActionLabel('active', 0) -> '停用'. */
export function rowActionLabel(kind: RowActionKind, value: number | undefined): string {
  const label: ActionBase['label'] = ROW_ACTION_REGISTRY[kind].label;
  return typeof label === 'function' ? label(value) : label;
}

export interface Confirm {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** The question a delete also asks, and the body key of its answer (1 yes, 0 no). */
export interface DeleteAsk {
  text: string;
  field: string;
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

/** 警告 with the text, 确认 and 取消. */
export const confirmOf = (content: string): Confirm => ({ title: LIST_MESSAGES.confirmTitle, content, okText: LIST_MESSAGES.ok, cancelText: LIST_MESSAGES.cancel });

/** A call effect: `call` with the body for the rows (plus the delete question's answer). */
export function callEffect(requests: ListRequests, call: ListCall, content: string | undefined, send: (rows: Row[]) => RequestOptions, ask?: DeleteAsk): Effect {
  return {
    kind: 'call',
    confirm: content ? confirmOf(content) : undefined,
    ask,
    request: (rows, extra) => {
      const options = send(rows);
      return requests.must(call, { ...options, body: { ...options.body, ...extra } });
    },
  };
}

/** A row action as the config gives it (list-config `row_actions[]`). */
export interface RowActionConfig {
  action: RowActionKind;
  title?: string | undefined;
  show_if: readonly Condition[];
  value?: number | undefined;
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

/** The row actions whose call is configured (edit and detail: and that have a form), compiled. */
export function compileRowActions(
  actions: readonly RowActionConfig[],
  requests: ListRequests,
  options: { hasForm: boolean; deleteAsk?: DeleteAsk | undefined },
): CompiledRowAction[] {
  return actions.flatMap((config): CompiledRowAction[] => {
    const spec: DialogAction | CallAction = ROW_ACTION_REGISTRY[config.action];
    if (!requests.has(spec.call) || ('needsForm' in spec && spec.needsForm && !options.hasForm)) return [];
    const label = config.title ?? rowActionLabel(config.action, config.value);
    const target = config.value;
    const effect: Effect =
      'dialog' in spec
        ? { kind: 'dialog', dialog: spec.dialog as DialogKind }
        : callEffect(requests, spec.call, spec.confirm, (rows) => spec.send(rows, target), spec.asks ? options.deleteAsk : undefined);
    const sets = 'sets' in spec ? spec.sets : undefined;
    return [
      {
        kind: config.action,
        label,
        visible: (row: Row) => conditionsMatch(config.show_if, recordReader(row)),
        // 该行已{action}: the row is already in the state this action sets (spec section 4).
        already: sets !== undefined && target !== undefined ? (row: Row) => (sameId(row[sets], target) ? LIST_MESSAGES.already(label) : undefined) : undefined,
        danger: 'danger' in spec && spec.danger === true,
        effect,
      },
    ];
  });
}
