import { Suspense, useEffect, useState } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Button, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { busyAtom } from '../state/session.ts';
import { useServices } from './use-services.ts';

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
        <Spin size="small" />
        <span>正在加载，请稍候…</span>
        <Button size="small" onClick={() => requests.abortAll()}>
          取消
        </Button>
      </div>
    );
  }
  return (
    <div className="loading-overlay" role="progressbar" aria-label="加载中" aria-busy="true">
      <Spin size="large" />
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

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin />
    </div>
  );
}

/** Around every route: the loading overlay and the screens' suspense. */
export function RootShell() {
  return (
    <>
      <LoadingOverlay />
      <AbortHungOnLeave />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
