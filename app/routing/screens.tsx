import { lazy, type ReactNode } from 'react';
import { StatusScreen } from '../screens/status-screen.tsx';
import { Unavailable } from '../screens/status-pages.tsx';
import type { AppRoute } from './menu-routes.ts';

// Which screen renders a menu item's component key (spec section 2, Menu tree items;
// schemas/README.md, Component keys). Screens load with their route.

export const GENERIC_LIST_KEYS = ['list', 'schoolBranch', 'companyInfo', 'order', 'zhuxuetongLogs', 'branchPic', 'branchVideo', 'branchGw', 'adverTis', 'consult'];
export const AUTH_FORM_KEYS = ['schoolAuthBase', 'schoolAuth2Base', 'schoolBaseAuth', 'confirmAuth'];
export const BESPOKE_KEYS = ['dashboard', 'schoolCert', 'message', 'comProfile', 'branchPay', 'toolsList', 'childMenu'];

export type ScreenKind = 'list' | 'auth-form' | 'bespoke' | 'unknown';

export function screenKind(component: string): ScreenKind {
  if (GENERIC_LIST_KEYS.includes(component)) return 'list';
  if (AUTH_FORM_KEYS.includes(component)) return 'auth-form';
  if (BESPOKE_KEYS.includes(component)) return 'bespoke';
  return 'unknown';
}

const ChildMenuScreen = lazy(() => import('../screens/child-menu.tsx'));
// Formily, antd's table and the list dialogs load with the first list page.
const ListPageScreen = lazy(() => import('../screens/list-page.tsx'));
const AuthFormScreen = lazy(() => import('../screens/auth-form/auth-form-screen.tsx'));

type Screen = (props: { route: AppRoute }) => ReactNode;

/** The bespoke screen of each bespoke component key; each loads with its route. */
const BESPOKE_SCREENS: Record<string, Screen> = {
  dashboard: lazy(() => import('../screens/dashboard/dashboard-screen.tsx')),
  schoolCert: lazy(() => import('../screens/certs/cert-screen.tsx')),
  message: lazy(() => import('../screens/notices/notice-centre.tsx')),
  comProfile: lazy(() => import('../screens/profile/profile-screen.tsx')),
  branchPay: lazy(() => import('../screens/pay/branch-pay-screen.tsx')),
  toolsList: lazy(() => import('../screens/tools/tools-screen.tsx')),
  childMenu: ChildMenuScreen,
};

/** The page of a route. Screens whose issue has not landed say so. */
export function PageScreen({ route }: { route: AppRoute }): ReactNode {
  const kind = screenKind(route.component);
  if (kind === 'unknown') {
    return (
      <StatusScreen
        kind="unavailable"
        detail={route.title}
        path={`菜单项 ${route.menuId} 的页面组件 "${route.component}" 未知，可用：${[...GENERIC_LIST_KEYS, ...AUTH_FORM_KEYS, ...BESPOKE_KEYS].join(', ')}`}
      />
    );
  }
  if (kind === 'list') return <ListPageScreen route={route} />;
  if (kind === 'auth-form') return <AuthFormScreen route={route} />;
  const Bespoke = BESPOKE_SCREENS[route.component];
  return Bespoke ? <Bespoke route={route} /> : <Unavailable title={route.title} />;
}
