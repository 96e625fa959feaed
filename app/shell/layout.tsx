import { lazy, Suspense, useEffect, type CSSProperties, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { Layout as AntLayout, theme } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { DRAWER_BELOW, useNarrowerThan } from '../../adapters/ui/index.ts';
import { resolvePath } from '../lib/menu-routes.ts';
import { StatusScreen } from '../ui/status-screen.tsx';
import { helpOpenAtom, sidebarDrawerOpenAtom } from '../state/layout.ts';
import { routeTableAtom, sessionProblemAtom, tokenAtom, visitedViewsAtom } from '../state/session.ts';
import { restoreViews, saveViews, visit } from '../state/views.ts';
import { useServices } from '../services/use-services.ts';
import { MoneyDialogs } from '../features/money/index.ts';
import { ExtraPage, useExtraPages } from './extra-pages.tsx';
import { IdleWarmUp } from './idle-warm-up.tsx';
import { Navbar } from './navbar.tsx';
import { PageViews } from './page-views.tsx';
import { OnboardingGate, PlatformHintGate, PromoGate } from './popups/popup-gates.tsx';
import { RouteAnnouncer } from './route-announcer.tsx';
import { SessionProblem } from './session-problem.tsx';
import { Sidebar } from './sidebar.tsx';
import { SupportFloat } from './support-float.tsx';
import { TagsBar } from './tags-bar.tsx';
import { WhenOpened } from '../ui/when-opened.tsx';
import './layout.css';

// Started by the guard beside the profile, with this module (router.tsx, the layout route).
export { warmDashboard } from './warm-dashboard.ts';

// The narrow screen's sidebar drawer loads on such a screen only.
const SidebarDrawer = lazy(() => import('./sidebar-drawer.tsx'));
// 帮助中心 loads when first opened (its drawer, collapse and the HTML sanitiser are not the shell's).
const HelpPanel = lazy(() => import('./help-panel.tsx').then((module) => ({ default: module.HelpPanel })));

/** The skip link: focus to the page, past the sidebar, navbar and tags (the URL keeps no #). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('app-content')?.focus();
}

/** The layout of every page behind the login (spec section 2, Layout). */
export default function Layout() {
  const { store } = useServices();
  const session = useAtomValue(tokenAtom);
  const location = useLocation();
  const extraPages = useExtraPages();
  const navigate = useNavigate();
  const table = useAtomValue(routeTableAtom);
  const [views, setViews] = useAtom(visitedViewsAtom);
  const helpOpen = useAtomValue(helpOpenAtom);
  const problem = useAtomValue(sessionProblemAtom);
  // Below 992 px the sidebar is a drawer behind the navbar's menu button (issue 57 item 1)
  const narrow = useNarrowerThan(DRAWER_BELOW);
  const setDrawerOpen = useSetAtom(sidebarDrawerOpenAtom);
  useEffect(() => {
    if (!narrow) setDrawerOpen(false);
  }, [narrow, setDrawerOpen]);
  const menuRoute = table ? resolvePath(table, location.pathname).route : undefined;
  // a page outside the menu tree (/orgApply) has its tab and breadcrumb too, and no menu item
  const extraRoute = menuRoute ? undefined : extraPages.get(location.pathname);
  const route = menuRoute ?? extraRoute;
  const href = location.href;
  // The theme colour for the shell's own CSS (tags bar, child-menu icons): follows 切换站点.
  const { token } = theme.useToken();
  const colors = { '--app-primary': token.colorPrimary } as CSSProperties;

  useEffect(() => {
    if (!table) return;
    setViews((views) => {
      const base = views.length === 0 ? restoreViews(table.routes) : views;
      return route ? visit(base, route, href) : base;
    });
  }, [table, route, href, setViews]);
  useEffect(() => saveViews(views), [views]);

  // The moment the login goes (退出, a 402) the cached answers are cleared (services/index.ts), and
  // the layout draws nothing more: drawn again, its bell and the visited pages would ask the
  // server once more with the login that has just ended (a 402 each). The store is read, not
  // only `session`: the router's move to /login draws the layout at once (its location is a
  // synchronous update), before React has applied the token's own update.
  if (!session || !store.get(tokenAtom)) return null;
  return (
    <AntLayout className="app-layout" style={colors}>
      <a className="skip-link" href="#app-content" onClick={skipToContent}>
        跳到主要内容
      </a>
      {narrow ? (
        <Suspense fallback={null}>
          <SidebarDrawer activePath={route?.path ?? location.pathname} />
        </Suspense>
      ) : (
        <Sidebar activePath={route?.path ?? location.pathname} />
      )}
      <IdleWarmUp table={table} />
      <AntLayout className="app-main">
        <Navbar route={route} />
        <TagsBar activePath={route?.path ?? ''} />
        <main id="app-content" className="app-content" tabIndex={-1}>
          <SessionProblem />
          <PageViews activePath={menuRoute?.path ?? ''} />
          {!menuRoute && !problem && (extraRoute ? <ExtraPage /> : <StatusScreen kind="404" path={location.pathname} onHome={() => void navigate({ to: '/' })} />)}
        </main>
      </AntLayout>
      <WhenOpened open={helpOpen}>
        <HelpPanel menuId={menuRoute?.menuId} />
      </WhenOpened>
      <RouteAnnouncer title={route?.title} href={location.pathname} />
      <SupportFloat />
      <PlatformHintGate />
      <OnboardingGate />
      <PromoGate />
      <MoneyDialogs />
    </AntLayout>
  );
}
