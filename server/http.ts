import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MESSAGES } from '../engine/index.ts';

// The reference API's answer conventions (documented in server/README.md):
// - success: HTTP 200 `{ code: 200, message: '操作成功', data }` (spec section 8: success is
//   recognised by the message 操作成功);
// - a paged list: data = `{ data: rows, total, current_page, page_size, …flags }`;
// - failure: HTTP status = code, `{ code, message }` in Chinese; 422 adds `errors: {field: [msg]}`
//   and its message is the first error.

export const OK_MESSAGE = MESSAGES.success;

/** JSON body of every API answer that is not a success: `{ code, message }`, message in Chinese. */
export const apiError = (code: number, message: string) => ({ code, message });

export function ok<T>(c: Context, data?: T, extra: Record<string, unknown> = {}) {
  return c.json({ code: 200, message: OK_MESSAGE, ...(data === undefined ? {} : { data }), ...extra }, 200);
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, extra: Record<string, unknown> = {}) {
  return c.json({ ...apiError(status, message), ...extra }, status);
}

/** 422 with the first error as the message and every error by field. */
export function invalid(c: Context, errors: Record<string, string>) {
  const first = Object.values(errors)[0] ?? MESSAGES.invalidBody;
  return fail(c, 422, first, { errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])) });
}

/** A GET of the API itself, as the same account (a select's options, read from its data_source). */
export type SelfCall = (path: string) => Promise<Response>;
const SELF_CALL = 'selfCall';

/** Given to every /api request by createApp (app.ts). */
export function setSelfCall(c: Context, call: SelfCall): void {
  c.set(SELF_CALL as never, call as never);
}

/** The API itself for this request, when createApp gave it. */
export function selfCall(c: Context): SelfCall | undefined {
  return c.get(SELF_CALL as never) as SelfCall | undefined;
}
