import { NAME_AUTH_PATHS, ROUTE_PATHS, type MenuItem } from '../../engine/index.ts';

// The routes and the sidebar built from the server's menu tree (spec section 2, Menu tree items;
// section 6): pure functions, so the rules are unit-tested without a browser.
//
//   top-level item with a component      /dashboard                       (route_key)
//   top-level item with children         /fxl-school  -> its redirect_route or first child
//   child item                           /fxl-school/fxl-school.major     (parent / child route_key)
//   `link` item (of a childMenu page)     a menu entry going to its redirect_route, no route
//   is_action                            a route, hidden from the menu

export const HOME_TITLE = '阳光继教';

export interface Crumb {
  title: string;
  /** Where the crumb leads, when it is a page. */
  path?: string | undefined;
}

export interface AppRoute {
  path: string;
  title: string;
  /** The menu item's id: menu-component/{id}, child-menus/{id}, menu-helpers?menu_id={id}. */
  menuId: string;
  /** The page file of a configured page (menu item `key`). */
  pageKey?: string | undefined;
  /** Which screen renders it (spec section 2, component keys). */
  component: string;
  icon?: string | undefined;
  hidden: boolean;
  /** Pinned in the tags bar, never closed: the dashboard and the notification centre. */
  affix: boolean;
  /** The breadcrumb after 阳光继教. */
  trail: Crumb[];
}

export interface MenuNode {
  /** Unique: the item id. */
  key: string;
  title: string;
  icon?: string | undefined;
  /** A leaf's target; absent on a submenu. */
  path?: string | undefined;
  children?: MenuNode[] | undefined;
}

export interface RouteTable {
  routes: Map<string, AppRoute>;
  /** Section paths (/fxl-school) to the page they open. */
  redirects: Map<string, string>;
  menu: MenuNode[];
}

/** Routes are kept when they have no roles or when any of the user's roles matches (spec section 2). */
export function allowed(item: Pick<MenuItem, 'roles'>, roles: readonly string[]): boolean {
  return !item.roles || item.roles.length === 0 || item.roles.some((role) => roles.includes(role));
}

const join = (...parts: (string | undefined)[]) => '/' + parts.filter((p): p is string => !!p).map((p) => p.replace(/^\/+|\/+$/g, '')).join('/');

function withoutQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** A section named like its page shows once, as the page (which has the link). */
function dedupe(trail: Crumb[]): Crumb[] {
  return trail.filter((crumb, i) => crumb.title !== trail[i + 1]?.title);
}

export function buildRoutes(tree: readonly MenuItem[], roles: readonly string[] = []): RouteTable {
  const routes = new Map<string, AppRoute>();
  const redirects = new Map<string, string>();

  const addRoute = (item: MenuItem, path: string, trail: Crumb[]) => {
    if (routes.has(path)) return;
    const component = item.component ?? '';
    routes.set(path, {
      path,
      // The dashboard's tab and title are 阳光继教 whatever the menu calls it (首页).
      title: path === ROUTE_PATHS.home ? HOME_TITLE : item.name,
      menuId: String(item.id),
      pageKey: item.key,
      component,
      icon: item.icon,
      hidden: item.is_action,
      affix: path === ROUTE_PATHS.home || component === 'message',
      trail: path === ROUTE_PATHS.home ? [] : dedupe([...trail, { title: item.name, path }]),
    });
  };

  // Returns the menu node of `item`, or undefined when it is hidden or has nothing to show.
  const visit = (item: MenuItem, base: string | undefined, trail: Crumb[]): MenuNode | undefined => {
    if (!allowed(item, roles)) return undefined;
    const key = String(item.id);
    if (item.component === 'link') {
      return item.redirect_route && !item.is_action ? { key, title: item.name, icon: item.icon, path: item.redirect_route } : undefined;
    }
    const path = base === undefined ? join(item.route_key ?? key) : join(base, item.route_key ?? key);
    const children = (item.children ?? []).filter((child) => allowed(child, roles));
    if (item.component && children.length === 0) {
      addRoute(item, path, trail);
      return item.is_action ? undefined : { key, title: item.name, icon: item.icon, path };
    }
    // A section (or a childMenu page with its links): its children hang under its route_key.
    if (item.component) addRoute(item, path, trail);
    const childBase = base === undefined ? item.route_key ?? key : base;
    const nodes = children
      .map((child) => visit(child, childBase, [...trail, { title: item.name, path: item.component ? path : undefined }]))
      .filter((node): node is MenuNode => !!node);
    if (!item.component) {
      const firstRoute = [...routes.values()].find((route) => route.path.startsWith(`${path}/`));
      const target = item.redirect_route ? withoutQuery(item.redirect_route) : firstRoute?.path;
      if (target && target !== path) redirects.set(path, target);
    }
    if (item.is_action || nodes.length === 0) return undefined;
    // A section with a single page shows as that page (its own title and icon).
    if (!item.component && nodes.length === 1 && !nodes[0]?.children) {
      const only = nodes[0] as MenuNode;
      return { ...only, icon: only.icon ?? item.icon };
    }
    return { key, title: item.name, icon: item.icon, path: item.component ? path : undefined, children: nodes };
  };

  const menu = tree.map((item) => visit(item, undefined, [])).filter((node): node is MenuNode => !!node);
  // the notification centre: /moreMessage leads there, and its tab is pinned
  redirects.set(ROUTE_PATHS.messagesShort, ROUTE_PATHS.messages);
  return { routes, redirects, menu };
}

/** The route at `pathname` (a trailing slash ignored), following section redirects. */
export function resolvePath(table: RouteTable, pathname: string): { route?: AppRoute; redirect?: string } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = table.routes.get(path);
  if (route) return { route };
  const redirect = table.redirects.get(path);
  return redirect && redirect !== path ? { redirect } : {};
}

/** The keys of the menu nodes on the way to `path`, for the sidebar's open submenus. */
export function menuTrail(menu: readonly MenuNode[], path: string): string[] {
  for (const node of menu) {
    if (node.path === path) return [node.key];
    if (node.children) {
      const below = menuTrail(node.children, path);
      if (below.length > 0) return [node.key, ...below];
    }
  }
  return [];
}

/**
 * The auth-form screens by what they are for (spec section 2, Routes; schemas/README.md,
 * Component keys), the preferred component key first:
 * - apply: the form shown after applying to a school (放弃申领), schoolBaseAuth or a branch's confirmAuth;
 * - base: the base authentication the onboarding pop-ups lead to;
 * - realName: the 实名认证 form (a branch's is its branchAuth page).
 */
export const AUTH_TARGETS = {
  apply: ['schoolBaseAuth', 'confirmAuth'],
  base: ['schoolAuthBase', 'schoolAuth2Base'],
  realName: ['schoolAuth2Base', 'schoolAuthBase'],
} as const satisfies Record<string, readonly string[]>;

export type AuthTarget = keyof typeof AUTH_TARGETS;

export { NAME_AUTH_PATHS };

/** The path of the first route (menu order) whose component is `component`. */
export function routeOfComponent(table: RouteTable | null, component: string): string | undefined {
  if (!table) return undefined;
  for (const route of table.routes.values()) if (route.component === component) return route.path;
  return undefined;
}

/**
 * Where an auth form is in the account's own route table, or undefined when its menu has none.
 * authFormHref(school, 'base') -> '/school-auth/school-auth.base?type=name_auth'
 * authFormHref(branch, 'apply') -> '/school-auth2/school-auth.auth-form'
 */
export function authFormHref(table: RouteTable | null, target: AuthTarget): string | undefined {
  for (const component of AUTH_TARGETS[target]) {
    const path = routeOfComponent(table, component);
    if (path) return NAME_AUTH_PATHS.includes(path) ? `${path}?type=name_auth` : path;
  }
  return undefined;
}

/** The message when the account's menu has no such auth form (instead of a 404). */
export const AUTH_FORM_MISSING = '您的账号暂未开通认证页面，请联系平台客服处理';
