import { shownByCatalogue } from '../../adapters/http/catalogue.ts';
import { errorMessage } from '../../adapters/http/client.ts';
import { menuTree, type MenuItem } from '../../engine/index.ts';
import type { AppServices } from '../services.ts';
import { feedback } from '../shell/feedback.ts';
import { clearSession, rolesAtom, routeTableAtom, tokenAtom, userAtom } from '../state/session.ts';
import { authFormTarget } from './auth-form-target.ts';
import { buildRoutes } from './menu-routes.ts';

// The route guard's loading step (spec section 2): menus not loaded -> fetch the user, build the
// routes from the server's menu tree, then an `apply_id` cookie triggers the apply call, which
// leads to the account's own apply form (its menu's schoolBaseAuth or confirmAuth route).

export const USER_MISSING = '获取用户失败，请稍后再试';
export const APPLY_COOKIE = 'apply_id';

export function readCookie(name: string, cookies = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function removeCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** The items of the tree that parse; a broken item is reported and left out, never a crash. */
export function parseMenus(raw: unknown): { items: MenuItem[]; errors: string[] } {
  const list = Array.isArray(raw) ? raw : [];
  const items: MenuItem[] = [];
  const errors: string[] = [];
  list.forEach((entry, index) => {
    const parsed = menuTree.element.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
    else errors.push(`menu_tree[${index}]${parsed.error.issues[0]?.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}`);
  });
  if (!Array.isArray(raw)) errors.push('menu_tree: 应为菜单数组');
  return { items, errors };
}

/**
 * Loads the user and builds the routes. Answers where to go instead of the asked page, if
 * anywhere: the login page after a failure (with a toast, fallback 'Has Error'), or the auth
 * form after a successful apply.
 */
export async function loadSession(services: AppServices, href: string): Promise<string | undefined> {
  const { api, store } = services;
  try {
    const user = await api.profile();
    if (!user || typeof user !== 'object' || !user.id) throw new Error(USER_MISSING);
    const { items, errors } = parseMenus(user.menu_tree ?? []);
    if (errors.length > 0) {
      console.error('菜单配置有误：\n' + errors.join('\n'));
      feedback.message.error(`菜单配置有误：${errors[0]}`);
    }
    const roles = Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : [];
    store.set(userAtom, user);
    store.set(rolesAtom, roles);
    store.set(routeTableAtom, buildRoutes(items, roles));
  } catch (error) {
    // What the error catalogue shows (a 402, a 500…) is not shown twice.
    if (store.get(tokenAtom) && !shownByCatalogue(error)) feedback.message.error(errorMessage(error, 'Has Error'));
    clearSession(store);
    return `/login?redirect=${encodeURIComponent(href)}`;
  }
  const applyId = readCookie(APPLY_COOKIE);
  if (applyId) {
    try {
      const body = await api.applySchool(applyId);
      if (body.message === '操作成功') {
        removeCookie(APPLY_COOKIE);
        return authFormTarget(store.get(routeTableAtom), 'apply');
      }
    } catch (error) {
      if (!shownByCatalogue(error)) feedback.message.error(errorMessage(error, 'Has Error'));
    }
  }
  return undefined;
}
