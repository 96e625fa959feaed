import { ACCOUNT_MESSAGES, MOBILE_PATTERN } from '../../../engine/index.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { CONTENT_IMAGES_FORM, contentErrors, FIELD_REGISTRY, fieldKeys, isRecord, MESSAGES, type FormConfig, type ListCall } from '../../../engine/index.ts';
import type { Account } from '../../auth.ts';
import { fail, invalid, ok, selfCall } from '../../http.ts';
import { hashPassword } from '../../passwords.ts';
import { checkCode, CODE_WRONG } from '../core/session-store.ts';
import type { PageRoute } from './route-table.ts';
import { toId } from '../core/util.ts';
import { optionErrors } from './options.ts';
import { pageAfter } from './keyset.ts';
import { indexableKey } from './list-sql.ts';
import { parseIds, positiveInt } from './request.ts';
import { mergeValues, SECRET_KEYS, type Filter, type PageQuery, type PageRecord, type RecordStore, type Values } from './store.ts';
import { bodyProblems, formErrors, pictureError, pictureErrors, storedValues, toValues } from './validate.ts';

// The config-driven calls (spec section 7) over the records of a page, answered from its
// list-config and form-config alone. Answer shapes: schemas/README.md, Calls.

export interface CallContext {
  c: Context;
  route: PageRoute;
  params: Record<string, string>;
  account: Account;
  store: RecordStore;
  body: Values;
  query: Record<string, string>;
}

export type CallHandler = (ctx: CallContext) => Response | Promise<Response>;

export const NOT_FOUND = MESSAGES.notFound;
export const NO_SELECTION = MESSAGES.noSelection;
/** The most rows a list page answers (the app asks for 50 at most; 1,000 answered 60 MB). */
export const MAX_PAGE_SIZE = 100;
/** The only keys a content call takes: the content dialog's pictures and info.content (HTML). */
const CONTENT_KEYS = new Set([...CONTENT_IMAGES_FORM.fields.map((field) => field.field), 'info']);
export const MOBILE_HAS_ITS_OWN_CALL = '手机号请通过“修改手机号”更改（需要短信验证码）';

const KEPT_SECRET = '********';
const flag = (value: boolean) => (value ? 1 : 0);

/** The paged answer of list and top list: data, total, current_page, page_size and the flags. */
export function pageAnswer(ctx: CallContext, result: { rows: PageRecord[]; total: number }, page: number, pageSize: number) {
  const list = ctx.route.page.list;
  return ok(ctx.c, {
    data: result.rows,
    total: result.total,
    current_page: page,
    page_size: pageSize,
    need_create: flag(Boolean(list?.api.add && list.toolbar.includes('add'))),
    need_export: flag(Boolean(list?.api.export && list.toolbar.includes('export'))),
    need_pay_tab: flag(Boolean(list?.recharge)),
  });
}

/**
 * The export's reads of the list call, in-process (exports.ts): pages of 1,000 (a 10,000-row
 * export in 10 calls, not 100), recognised by a header whose value is this process's secret, so
 * that no request from outside passes MAX_PAGE_SIZE.
 */
export const EXPORT_READ = { header: 'x-export-read', token: randomBytes(18).toString('base64url'), pageSize: 1000 } as const;

function paging(ctx: CallContext) {
  const fallback = ctx.route.page.list?.page_size ?? 10;
  const max = ctx.c.req.header(EXPORT_READ.header) === EXPORT_READ.token ? EXPORT_READ.pageSize : MAX_PAGE_SIZE;
  return { page: positiveInt(ctx.query.page, 1), pageSize: positiveInt(ctx.query.page_size, fallback, max) };
}

/** Search filters: the list's search fields given in the query (matched as their type says: text in part), and branch_id. */
function filters(ctx: CallContext): Filter[] {
  const out: Filter[] = [];
  for (const field of ctx.route.page.list?.search ?? []) {
    if (typeof field.field !== 'string') continue;
    const value = ctx.query[field.field]?.trim();
    if (!value) continue;
    out.push({ key: field.field, op: FIELD_REGISTRY[field.component.type].searchOperator ?? 'eq', value });
  }
  if (ctx.query.branch_id) out.push({ key: 'branch_id', op: 'eq', value: ctx.query.branch_id });
  return out;
}

/** The values with each password hashed (off the event loop). */
async function withSecrets(values: Values): Promise<Values> {
  const out = { ...values };
  for (const key of SECRET_KEYS) if (typeof out[key] === 'string' && out[key] !== '') out[key] = await hashPassword(out[key]);
  return out;
}

/**
 * The form's rules over the values, and (issue 33 item 2) every API-fed select's value among its
 * options (on update: of the keys sent); 422 with all of them, or undefined.
 */
async function check(ctx: CallContext, form: FormConfig | undefined, values: Values, original?: Values, changes?: Values): Promise<Response | undefined> {
  if (!form) return undefined;
  const errors = { ...ruleErrors(form, values, original, changes), ...(await optionErrors(form, values, selfCall(ctx.c), changes ? new Set(Object.keys(changes)) : undefined)) };
  return Object.keys(errors).length ? invalid(ctx.c, errors) : undefined;
}

function ruleErrors(form: FormConfig, values: Values, original?: Values, changes: Values = {}): Record<string, string> {
  // `only: add` fields (an admin's password) are checked on add, and on update only when sent:
  // a new password obeys the add's password rule (issue 33 item 2)
  const errors = { ...pictureErrors(form, values), ...formErrors(form, values, { initialValues: original, mode: original ? 'edit' : 'add' }) };
  const sentAddOnly = form.fields.filter((field) => field.only === 'add' && fieldKeys(field).some((key) => (key.split('|')[0] ?? key) in changes));
  if (original && sentAddOnly.length) Object.assign(errors, formErrors({ fields: sentAddOnly }, values, { initialValues: original, mode: 'add' }));
  return errors;
}

/** A content call's body: its declared keys only, info as { content: text }. */
function contentProblems(body: Values): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const pictures = CONTENT_IMAGES_FORM.fields.find((field) => field.field === key);
    if (!CONTENT_KEYS.has(key)) problems[key] = `未知字段：${key}`;
    else if (pictures && pictureError(pictures.name, value)) problems[key] = pictureError(pictures.name, value);
    else if (key === 'info') {
      const info = isRecord(value) ? value : undefined;
      const unknown = info && Object.keys(info).find((k) => k !== 'content');
      if (!info || unknown) problems.info = unknown ? `未知字段：info.${unknown}` : '课程内容格式有误';
      else if (info.content !== undefined && info.content !== null && typeof info.content !== 'string') problems.info = '课程内容应为文字';
    }
  }
  return problems;
}

function recordId(ctx: CallContext): number | undefined {
  return toId(ctx.params.id ?? (ctx.body.id === undefined ? ctx.query.id : String(ctx.body.id)));
}

/** `sort` (a sortable column's field) and `order` (asc, desc); other fields are not sorted by. */
function sorting(ctx: CallContext): PageQuery['sort'] {
  const field = ctx.query.sort;
  if (!field || !ctx.route.page.list?.columns.some((column) => column.sortable && column.field === field)) return undefined;
  return { key: field, desc: ctx.query.order === 'desc' };
}

const list: CallHandler = (ctx) => {
  const { page, pageSize } = paging(ctx);
  const sort = sorting(ctx);
  // the export's reads (exports.ts): page after page by the last record's place, not by OFFSET and a count each
  if (ctx.c.req.header(EXPORT_READ.header) === EXPORT_READ.token && ctx.query.keyset === '1' && (!sort || indexableKey(sort.key))) {
    const afterId = ctx.query.after === undefined ? undefined : Number(ctx.query.after);
    const result = afterId === undefined || Number.isInteger(afterId) ? pageAfter(ctx.store, ctx.route.collection, ctx.account.id, { filters: filters(ctx), pageSize, sort, afterId }) : undefined;
    if (!result) return invalid(ctx.c, { after: '导出续读的位置无效，请重新导出' });
    return ok(ctx.c, { data: result.rows, page_size: pageSize, next_after: result.last ? null : (result.rows.at(-1)?.id ?? null) });
  }
  const result = ctx.store.page(ctx.route.collection, ctx.account.id, { filters: filters(ctx), page, pageSize, sort });
  return pageAnswer(ctx, result, page, pageSize);
};

const topList: CallHandler = (ctx) => {
  const page = positiveInt(ctx.query.page, 1);
  const pageSize = positiveInt(ctx.query.page_size, 10, MAX_PAGE_SIZE);
  return pageAnswer(ctx, ctx.store.page(ctx.route.collection, ctx.account.id, { filters: [], page, pageSize, pinnedOnly: true }), page, pageSize);
};

/** 422 for a body the form could not have sent: unknown keys (`strict`), values too long. */
function refuse(ctx: CallContext, strict: boolean): Response | undefined {
  const problems = bodyProblems(strict ? ctx.route.page.form : undefined, ctx.body);
  return Object.keys(problems).length ? invalid(ctx.c, problems) : undefined;
}

const add: CallHandler = async (ctx) => {
  const refused = refuse(ctx, true);
  if (refused) return refused;
  const values = storedValues(ctx.route.page.form, toValues(ctx.body));
  const branchId = ctx.query.branch_id;
  if (branchId) values.branch_id = /^\d+$/.test(branchId) ? Number(branchId) : branchId;
  const error = await check(ctx, ctx.route.page.form, values);
  if (error) return error;
  return ok(ctx.c, ctx.store.insert(ctx.route.collection, ctx.account.id, await withSecrets(values)));
};

/**
 * A record's version (issue 58 item 1): a hash of what is stored, sent as the detail answer's ETag;
 * an update that carries another one in If-Match answers 409 with the record as it is now. A hash
 * rather than updated_at, which counts whole seconds: two saves within one second differ too.
 */
export const versionOf = (record: unknown) => `"${createHash('sha1').update(JSON.stringify(record)).digest('base64url').slice(0, 20)}"`;

const detail: CallHandler = (ctx) => {
  const id = recordId(ctx);
  const record = id === undefined ? undefined : ctx.store.get(ctx.route.collection, ctx.account.id, id);
  if (!record) return fail(ctx.c, 404, NOT_FOUND);
  ctx.c.header('ETag', versionOf(record));
  return ok(ctx.c, record);
};

/**
 * 409 with `data` (what is stored now) when the request's If-Match names another version than
 * `data`'s (a weak W/ prefix read as the same); undefined when it matches or is absent. The
 * records, a course's teachers and the authentication form answer so.
 */
export function changedSinceAsked(c: Context, data: unknown): Response | undefined {
  const asked = c.req.header('If-Match');
  if (!asked || asked.trim() === '*') return undefined;
  const version = versionOf(data);
  if (asked.split(',').some((one) => one.trim().replace(/^W\//, '') === version)) return undefined;
  c.header('ETag', version);
  return fail(c, 409, MESSAGES.recordChanged, { data });
}

function changedSince(ctx: CallContext, id: number): Response | undefined {
  const record = ctx.store.get(ctx.route.collection, ctx.account.id, id);
  return record ? changedSinceAsked(ctx.c, record) : undefined;
}

/** update: merges the body into the record and checks the whole form; content: merges only. */
const patch =
  (validate: boolean): CallHandler =>
  async (ctx) => {
    const refused = refuse(ctx, validate);
    if (refused) return refused;
    const id = recordId(ctx);
    const row = id === undefined ? undefined : ctx.store.row(ctx.route.collection, ctx.account.id, id);
    if (!row || id === undefined) return fail(ctx.c, 404, NOT_FOUND);
    const changed = changedSince(ctx, id);
    if (changed) return changed;
    const changes = storedValues(ctx.route.page.form, toValues(ctx.body));
    delete changes.branch_id;
    // a readonly field keeps what is stored (a visitor's question is not the organisation's to edit)
    for (const field of ctx.route.page.form?.fields ?? []) if (field.readonly && typeof field.field === 'string') delete changes[field.field];
    for (const key of SECRET_KEYS) if (changes[key] === '' || changes[key] === null) delete changes[key];
    const original = ctx.store.values(row);
    const merged = mergeValues(original, changes);
    if (validate) {
      // the mobile has its own call, which demands the SMS code: the generic update never changes it
      if (ctx.route.page.list?.api.update_mobile && 'mobile' in changes && String(changes.mobile ?? '') !== String(original.mobile ?? '')) {
        return invalid(ctx.c, { mobile: MOBILE_HAS_ITS_OWN_CALL });
      }
      // A kept password is checked as present, not as its stored hash.
      const shown = { ...merged };
      for (const key of SECRET_KEYS) if (!(key in changes) && typeof original[key] === 'string') shown[key] = KEPT_SECRET;
      const error = await check(ctx, ctx.route.page.form, shown, original, changes);
      if (error) return error;
    } else {
      // a content call: its declared keys, its pictures by the content dialog's own rule (at most 9 of each, uploaded paths)
      const errors = { ...contentProblems(ctx.body), ...contentErrors(changes) };
      if (Object.keys(errors).length) return invalid(ctx.c, errors);
    }
    const stored = await withSecrets(changes);
    // read again after the hashing: a write that landed meanwhile is kept
    const now = ctx.store.row(ctx.route.collection, ctx.account.id, id);
    if (!now) return fail(ctx.c, 404, NOT_FOUND);
    return ok(ctx.c, ctx.store.replace(ctx.route.collection, ctx.account.id, id, mergeValues(ctx.store.values(now), stored)));
  };

const updateMobile: CallHandler = (ctx) => {
  const id = recordId(ctx);
  const row = id === undefined ? undefined : ctx.store.row(ctx.route.collection, ctx.account.id, id);
  if (!row || id === undefined) return fail(ctx.c, 404, NOT_FOUND);
  const mobile = String(ctx.body.mobile ?? '').trim();
  if (!mobile) return invalid(ctx.c, { mobile: '请输入手机号码' });
  if (!MOBILE_PATTERN.test(mobile)) return invalid(ctx.c, { mobile: ACCOUNT_MESSAGES.mobile });
  const code = String(ctx.body.code ?? '').trim();
  if (!code) return invalid(ctx.c, { code: '请输入验证码' });
  if (!checkCode(ctx.store.db, mobile, code, true)) return invalid(ctx.c, { code: CODE_WRONG });
  return ok(ctx.c, ctx.store.replace(ctx.route.collection, ctx.account.id, id, { ...ctx.store.values(row), mobile }));
};

/** delete, active, marker and top: ids and a value; 404 when none of the ids is the account's. */
function batch(column: 'active' | 'marker' | 'top_sort' | null, allowed: (n: number) => boolean, message: string): CallHandler {
  return (ctx) => {
    const ids = parseIds(ctx.body, ctx.query);
    if (ids.length === 0) return invalid(ctx.c, { ids: NO_SELECTION });
    let count: number;
    if (column === null) count = ctx.store.remove(ctx.route.collection, ctx.account.id, ids);
    else {
      const raw = ctx.body[column] ?? ctx.query[column];
      const value = Number(raw);
      if (raw === undefined || raw === '' || !Number.isInteger(value) || !allowed(value)) return invalid(ctx.c, { [column]: message });
      count = ctx.store.setColumn(ctx.route.collection, ctx.account.id, ids, column, value);
    }
    return count ? ok(ctx.c, { count }) : fail(ctx.c, 404, NOT_FOUND);
  };
}

const confirmLogs: CallHandler = (ctx) => {
  const id = recordId(ctx);
  const record = id === undefined ? undefined : ctx.store.get(ctx.route.collection, ctx.account.id, id);
  if (!record) return fail(ctx.c, 404, NOT_FOUND);
  return ok(ctx.c, { confirm_logs: ctx.store.confirmLogs(record.id) });
};

export const RECORD_CALLS: Partial<Record<ListCall, CallHandler>> = {
  list,
  add,
  detail,
  update: patch(true),
  content: patch(false),
  update_mobile: updateMobile,
  delete: batch(null, () => true, ''),
  active: batch('active', (n) => n === 0 || n === 1, 'active 只能是 0（停用）或 1（启用）'),
  marker: batch('marker', (n) => n === 1 || n === 2, 'marker 只能是 1 或 2'),
  top: batch('top_sort', (n) => n >= 0 && n <= 10, '置顶序号应为 1 到 10，0 表示取消置顶'),
  top_list: topList,
  confirm_logs: confirmLogs,
};
