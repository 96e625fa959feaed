import type { AccountApi, UserInfo } from '../../adapters/api/index.ts';
import { isSessionExpired } from '../../adapters/http/index.ts';
import { ROUTE_PATHS } from '../../engine/index.ts';
import { appBasePath, withBase, withoutBase } from '../lib/base-path.ts';
import { safeRedirect } from './safe-redirect.ts';

// /auth-redirect?token=…&redirect=… (spec section 2): where a single sign-on hands over a login.
// No silent account switch (issue 26, item 4): the token leaves the address bar before anything
// else (takeHandoffToken, first thing in main.tsx: a refresh or a screenshot never shows it, and
// no request's Referer carries it), is kept in memory only and never written to the console; when
// another account is logged in, the user chooses which to keep (auth-redirect.tsx).

/** The link's token taken out of `href` (a path or URL of /auth-redirect): the token and the href without it. */
export function splitHandoff(href: string): { token: string; rest: string } | undefined {
  const url = new URL(href, 'http://localhost');
  if (url.pathname.replace(/\/+$/, '') !== ROUTE_PATHS.authRedirect || !url.searchParams.has('token')) return undefined;
  const token = url.searchParams.get('token') ?? '';
  url.searchParams.delete('token');
  return { token, rest: url.pathname + url.search + url.hash };
}

/** Where a handed-over login goes on: the link's `redirect=` when it is a path of this site, else `/`. */
export function handoffTarget(searchStr: string): string {
  return safeRedirect(new URLSearchParams(searchStr).get('redirect')) ?? '/';
}

/** First thing at start: on /auth-redirect, the token leaves the address bar (history replaced) and is answered. */
export function takeHandoffToken(win: Pick<Window, 'location' | 'history'> & { document?: Pick<Document, 'baseURI'> } = window): string | undefined {
  const url = new URL(win.location.href);
  // under a sub-path (/org/auth-redirect) the route is matched without the base
  const base = appBasePath(win.document?.baseURI ?? url.origin + '/');
  const inside = withoutBase(url.pathname, base);
  const found = inside === undefined ? undefined : splitHandoff(inside + url.search + url.hash);
  if (!found) return undefined;
  win.history.replaceState(win.history.state, '', withBase(found.rest, base));
  return found.token;
}

/** How an account is named to the user: 阳光示范学校（demo-school）, or its user name alone. */
export function accountName(user: Pick<UserInfo, 'user_name' | 'nick_name' | 'school'> | null | undefined, fallback: string): string {
  const school = user?.school?.name?.trim();
  const login = user?.user_name?.trim() || user?.nick_name?.trim();
  if (school && login) return `${school}（${login}）`;
  return school || login || fallback;
}

export const CURRENT_ACCOUNT = '当前账号';
export const LINK_ACCOUNT = '链接中的账号';
export const LINK_EXPIRED = '链接中的登录信息已失效，继续使用当前账号';

/** What a handed-over token leads to. */
export type Handoff =
  /** Nobody is logged in (or that login has expired): the link's token logs in, as it always did. */
  | { kind: 'login'; expired: boolean }
  /** The link's account is the one logged in, or its token no longer works (`notice` says so): nothing changes. */
  | { kind: 'stay'; notice?: string }
  /** Two accounts: the user chooses. */
  | { kind: 'ask'; current: { id: number | undefined; name: string }; next: { name: string } };

/**
 * Weighs the link's token `next` against the login's `current`: both profiles are read with their
 * own token (apiFor: no call of the login's is made with the link's token, and a 402 ends nothing).
 */
export async function weighHandoff(current: string | null, next: string, apiFor: (token: string) => Pick<AccountApi, 'profile'>): Promise<Handoff> {
  if (!current) return { kind: 'login', expired: false };
  if (current === next) return { kind: 'stay' };
  const [mine, theirs] = await Promise.allSettled([apiFor(current).profile(), apiFor(next).profile()]);
  if (mine.status === 'rejected' && isSessionExpired(mine.reason)) return { kind: 'login', expired: true };
  if (theirs.status === 'rejected' && isSessionExpired(theirs.reason)) return { kind: 'stay', notice: LINK_EXPIRED };
  const me = mine.status === 'fulfilled' ? mine.value : null;
  const them = theirs.status === 'fulfilled' ? theirs.value : null;
  if (me?.id !== undefined && me.id === them?.id) return { kind: 'stay' };
  return { kind: 'ask', current: { id: me?.id, name: accountName(me, CURRENT_ACCOUNT) }, next: { name: accountName(them, LINK_ACCOUNT) } };
}
