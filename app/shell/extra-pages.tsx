import { Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { PageErrorBoundary } from './error-boundary.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { ROUTE_PATHS } from '../../engine/index.ts';

// Pages of the layout that are not in the menu tree: their routes are declared in router.tsx
// (a child of the layout route, with its component), and the layout renders them through its
// Outlet instead of the 404 body.

/** The paths of those pages: /orgApply (where a 423 leads, spec section 8). */
export const EXTRA_PAGES: ReadonlySet<string> = new Set([ROUTE_PATHS.orgApply]);

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
