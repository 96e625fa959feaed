import { APPLY_COOKIE, readCookie } from '../routing/guard.ts';
import type { AppServices } from '../services/index.ts';
import { ROUTE_PATHS } from '../../engine/index.ts';
import { preloadScreen } from '../features/index.tsx';
import { statQuery } from '../features/dashboard/index.ts';

/** Whether a session starts on the dashboard: /dashboard, or / (which leads there). */
export function startsHome(href: string): boolean {
  const pathname = href.split(/[?#]/)[0];
  return pathname === ROUTE_PATHS.home || pathname === '/' || pathname === '';
}

/**
 * A session that starts on the dashboard (after 登录, or a reload of it) asks for its figures and
 * fetches its code beside the profile (router.tsx, the layout's guard), not after the profile, the
 * shell and the page's code: the figures wait one round trip instead of four. Not with an apply
 * cookie, which leads to the auth form instead. A failure of either is the page's to show, as if
 * it had asked itself (statQuery: not asked again as the page mounts).
 */
export function warmDashboard(services: AppServices, href: string): void {
  if (!startsHome(href) || readCookie(APPLY_COOKIE)) return;
  void services.queryClient.prefetchQuery(statQuery(services.api.stat));
  preloadScreen('dashboard');
}
