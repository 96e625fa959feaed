import { lazy, useEffect, type ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { AUTH_FORM_KEYS, BESPOKE_KEYS, GENERIC_LIST_KEYS, screenKind } from '../../engine/index.ts';
import { StatusScreen } from './status-screen.tsx';
import { Unavailable } from './status-pages.tsx';
import type { AppRoute } from '../lib/menu-routes.ts';

// Which screen renders a menu item's component key (spec section 2, Menu tree items;
// schemas/README.md, Component keys; the keys are declared in engine/config/component-keys.ts).
// Screens load with their route.

export { AUTH_FORM_KEYS, BESPOKE_KEYS, GENERIC_LIST_KEYS, screenKind, type ScreenKind } from '../../engine/index.ts';

const ChildMenuScreen = lazy(() => import('./child-menu.tsx'));
// Formily, antd's table and the list dialogs load with the first list page.
const ListPageScreen = lazy(() => import('./list-page.tsx'));
const AuthFormScreen = lazy(() => import('./auth-form/auth-form-screen.tsx'));

type Screen = (props: { route: AppRoute }) => ReactNode;

/** The bespoke screen of each bespoke component key; each loads with its route. */
const BESPOKE_SCREENS: Record<(typeof BESPOKE_KEYS)[number], Screen> = {
  dashboard: lazy(() => import('./dashboard/dashboard-screen.tsx')),
  schoolCert: lazy(() => import('./certs/cert-screen.tsx')),
  message: lazy(() => import('./notices/notice-centre.tsx')),
  comProfile: lazy(() => import('./profile/profile-screen.tsx')),
  branchPay: lazy(() => import('./pay/branch-pay-screen.tsx')),
  toolsList: lazy(() => import('./tools/tools-screen.tsx')),
  childMenu: ChildMenuScreen,
  roles: lazy(() => import('./roles/roles-screen.tsx')),
};

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
  const Bespoke = BESPOKE_SCREENS[route.component as keyof typeof BESPOKE_SCREENS];
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
