import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
  type RouterHistory,
} from '@tanstack/react-router';
import type { RuntimeConfig } from '../adapters/index.ts';
import { StatusScreen } from './screens/status-screen.tsx';

/** The dashboard: where / leads and 返回首页 goes (spec section 2). */
export const HOME_PATH = '/dashboard';

export interface RouterContext {
  config: RuntimeConfig;
}

function GoHomeStatus({ kind }: { kind: '404' | '401' }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return <StatusScreen kind={kind} path={kind === '404' ? pathname : undefined} onHome={() => void navigate({ to: '/' })} />;
}

/** A screen whose issue has not landed yet: says so, never crashes. */
function Unavailable({ title }: { title: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = pathname === HOME_PATH ? undefined : () => void navigate({ to: '/' });
  return <StatusScreen kind="unavailable" detail={title} path={pathname} onHome={home} />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <GoHomeStatus kind="404" />,
});

const page = (path: string, title: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: () => <Unavailable title={title} /> });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: HOME_PATH, replace: true });
  },
});

// /redirect/{path}: the refresh helper (spec section 2) re-enters {path}, keeping its query.
const redirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redirect/$',
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: `/${params._splat ?? ''}${location.searchStr}`, replace: true });
  },
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  redirectRoute,
  page('/login', '登录'),
  page('/auth-redirect', '登录跳转'),
  page('/editMobilePage', '修改手机号'),
  page('/category', '选择类别'),
  page(HOME_PATH, '阳光继教'),
  createRoute({ getParentRoute: () => rootRoute, path: '/404', component: () => <GoHomeStatus kind="404" /> }),
  createRoute({ getParentRoute: () => rootRoute, path: '/401', component: () => <GoHomeStatus kind="401" /> }),
]);

/** The router with the static routes of spec section 2; pass a memory history in tests. */
export function createAppRouter(context: RouterContext, options: { history?: RouterHistory; initialPath?: string } = {}) {
  const history = options.history ?? (options.initialPath ? createMemoryHistory({ initialEntries: [options.initialPath] }) : undefined);
  return createRouter({ routeTree, context, ...(history ? { history } : {}) });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
