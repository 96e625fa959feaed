import { HTTPError, type AfterResponseHook, type KyInstance } from 'ky';
import { MESSAGES } from '../../engine/index.ts';
import type { ApiBody } from './client.ts';
import { errorsByField } from './field-errors.ts';

// The error catalogue of spec section 8, as one typed event per answer: the HTTP layer only
// classifies; the app decides what the user sees (a toast, a confirm, a pop-up, a redirect).

export const SESSION_EXPIRED_MESSAGE = MESSAGES.sessionExpired;
export const SERVER_ERROR_MESSAGE = MESSAGES.serverError;

export type ApiEvent =
  /** 402: the token is missing or expired. */
  | { kind: 'session-expired'; message: string }
  /** 403: the server's message, and a `url` to follow when it is a path of this site. */
  | { kind: 'forbidden'; message: string; url?: string | undefined }
  /** 422: the first validation error. */
  | { kind: 'validation'; message: string }
  /** 423: the account must apply to its group school first. */
  | { kind: 'group-apply'; groupSchoolId: string; message: string }
  /** 456 → onboarding pop-up 2, 435 → pop-up 3. */
  | { kind: 'onboarding'; popupType: 2 | 3; message: string }
  /** 500 (and any other 5xx). */
  | { kind: 'server-error'; message: string };

export interface ApiEventContext {
  method: string;
  /** The request's path, e.g. /api/organization/profile. */
  path: string;
}

/** What the app does with the catalogue: shows events, and answers the server-side confirms (491). */
export interface CatalogueHandler {
  notify(event: ApiEvent, context: ApiEventContext): void;
  /** 491: the server asks for a confirmation; true resends the call with `confirm: 1`. */
  confirm(message: string, context: ApiEventContext): Promise<boolean>;
}

/** The toast's message of a 422: the first of its fields' messages (errorsByField, one rule). */
const firstError = (errors: unknown): string | undefined => Object.values(errorsByField(errors))[0];

/**
 * The event an answer raises, or undefined (success, 404, anything the catalogue does not name).
 * classify(402, {message: '…'}) -> {kind: 'session-expired', message: MESSAGES.sessionExpired}
 */
export function classify(status: number, body: (ApiBody & Record<string, unknown>) | undefined): ApiEvent | undefined {
  const serverMessage = typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
  switch (status) {
    case 402:
      return { kind: 'session-expired', message: SESSION_EXPIRED_MESSAGE };
    case 403:
      return { kind: 'forbidden', message: serverMessage ?? '没有权限', url: typeof body?.url === 'string' && body.url ? body.url : undefined };
    case 422:
      return { kind: 'validation', message: firstError(body?.errors) ?? serverMessage ?? MESSAGES.invalidBody };
    case 423:
      return { kind: 'group-apply', groupSchoolId: String(body?.group_school_id ?? ''), message: serverMessage ?? MESSAGES.groupApply };
    case 435:
      return { kind: 'onboarding', popupType: 3, message: serverMessage ?? '' };
    case 456:
      return { kind: 'onboarding', popupType: 2, message: serverMessage ?? '' };
    default:
      return status >= 500 ? { kind: 'server-error', message: SERVER_ERROR_MESSAGE } : undefined;
  }
}

/** A failure the catalogue has already shown: an HTTP error answer whose status it names (not 404). */
export function shownByCatalogue(error: unknown): boolean {
  return error instanceof HTTPError && classify(error.response.status, undefined) !== undefined;
}


async function readJson(response: Response): Promise<(ApiBody & Record<string, unknown>) | undefined> {
  try {
    const body: unknown = await response.clone().json();
    return body && typeof body === 'object' ? (body as ApiBody & Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call that shows some events in place names them in ky's `context`:
 * `client.post('organization/login', {json, context: {handles: ['validation']}})`.
 */
export function handledByCaller(context: Record<string, unknown> | undefined, event: ApiEvent): boolean {
  const handles = context?.handles;
  return Array.isArray(handles) && handles.includes(event.kind);
}

function contextOf(request: Request): ApiEventContext {
  return { method: request.method, path: new URL(request.url).pathname };
}

/**
 * The client's afterResponse hook: classifies every answer into an event for `handler`, and
 * answers 491 by asking `handler.confirm` and resending the call with `confirm: 1` through
 * `client()` (the same client, so headers and the catalogue apply to the second call too).
 */
export function catalogueHook(handler: CatalogueHandler, client: () => KyInstance): AfterResponseHook {
  return async (request, options, response) => {
    if (response.status === 491) {
      const body = await readJson(response);
      const context = contextOf(request);
      const ok = await handler.confirm(typeof body?.message === 'string' ? body.message : '确定要继续吗？', context);
      if (!ok) return;
      // ky keeps the call's `json` on its normalised options (the types leave it out).
      const sent = (options as { json?: unknown }).json;
      const json = sent && typeof sent === 'object' ? sent : {};
      if (request.method === 'GET' || request.method === 'HEAD') {
        const url = new URL(request.url);
        url.searchParams.set('confirm', '1');
        return client()(url.href, { prefixUrl: '', method: request.method, throwHttpErrors: false });
      }
      return client()(request.url, { prefixUrl: '', method: request.method, json: { ...json, confirm: 1 }, throwHttpErrors: false });
    }
    if (response.ok) return;
    const event = classify(response.status, await readJson(response));
    if (event && !handledByCaller(options.context, event)) handler.notify(event, contextOf(request));
  };
}
