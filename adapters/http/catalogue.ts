import { HTTPError, type AfterResponseHook, type BeforeRequestHook, type KyInstance } from 'ky';
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

/** A 402 answer: the login has ended (spec section 8); the only failure that ends a session. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 402;
}

/** A 404 answer: ignored by the catalogue (spec section 8), so the page shows its own empty or error state, never a toast. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
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

/**
 * Counts the requests in flight for the loading overlay (spec section 4): `onChange(true)` on
 * the first, `onChange(false)` `closeDelayMs` after the last one ends (a request that starts in
 * between keeps it open). With no timeout (spec section 7) a hung request would hold the overlay
 * for ever, so each request is registered with its AbortController: the user can abort them
 * (`abortAll`, the overlay's 取消) and leaving a page aborts the ones pending for long (`abortOlderThan`).
 * A write is counted without its controller (trackedFetch): it is never aborted.
 */
export function createPendingTracker(onChange: (busy: boolean) => void, closeDelayMs = 300, now: () => number = Date.now) {
  let pending = 0;
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Map<AbortController, { started: number; background: boolean }>();
  const set = (next: boolean) => {
    if (next !== busy) onChange((busy = next));
  };
  const abort = (controller: AbortController) => {
    inFlight.delete(controller);
    controller.abort(new DOMException('请求已取消', 'AbortError'));
  };
  return {
    start(controller?: AbortController) {
      pending += 1;
      if (controller) inFlight.set(controller, { started: now(), background: false });
      if (timer) clearTimeout(timer);
      timer = undefined;
      set(true);
    },
    end(controller?: AbortController) {
      if (controller) inFlight.delete(controller);
      pending = Math.max(0, pending - 1);
      if (pending > 0) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (pending === 0) set(false);
      }, closeDelayMs);
    },
    /** A background request: abortable by abortOlderThan, but no part of the overlay. */
    watch(controller: AbortController): () => void {
      inFlight.set(controller, { started: now(), background: true });
      return () => inFlight.delete(controller);
    },
    /** Aborts every request behind the overlay (not background ones); returns how many. */
    abortAll(): number {
      const all = [...inFlight].filter(([, entry]) => !entry.background).map(([controller]) => controller);
      all.forEach(abort);
      return all.length;
    },
    /** Aborts the requests (background ones too) in flight for `ms` or longer; returns how many. */
    abortOlderThan(ms: number): number {
      const limit = now() - ms;
      const old = [...inFlight].filter(([, entry]) => entry.started <= limit).map(([controller]) => controller);
      old.forEach(abort);
      return old.length;
    },
    get pending() {
      return pending;
    },
  };
}

export type PendingTracker = ReturnType<typeof createPendingTracker>;

// Requests made with `context: {background: true}` (a poll, a widget with its own spinner) do
// not open the loading overlay. ky hands the Request its beforeRequest hooks saw to fetch, so
// the hook marks it and trackedFetch recognises it; nothing is added to what is sent.
const backgroundRequests = new WeakSet<Request>();

/** The client's beforeRequest hook that marks background requests for trackedFetch. */
export const markBackground: BeforeRequestHook = (request, options) => {
  if (options.context?.background === true) backgroundRequests.add(request);
};

/** A call that changes something on the server (POST, PUT, PATCH, DELETE): never aborted once sent. */
export const isWrite = (method: string | undefined): boolean => !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());

/**
 * `fetch` that reports to `tracker` while each request (but background ones) is in flight, each with
 * an AbortController of its own that the tracker can abort; the caller's signal still aborts it.
 * A write is the exception (issue 26, item 2): once sent, neither the tracker (the overlay's 取消,
 * leaving a page) nor the caller's signal aborts it, since the server may store it all the same;
 * its answer always comes back to the caller. A caller's signal aborted before it is sent still stops it.
 */
export function trackedFetch(
  tracker: Pick<PendingTracker, 'start' | 'end' | 'watch'>,
  base: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return async (input, init) => {
    const background = input instanceof Request && backgroundRequests.has(input);
    const write = isWrite(init?.method ?? (input instanceof Request ? input.method : undefined));
    const controller = new AbortController();
    const outer = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else if (!write) outer?.addEventListener('abort', forward, { once: true });
    const abortable = write ? undefined : controller;
    const unwatch = background ? (abortable ? tracker.watch(abortable) : () => undefined) : undefined;
    if (!background) tracker.start(abortable);
    try {
      return await base(input, { ...init, signal: controller.signal });
    } finally {
      outer?.removeEventListener('abort', forward);
      if (unwatch) unwatch();
      else tracker.end(abortable);
    }
  };
}
