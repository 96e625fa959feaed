import type { BeforeRequestHook } from 'ky';

// The requests in flight behind the loading overlay, apart from the catalogue (catalogue.ts): /login's
// first paint counts them before the HTTP client and the contracts have loaded (app/services/login-services.ts).

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
