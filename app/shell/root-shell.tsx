import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { isLightLocation } from '../routing/light-location.ts';
import { PageSpinner } from '../ui/page-spinner.tsx';
import { useServices } from '../services/use-services.ts';
import { LoadingOverlay, PreloadAfterLogin, SLOW_REQUEST_MS } from './light-frame.tsx';

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

/** Once /login is usable, antd and the layout load while the user types (logging in is then quick). */
const loadAfterLogin = () => {
  void import('./antd-providers.tsx');
  void import('./layout.tsx');
};

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
          <PreloadAfterLogin load={loadAfterLogin} />
        </>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <AntdProviders>{page}</AntdProviders>
        </Suspense>
      )}
    </>
  );
}
