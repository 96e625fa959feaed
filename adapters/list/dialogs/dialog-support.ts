import { isRecord, type ApiRequest, type CompiledList, type FixedCall, type Id, type ListAnswer, type ListCall, type ListServices, type Row, type SendCodePayload, type z } from '../../../engine/index.ts';
import { parseAnswer } from '../../http/index.ts';
import type { Outcome } from '../controller/index.ts';

// What the special dialogs of the list page share (spec sections 2, 4, 7, 8): the calls they
// make that no list-config names (fixed paths of spec section 7), all sent through the page's
// ListServices, and readers of their answers. What the user sees after an answer is
// ../../feedback.tsx (useOutcome), as for every call of the list page.

/** A call of spec section 7 at a fixed path, sent through ListServices like the configured ones; `call` is the action it serves. */
export function fixedRequest(fixed: FixedCall, call: ListCall, method: ApiRequest['method'], url: string, data?: Record<string, unknown>): ApiRequest {
  return method === 'get' ? { call, fixed, method, url, query: data } : { call, fixed, method, url, body: data };
}

/** GET /api/common/captcha: `{img, key}`. */
export const captchaRequest = (): ApiRequest => fixedRequest('captcha', 'update_mobile', 'get', '/api/common/captcha');

/** POST /api/common/send-mobile-code with mobile, captcha_key and captcha (spec section 5). */
export const sendCodeRequest = (body: SendCodePayload): ApiRequest =>
  fixedRequest('send_code', 'update_mobile', 'post', '/api/common/send-mobile-code', body);

/** GET common/teachers?train_id={id}&page=&page_size=&name=: a page of the pool teachers a course or project may add, searched by name. */
export const candidateTeachersRequest = (trainId: Id, paging: { page: number; pageSize: number; name: string }): ApiRequest =>
  fixedRequest('teacher_pool', 'teachers', 'get', '/api/common/teachers', {
    train_id: trainId,
    page: paging.page,
    page_size: paging.pageSize,
    ...(paging.name ? { name: paging.name } : {}),
  });

/** POST fxl-school-train-item-add-teacher: train_id and the teacher list (ids or new teachers). */
export const saveTeachersRequest = (trainId: Id, teachers: unknown[]): ApiRequest =>
  fixedRequest('save_teachers', 'teachers', 'post', '/api/organization/fxl-school-train-item-add-teacher', { train_id: trainId, teachers });

const LAUNCH = 'order-launch-pay-request';
const RESULT = 'order-pay-result-query';

/**
 * POST order-pay-result-query/{id} (code 200 = paid), beside the page's configured pay call
 * (order-launch-pay-request/{id}) so that both go to the same host and prefix.
 */
export function payResultRequest(list: CompiledList, id: Id): ApiRequest {
  const launch = list.request('pay', { id });
  const url = launch?.url.includes(LAUNCH) ? launch.url.replace(LAUNCH, RESULT) : `/api/organization/common/${RESULT}/${encodeURIComponent(String(id))}`;
  return fixedRequest('pay_result', 'pay', 'post', url);
}

/**
 * `data` of a config-driven call through its contract (engine/contracts), as adapters/http reads
 * every answer: dataAs(contracts.importResult, answer, 'import_confirm') -> { success, fail }; a
 * mismatch throws the Chinese ContractError naming the call and the JSON path.
 */
export function dataAs<S extends z.ZodType>(schema: S, answer: ListAnswer | undefined, call: string): z.output<S> {
  return parseAnswer(schema, answer?.data, call);
}

/** `data` of an answer as an object (or an empty one). */
export function dataOf<T extends object>(answer: ListAnswer | undefined): Partial<T> {
  const data = answer?.data;
  return isRecord(data) ? (data as Partial<T>) : {};
}

/** The row's display name for a dialog title: name, title or its id. */
export function rowName(row: Record<string, unknown> | undefined): string {
  const name = row?.name ?? row?.title ?? row?.order_no ?? row?.id;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : '';
}

/** What a row is called in the list (issue 31 item 9: an admin by its name, not its id): its first text column, else its id. */
export function rowLabel(list: CompiledList, row: Row): string {
  const named = list.columns.find((column) => column.type === 'text' && column.text(row) !== '');
  return named ? named.text(row) : String(list.idOf(row));
}

/** True when a promise was abandoned because its dialog closed. */
export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** Where a dialog's save reports to. */
export interface SaveTarget {
  services: ListServices;
  outcome: Outcome;
  /** The dialog's draft (use-draft.ts): dropped on 操作成功. */
  draft: { clear(): void };
  /** 操作成功: the list page closes the dialog and reloads. */
  onDone(): void;
}

/**
 * Sends a dialog's save, never aborted (a dialog closed meanwhile still says the outcome, and
 * onDone refreshes the list): on 操作成功 the draft goes and onDone is called; a failure is shown
 * (`fallback` when the server says nothing readable) and returned for the dialog to mark.
 */
export async function sendSave(
  request: ApiRequest,
  { services, outcome, draft, onDone }: SaveTarget,
  fallback?: string,
  /** A failure the dialog answers itself (a 409: the record changed): true when it did, and nothing is shown. */
  handled?: (failure: unknown) => Promise<boolean>,
): Promise<{ failure?: unknown }> {
  try {
    if (outcome.answered(await services.send(request))) {
      draft.clear();
      onDone();
    }
    return {};
  } catch (failure) {
    if (handled && (await handled(failure))) return {};
    outcome.failed(failure, fallback);
    return { failure };
  }
}
