import { Suspense, useMemo } from 'react';
import { Outlet, useRouter, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { PageErrorBoundary } from './error-boundary.tsx';
import type { AppRoute } from '../lib/menu-routes.ts';
import { PageSpinner } from '../ui/page-spinner.tsx';

// Pages of the layout that are not in the menu tree: their routes are declared in router.tsx
// (a child of the layout route, with its component), and the layout renders them through its
// Outlet instead of the 404 body. Their paths are read from those routes, so a page is declared
// once.

/** The layout route's children with a path of their own (not / nor the menu pages' $): /orgApply, where a 423 leads (spec section 8). */
function extraRoutesOf(router: AnyRouter): AnyRoute[] {
  const layout: AnyRoute | undefined = router.routesById['/layout'];
  const children = Object.values((layout?.children ?? {}) as Record<string, AnyRoute>);
  return children.filter((child) => child.fullPath !== '/' && !child.fullPath.includes('$'));
}

/** The paths of the extra pages. */
export function extraPagesOf(router: AnyRouter): ReadonlySet<string> {
  return new Set(extraRoutesOf(router).map((route) => route.fullPath));
}

/**
 * The extra pages as the shell's routes, by path: a tab in the tags bar and a breadcrumb with the
 * route's `staticData.title`, and no menu item to highlight (issue 31 item 9).
 */
export function extraAppRoutesOf(router: AnyRouter): ReadonlyMap<string, AppRoute> {
  return new Map(
    extraRoutesOf(router).map((route): [string, AppRoute] => {
      const title = (route.options.staticData as { title?: string } | undefined)?.title ?? route.fullPath;
      return [route.fullPath, { path: route.fullPath, title, menuId: '', component: 'extra', hidden: true, affix: false, trail: [{ title }] }];
    }),
  );
}

/** The extra pages of the app's router, by path. */
export function useExtraPages(): ReadonlyMap<string, AppRoute> {
  const router = useRouter();
  return useMemo(() => extraAppRoutesOf(router), [router]);
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
