import type { createStore } from 'jotai';
import { atom } from 'jotai';
import type { UserInfo } from '../../adapters/api/index.ts';
import { clearAccountDrafts } from '../../adapters/drafts/index.ts';
import type { RouteTable } from '../lib/menu-routes.ts';
import { saveViews, type VisitedView } from './views.ts';

// The login and what hangs on it (spec section 2, Route guard; section 4, logout and expiry).
// The token is kept in localStorage under `org-Token` (spec section 7), as a plain string.

export const TOKEN_KEY = 'org-Token';

export type AppStore = ReturnType<typeof createStore>;

/** The token a login left in localStorage, read without a store (main.tsx, before the app's services exist). */
export function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

// undefined: not yet written in this store, so read from localStorage (each store, each test).
const tokenValue = atom<{ token: string | null } | undefined>(undefined);

/** The login token; writing it writes localStorage too (null removes it). */
export const tokenAtom = atom(
  (get) => {
    const written = get(tokenValue);
    return written ? written.token : storedToken();
  },
  (_get, set, token: string | null) => {
    try {
      if (token) localStorage.setItem(TOKEN_KEY, token);
      else localStorage.removeItem(TOKEN_KEY);
    } catch {
      // storage unavailable (private mode): the token lives for this page only
    }
    set(tokenValue, { token });
  },
);

export const userAtom = atom<UserInfo | null>(null);
/**
 * The token a link handed to /auth-redirect, kept in memory only (never in the address bar, never
 * in storage) until the page decides whose login it is (app/routing/handoff.ts).
 */
export const handoffTokenAtom = atom<string | null>(null);
/** The routes and menu built from the user's menu tree; null = menus not loaded. */
export const routeTableAtom = atom<RouteTable | null>(null);
/**
 * Why the user could not be loaded (获取用户失败，请稍后再试, or the answer's problem in Chinese);
 * the shell shows it in a banner with 重试 (app/shell/session-problem.tsx). null: loaded.
 */
export const sessionProblemAtom = atom<string | null>(null);
/** The roles the routes are filtered by. */
export const rolesAtom = atom<string[]>([]);

export const visitedViewsAtom = atom<VisitedView[]>([]);

/** Requests in flight (the loading overlay of spec section 4). */
export const busyAtom = atom(false);

/**
 * Why the login goes: it expired (a 402), and what was typed is kept as a draft for the next login;
 * or the user logged out (退出, or chose another account at /auth-redirect), and the account's
 * drafts go with it (issue 26, item 3).
 */
export type SessionEnd = 'expired' | 'logout';
const sessionEndAtom = atom<SessionEnd>('expired');

/** Calls `listener` when the login expires (not on a logout): the token is cleared first, so drafts are kept before the page unmounts. */
export function onSessionExpired(store: AppStore, listener: () => void): () => void {
  return store.sub(tokenAtom, () => {
    if (!store.get(tokenAtom) && store.get(sessionEndAtom) === 'expired') listener();
  });
}

/**
 * Logout and session expiry (spec section 4): the token, roles, menus and visited views go; on a
 * logout, the drafts of `accountId` too (by default the loaded user's).
 */
export function clearSession(store: AppStore, why: SessionEnd = 'expired', accountId: string | number | undefined = store.get(userAtom)?.id): void {
  store.set(sessionEndAtom, why);
  store.set(tokenAtom, null);
  store.set(sessionEndAtom, 'expired');
  store.set(userAtom, null);
  store.set(rolesAtom, []);
  store.set(routeTableAtom, null);
  store.set(sessionProblemAtom, null);
  store.set(visitedViewsAtom, []);
  saveViews([]);
  if (why === 'logout' && accountId !== undefined) clearAccountDrafts(accountId);
}
