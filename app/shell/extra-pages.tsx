import { Suspense, useMemo } from 'react';
import { Outlet, useRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { PageErrorBoundary } from './error-boundary.tsx';
import { PageSpinner } from './page-spinner.tsx';

// Pages of the layout that are not in the menu tree: their routes are declared in router.tsx
// (a child of the layout route, with its component), and the layout renders them through its
// Outlet instead of the 404 body. Their paths are read from those routes, so a page is declared
// once.

/** The layout route's children with a path of their own (not / nor the menu pages' $): /orgApply, where a 423 leads (spec section 8). */
export function extraPagesOf(router: AnyRouter): ReadonlySet<string> {
  const layout: AnyRoute | undefined = router.routesById['/layout'];
  const children = Object.values((layout?.children ?? {}) as Record<string, AnyRoute>);
  return new Set(children.map((child) => child.fullPath).filter((path) => path !== '/' && !path.includes('$')));
}

/** The paths of the extra pages of the app's router. */
export function useExtraPages(): ReadonlySet<string> {
  const router = useRouter();
  return useMemo(() => extraPagesOf(router), [router]);
}

/** The page of the current extra path, loaded with its route. */
export function ExtraPage() {
  return (
    <PageErrorBoundary name="extra-page">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
