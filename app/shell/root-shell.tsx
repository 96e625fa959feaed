import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useRouterState, type ParsedLocation } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { busyAtom } from '../state/session.ts';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { useServices } from '../services/use-services.ts';


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
function LoadingOverlay() {
  const busy = useAtomValue(busyAtom);
  const { requests } = useServices();
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

/** Leaving a page aborts the requests that have hung on it (a hung call never outlives its page). */
function AbortHungOnLeave() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { requests } = useServices();
  useEffect(() => {
    requests.abortOlderThan(SLOW_REQUEST_MS);
  }, [pathname, requests]);
  return null;
}

const AntdProviders = lazy(() => import('./antd-providers.tsx'));

/**
 * The one route that is drawn without antd: /login's password door (issue 16: usable within
 * 150 kB of JavaScript). Every other route, the other doors included, sits in antd's providers.
 */
export function isLightLocation(location: Pick<ParsedLocation, 'pathname' | 'search'>): boolean {
  return location.pathname === '/login' && !(location.search as { mode?: unknown }).mode;
}

/** Once /login is usable, antd and the layout load while the user types (logging in is then quick). */
function PreloadAfterLogin() {
  useEffect(() => {
    const load = () => {
      void import('./antd-providers.tsx');
      void import('./layout.tsx');
    };
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
  }, []);
  return null;
}

/** Around every route: the loading overlay, antd's providers (not for the light /login) and the screens' suspense. */
export function RootShell() {
  const lightRoute = useRouterState({ select: (state) => isLightLocation(state.location) });
  // Once antd's providers are up they stay, /login included: a toast shown on the way there
  // (登录过期，请重新登录, 密码已重置…) lives in their App and must not vanish with them.
  const [antdUp, setAntdUp] = useState(!lightRoute);
  if (!lightRoute && !antdUp) setAntdUp(true);
  const light = lightRoute && !antdUp;
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      <LoadingOverlay />
      <AbortHungOnLeave />
      {light ? (
        <>
          {page}
          <PreloadAfterLogin />
        </>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <AntdProviders>{page}</AntdProviders>
        </Suspense>
      )}
    </>
  );
}
