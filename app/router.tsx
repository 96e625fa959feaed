import { lazy, useEffect } from 'react';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  useNavigate,
  useRouterState,
  type RouterHistory,
} from '@tanstack/react-router';
import { ORG_APPLY_TITLE } from './lib/page-titles.ts';
import { handoffTarget, splitHandoff } from './routing/handoff.ts';
import { resolvePath } from './lib/menu-routes.ts';
import { redirectTarget } from './routing/safe-redirect.ts';
import type { AppServices } from './services/index.ts';
import { RouteErrorScreen } from './shell/error-boundary.tsx';
import { RootShell } from './shell/root-shell.tsx';
import { parseLoginSearch } from './features/login/index.ts';
import { GoHomeStatus } from './ui/status-pages.tsx';
import { handoffTokenAtom, routeTableAtom, tokenAtom } from './state/session.ts';
import { ROUTE_PATHS } from '../engine/index.ts';

export interface RouterContext {
  services: AppServices;
}

// Screens are split by route: /login loads neither the layout nor Formily. A route's screen is
// imported lazily by its file (a chunk's entry; through the feature's door, /login read 0.2 kB more).
const LoginScreen = lazy(() => import('./features/login/login-route.tsx'));
const AuthRedirect = lazy(() => import('./features/login/auth-redirect.tsx'));
const CategoryScreen = lazy(() => import('./features/login/category-screen.tsx'));
const Layout = lazy(() => import('./shell/layout.tsx'));
const OrgApplyScreen = lazy(() => import('./features/org-apply/org-apply.tsx'));
const EditMobilePage = lazy(() => import('./features/profile/edit-mobile-page.tsx'));

/** 404, but a /redirect/… link the router could not match (a malformed %-sequence) still redirects. */
function RootNotFound() {
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const redirecting = /^\/redirect(?:[/?#]|$)/.test(href);
  useEffect(() => {
    if (redirecting) void navigate({ href: redirectTarget(href.replace(/^\/redirect/, '')) ?? ROUTE_PATHS.home, replace: true });
  }, [href, navigate, redirecting]);
  return redirecting ? null : <GoHomeStatus kind="404" />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  notFoundComponent: RootNotFound,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.login,
  validateSearch: parseLoginSearch,
  // With a token, /login goes to / (spec section 2, Route guard).
  beforeLoad: ({ context }) => {
    if (context.services.store.get(tokenAtom)) throw redirect({ to: '/', replace: true });
  },
  component: LoginScreen,
});

// A token the address bar still shows (main.tsx takes it at start; this is an in-app visit) is
// taken out of it the same way, into memory (app/routing/handoff.ts). With nobody logged in, the
// token logs in here and the page it names loads, without the screen's code (auth-redirect.tsx
// would do the same once loaded); the screen is for the choice between two accounts.
const authRedirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.authRedirect,
  beforeLoad: ({ context, location }) => {
    const { store } = context.services;
    const handed = splitHandoff(location.href);
    if (handed) {
      store.set(handoffTokenAtom, handed.token);
      throw redirect({ href: handed.rest, replace: true });
    }
    const next = store.get(handoffTokenAtom);
    if (!next || store.get(tokenAtom)) return;
    store.set(handoffTokenAtom, null);
    store.set(tokenAtom, next);
    throw redirect({ href: handoffTarget(location.searchStr), replace: true });
  },
  component: AuthRedirect,
});

// /redirect/{path}: the refresh helper (spec section 2) re-enters {path}, keeping its query;
// encoded, doubled and odd forms land on the page they name, else on the dashboard (issue 18).
const redirectTo = (href: string) => {
  const rest = href.replace(/^\/redirect/, '');
  throw redirect({ href: redirectTarget(rest) ?? ROUTE_PATHS.home, replace: true });
};
const redirectRoute = createRoute({ getParentRoute: () => rootRoute, path: '/redirect/$', beforeLoad: ({ location }) => redirectTo(location.href) });
const bareRedirectRoute = createRoute({ getParentRoute: () => rootRoute, path: '/redirect', beforeLoad: ({ location }) => redirectTo(location.href) });

// /editMobilePage (spec section 2): no layout, but a login (without one, /login?redirect=…).
const editMobileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.editMobile,
  beforeLoad: ({ context, location }) => {
    if (!context.services.store.get(tokenAtom)) throw redirect({ to: ROUTE_PATHS.login, search: { redirect: location.href }, replace: true });
  },
  component: EditMobilePage,
});

/** Every other route: needs a login, and the menus built from the server's tree (the guard). */
const layoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'layout',
  beforeLoad: async ({ context, location }) => {
    const { store } = context.services;
    if (!store.get(tokenAtom)) {
      throw redirect({ to: ROUTE_PATHS.login, search: { redirect: location.pathname === '/' ? ROUTE_PATHS.home : location.href }, replace: true });
    }
    if (!store.get(routeTableAtom)) {
      // the layout's code, and the dashboard's figures and code when the session starts there,
      // fetched beside the profile (a failure is the layout's to show, as it loads)
      import('./shell/layout.tsx')
        .then(({ warmDashboard }) => warmDashboard(context.services, location.href))
        .catch(() => undefined);
      const { loadSession } = await import('./routing/guard.ts');
      const next = await loadSession(context.services, location.href);
      if (next) throw redirect({ href: next, replace: true });
    }
  },
  component: Layout,
});

const indexRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: ROUTE_PATHS.home, replace: true });
  },
});

// The pages of the menu tree: the layout renders them (and keeps visited ones alive); this route
// only follows a section's redirect (/fxl-school -> its first page).
const menuPageRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '$',
  beforeLoad: ({ context, location }) => {
    const table = context.services.store.get(routeTableAtom);
    const target = table ? resolvePath(table, location.pathname).redirect : undefined;
    if (target) throw redirect({ href: target, replace: true });
  },
  component: () => null,
});

// /orgApply?id={group_school_id}: where a 423 leads (spec section 8); not a menu page, so the
// layout renders it through its Outlet (shell/layout.tsx; shell/extra-pages.tsx reads its path here).
const orgApplyRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: ROUTE_PATHS.orgApply,
  // Kept as parsed (?id=61 is the number 61): a string would be written back as ?id="61".
  validateSearch: (search: Record<string, unknown>): { id?: string | number | undefined } => ({
    id: typeof search.id === 'string' || typeof search.id === 'number' ? search.id : undefined,
  }),
  component: OrgApplyScreen,
  // its tab and breadcrumb (shell/extra-pages.tsx); the screen's heading reads it too
  staticData: { title: ORG_APPLY_TITLE },
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  authRedirectRoute,
  redirectRoute,
  bareRedirectRoute,
  editMobileRoute,
  createRoute({
    getParentRoute: () => rootRoute,
    path: ROUTE_PATHS.category,
    validateSearch: (search: Record<string, unknown>) => ({ category_id: parseLoginSearch(search).category_id }),
    component: CategoryScreen,
  }),
  createRoute({ getParentRoute: () => rootRoute, path: ROUTE_PATHS.notFound, component: () => <GoHomeStatus kind="404" /> }),
  createRoute({ getParentRoute: () => rootRoute, path: ROUTE_PATHS.unauthorized, component: () => <GoHomeStatus kind="401" /> }),
  layoutRoute.addChildren([indexRoute, orgApplyRoute, menuPageRoute]),
]);

/** The router of spec section 2; pass a memory history (or initialPath) in tests. */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory; initialPath?: string; basepath?: string } = {}) {
  const history = options.history ?? (options.initialPath ? createMemoryHistory({ initialEntries: [options.initialPath] }) : undefined);
  // every route's error (the root's too) shows the Chinese error screen, not the router's English one
  return createRouter({
    routeTree,
    context,
    defaultPreload: false,
    defaultErrorComponent: RouteErrorScreen,
    // under a sub-path (/org/), every route and link is inside it (app/lib/base-path.ts)
    ...(options.basepath ? { basepath: options.basepath } : {}),
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A layout page outside the menu tree: its tab and breadcrumb title (shell/extra-pages.tsx). */
    title?: string;
  }
  interface Register {
    router: AppRouter;
  }
}
