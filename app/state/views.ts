import type { AppRoute } from '../lib/menu-routes.ts';
import { ROUTE_PATHS } from '../../engine/index.ts';

/** One tab of the tags bar (spec section 2). */
export interface VisitedView {
  /** The route's path: one tab per page. */
  path: string;
  /** The last URL the page was opened at, its query included: where the tab leads. */
  href: string;
  title: string;
  affix: boolean;
  /** Bumped by 刷新: the page is mounted anew. */
  generation: number;
}

// The tags bar's visited pages (spec section 2, Layout): pure list operations. Pinned (affix)
// views come first and are never closed.

export function viewOf(route: AppRoute, href = route.path): VisitedView {
  return { path: route.path, href, title: route.title, affix: route.affix, generation: 0 };
}

/** The pinned views of a route table, in menu order: the dashboard first. */
export function pinnedViews(routes: Iterable<AppRoute>): VisitedView[] {
  return [...routes].filter((route) => route.affix).sort((a, b) => Number(b.path === ROUTE_PATHS.home) - Number(a.path === ROUTE_PATHS.home)).map((route) => viewOf(route));
}

/** Opens `route` (at `href`, its query included): added at the end, or its href updated. */
export function visit(views: readonly VisitedView[], route: AppRoute, href: string): VisitedView[] {
  const existing = views.find((view) => view.path === route.path);
  if (!existing) return [...views, viewOf(route, href)];
  if (existing.href === href) return views as VisitedView[];
  return views.map((view) => (view.path === route.path ? { ...view, href } : view));
}

export function close(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

export function closeOthers(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path === path);
}

export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((view) => view.affix);
}

/** 刷新: the page is mounted anew (its state dropped). */
export function refresh(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.map((view) => (view.path === path ? { ...view, generation: view.generation + 1 } : view));
}

/** Where to go when the active view was closed: the last view left, else the dashboard. */
export function fallbackHref(views: readonly VisitedView[]): string {
  return views.at(-1)?.href ?? ROUTE_PATHS.home;
}

export const VIEWS_KEY = 'org-visited-views';

/** The tabs of this browser tab's session, kept across a reload (only those the menu still has). */
export function restoreViews(routes: ReadonlyMap<string, AppRoute>): VisitedView[] {
  const pinned = pinnedViews(routes.values());
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(VIEWS_KEY) ?? '[]');
  } catch {
    saved = [];
  }
  const rest = (Array.isArray(saved) ? saved : [])
    .map((entry: { path?: unknown; href?: unknown }) => {
      const route = typeof entry?.path === 'string' ? routes.get(entry.path) : undefined;
      return route && !route.affix ? viewOf(route, typeof entry.href === 'string' ? entry.href : route.path) : undefined;
    })
    .filter((view): view is VisitedView => !!view);
  return [...pinned, ...rest];
}

export function saveViews(views: readonly VisitedView[]): void {
  try {
    sessionStorage.setItem(VIEWS_KEY, JSON.stringify(views.filter((view) => !view.affix).map(({ path, href }) => ({ path, href }))));
  } catch {
    // storage unavailable: the tabs last for this page
  }
}
