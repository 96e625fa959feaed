import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { preloadable } from '../../adapters/ui/index.ts';
import { AUTH_FORM_KEYS, BESPOKE_KEYS, GENERIC_LIST_KEYS, screenKind } from '../../engine/index.ts';
import { StatusScreen } from '../ui/status-screen.tsx';
import { Unavailable } from '../ui/status-pages.tsx';
import type { AppRoute } from '../lib/menu-routes.ts';
import { trackedLoad } from '../lib/code-loading.ts';
import { loadAuthFormScreen } from './auth-form/index.ts';
import { loadCertScreen } from './certs/index.ts';
import { loadChildMenu } from './child-menu/index.ts';
import { loadDashboardScreen } from './dashboard/index.ts';
import { loadListPage } from './list-page/index.ts';
import { loadBranchPayScreen } from './money/index.ts';
import { loadNoticeCentre } from './notices/index.ts';
import { loadProfileScreen } from './profile/index.ts';
import { loadRolesScreen } from './roles/index.ts';
import { loadToolsScreen } from './tools/index.ts';

// Which screen renders a menu item's component key (spec section 2, Menu tree items;
// schemas/README.md, Component keys; the keys are declared in engine/config/component-keys.ts).
// Screens load with their route.

export { AUTH_FORM_KEYS, BESPOKE_KEYS, GENERIC_LIST_KEYS, screenKind, type ScreenKind } from '../../engine/index.ts';

// Each screen's code by its loader, so that it can be fetched before the click (issue 32 item 3);
// a screen whose code has arrived draws at once (preloadable), as on a second visit.
const childMenu = preloadable(() => trackedLoad(loadChildMenu()));
// Formily, antd's table and the list dialogs load with the first list page.
const listPage = preloadable(() => trackedLoad(loadListPage()));
const authForm = preloadable(() => trackedLoad(loadAuthFormScreen()));
const ListPageScreen = listPage.Component;
const AuthFormScreen = authForm.Component;

type Screen = (props: { route: AppRoute }) => ReactNode;
const bespoke = (load: () => Promise<{ default: Screen }>) => preloadable(load);

const BESPOKE: Record<(typeof BESPOKE_KEYS)[number], { Component: ComponentType<{ route: AppRoute }>; preload(): Promise<unknown> }> = {
  dashboard: bespoke(() => trackedLoad(loadDashboardScreen())),
  schoolCert: bespoke(() => trackedLoad(loadCertScreen())),
  message: bespoke(() => trackedLoad(loadNoticeCentre())),
  comProfile: bespoke(() => trackedLoad(loadProfileScreen())),
  branchPay: bespoke(() => trackedLoad(loadBranchPayScreen())),
  toolsList: bespoke(() => trackedLoad(loadToolsScreen())),
  childMenu,
  roles: bespoke(() => trackedLoad(loadRolesScreen())),
};

/** The bespoke screen of each bespoke component key; each loads with its route. */
const BESPOKE_SCREENS = new Map<string, ComponentType<{ route: AppRoute }>>(Object.entries(BESPOKE).map(([key, screen]) => [key, screen.Component]));

/**
 * Fetches the code of the screen a component key opens (a list page's with its dialogs'),
 * without rendering it: on a menu item's hover or focus, and when the browser is idle after the
 * dashboard. What fails to load is left to the visit, which shows its own error.
 */
export function preloadScreen(component: string): void {
  const kind = screenKind(component);
  const ignore = () => undefined;
  if (kind === 'list') trackedLoad(listPage.preload().then((page) => page.preloadDialogs())).catch(ignore);
  else if (kind === 'auth-form') authForm.preload().catch(ignore);
  else if (component in BESPOKE) BESPOKE[component as keyof typeof BESPOKE].preload().catch(ignore);
}

/** The list page's rehearsal (list-rehearsal.tsx), once the list page's code has arrived. */
export function loadListRehearsal(): Promise<ComponentType> {
  return listPage.preload().then((page) => page.ListRehearsal);
}

/** The bespoke screens that draw no title of their own (the others head their page with an h1). */
const UNTITLED: ReadonlySet<string> = new Set(['dashboard', 'message', 'comProfile', 'branchPay']);

/** A menu item whose component key no screen knows: a plain message; the detail goes to the console. */
function UnknownScreen({ route }: { route: AppRoute }) {
  const navigate = useNavigate();
  useEffect(() => {
    console.error(
      `菜单项 ${route.menuId}（${route.title}，${route.path}）的页面组件 "${route.component}" 未知；可用：${[...GENERIC_LIST_KEYS, ...AUTH_FORM_KEYS, ...BESPOKE_KEYS].join(', ')}`,
    );
  }, [route]);
  return <StatusScreen kind="unknown" onHome={() => void navigate({ to: '/' })} />;
}

/** The page of a route. */
export function PageScreen({ route }: { route: AppRoute }): ReactNode {
  const kind = screenKind(route.component);
  if (kind === 'unknown') return <UnknownScreen route={route} />;
  if (kind === 'list') return <ListPageScreen route={route} />;
  if (kind === 'auth-form') return <AuthFormScreen route={route} />;
  const Bespoke = BESPOKE_SCREENS.get(route.component);
  if (!Bespoke) return <Unavailable title={route.title} />;
  // each page has one level-one heading (issue 30 item 4): the screens that show no title get the route's, for screen readers
  if (!UNTITLED.has(route.component)) return <Bespoke route={route} />;
  return (
    <>
      <h1 className="sr-only">{route.title}</h1>
      <Bespoke route={route} />
    </>
  );
}
