// What core-js does not polyfill of AbortSignal (polyfills.json): ky's retry delay calls
// `signal.throwIfAborted()` (Chromium 100) and a timeout may use `AbortSignal.timeout` (103).
// Loaded only by browsers that lack them (browser-check.js), never imported by the app.

type SignalStatics = typeof AbortSignal & { timeout?: (ms: number) => AbortSignal };

const proto = AbortSignal.prototype as AbortSignal & { throwIfAborted?: () => void };
if (typeof proto.throwIfAborted !== 'function') {
  Object.defineProperty(proto, 'throwIfAborted', {
    configurable: true,
    writable: true,
    value(this: AbortSignal & { reason?: unknown }) {
      if (!this.aborted) return;
      // Chromium before 98 keeps no reason on the signal
      throw this.reason !== undefined ? this.reason : new DOMException('signal is aborted without reason', 'AbortError');
    },
  });
}

const statics = AbortSignal as SignalStatics;
if (typeof statics.timeout !== 'function') {
  Object.defineProperty(statics, 'timeout', {
    configurable: true,
    writable: true,
    value(ms: number) {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    },
  });
}
export {};
