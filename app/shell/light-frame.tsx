import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { busyAtom } from '../state/session.ts';
import { useLoginServices } from '../services/login-services.ts';

// What the frame draws around a screen without the router as well as with it: /login's first
// paint (app/start-login.tsx) shows the same overlay as the router's root (root-shell.tsx).

/**
 * After this long the loading overlay stops blocking: a small indicator with 取消 takes its
 * place and the rest of the app stays usable (no timeout, spec section 7, must not lock anyone out).
 */
export const SLOW_REQUEST_MS = 2500;

/**
 * The loading overlay (spec section 4): on with the first request, off 300 ms after the last.
 * It lies under the dialogs (their 取消 and close always work); once a request is pending for
 * SLOW_REQUEST_MS it becomes a non-blocking indicator whose 取消 aborts the requests in flight.
 */
export function LoadingOverlay() {
  const busy = useAtomValue(busyAtom);
  const { requests } = useLoginServices();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_REQUEST_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!busy) return null;
  if (slow) {
    return (
      <div className="loading-overlay loading-overlay-slow" role="status" aria-live="polite">
        <span className="app-spinner app-spinner-small" aria-hidden="true" />
        <span>正在加载，请稍候…</span>
        <button type="button" className="plain-button plain-button-small" onClick={() => requests.abortAll()}>
          取消
        </button>
      </div>
    );
  }
  return (
    <div className="loading-overlay" role="progressbar" aria-label="加载中" aria-busy="true">
      <span className="app-spinner" />
    </div>
  );
}

/** Once /login is usable, `load` fetches what logging in needs next while the user types (at the first key or pointer, else after 3 s). */
export function PreloadAfterLogin({ load }: { load: () => void }) {
  useEffect(() => {
    const events = ['keydown', 'pointerdown'] as const;
    const stop = () => {
      events.forEach((name) => window.removeEventListener(name, once, true));
      clearTimeout(timer);
    };
    const once = () => {
      stop();
      load();
    };
    events.forEach((name) => window.addEventListener(name, once, true));
    const timer = setTimeout(once, 3000);
    return stop;
  }, [load]);
  return null;
}
