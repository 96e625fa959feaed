import { Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { busyAtom } from '../state/session.ts';

/** The loading overlay (spec section 4): on with the first request, off 300 ms after the last. */
function LoadingOverlay() {
  const busy = useAtomValue(busyAtom);
  if (!busy) return null;
  return (
    <div className="loading-overlay" role="progressbar" aria-label="加载中" aria-busy="true">
      <Spin size="large" />
    </div>
  );
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
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
