import { isSessionExpired, shownByCatalogue } from '../../adapters/http/index.ts';
import { errorMessage } from '../../adapters/http/index.ts';
import { isSuccess, menuTree, MESSAGES, readAnswer, type MenuItem } from '../../engine/index.ts';
import type { AppServices } from '../services/index.ts';
import { feedback } from '../services/feedback.ts';
import type { UserInfo } from '../../adapters/api/index.ts';
import { clearSession, rolesAtom, routeTableAtom, sessionProblemAtom, tokenAtom, userAtom } from '../state/session.ts';
import { authFormTarget } from './auth-form-target.ts';
import { buildRoutes } from '../lib/menu-routes.ts';

// The route guard's loading step (spec section 2): menus not loaded -> fetch the user, build the
// routes from the server's menu tree, then an `apply_id` cookie triggers the apply call, which
// leads to the account's own apply form (its menu's schoolBaseAuth or confirmAuth route).

export const USER_MISSING = MESSAGES.userMissing;
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

/**
 * The items of the tree that can be read (engine/contracts, readAnswer: a list, or an object keyed
 * by index); a broken item is reported by its JSON path and left out, never a crash.
 */
export function parseMenus(raw: unknown): { items: MenuItem[]; errors: string[] } {
  const read = readAnswer(menuTree, raw ?? [], { at: 'menu_tree' });
  const errors = read.drifts.filter((drift) => drift.kind === 'dropped').map((drift) => `${drift.leaf}: ${drift.reason}`);
  if (!read.ok) return { items: [], errors: [...errors, 'menu_tree: 应为菜单数组'] };
  return { items: read.data, errors };
}

/**
 * Loads the user and builds the routes. Answers where to go instead of the asked page, if
 * anywhere: the login page after a 402, or the auth form after a successful apply. Any other
 * failure (a 500, no connection, an answer that cannot be read) keeps the token and draws the
 * shell with what was read and a Chinese banner with 重试 (sessionProblemAtom; a toast too, the
 * spec's fallback 'Has Error'): one failed call never logs anyone out.
 */
export async function loadSession(services: AppServices, href: string): Promise<string | undefined> {
  const { store } = services;
  const api = services.api.account;
  let user: UserInfo | null = null;
  let problem: string | undefined;
  try {
    user = await api.profile();
    if (!user || user.id === undefined) problem = USER_MISSING;
  } catch (error) {
    if (isSessionExpired(error) || !store.get(tokenAtom)) {
      clearSession(store);
      return `/login?redirect=${encodeURIComponent(href)}`;
    }
    problem = errorMessage(error, MESSAGES.guardFallback);
    // What the error catalogue shows (a 500…) is not shown twice.
    if (!shownByCatalogue(error)) feedback.message.error(problem);
  }
  if (problem === USER_MISSING) feedback.message.error(USER_MISSING);
  const { items, errors } = parseMenus(user?.menu_tree ?? []);
  if (errors.length > 0) {
    console.error('菜单配置有误：\n' + errors.join('\n'));
    feedback.message.error(`菜单配置有误：${errors[0]}`);
  }
  const roles = user?.roles ?? [];
  store.set(userAtom, user);
  store.set(rolesAtom, roles);
  store.set(routeTableAtom, buildRoutes(items, roles));
  store.set(sessionProblemAtom, problem ?? null);
  if (problem) return undefined;
  const applyId = readCookie(APPLY_COOKIE);
  if (applyId) {
    try {
      const body = await api.applySchool(applyId);
      if (isSuccess(body)) {
        removeCookie(APPLY_COOKIE);
        return authFormTarget(store.get(routeTableAtom), 'apply');
      }
    } catch (error) {
      if (!shownByCatalogue(error)) feedback.message.error(errorMessage(error, MESSAGES.guardFallback));
    }
  }
  return undefined;
}
