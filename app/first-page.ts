import { withoutBase, appBasePath } from './lib/base-path.ts';
import { isLightLocation } from './routing/light-location.ts';

// A page opened from outside the app (a link handed to /auth-redirect, a bookmark, a reload)
// loaded its code as a chain: the start script, then the runtime config, then antd's providers,
// then the route's screen, then the layout and the guard, each asked for only once the one before
// had run (about 200 ms a step on a quiet machine). What the first page needs is known from its
// address and from whether a login is there: main.tsx asks for it as the app starts, beside the
// runtime config. /login's password door stays light (issue 16): nothing is asked for there, and
// opened from outside with nobody logged in it is drawn without the router (lightStart).

/** The code the first page may need, by loader. */
const FIRST_PAGE_CODE = {
  antd: () => import('./shell/antd-providers.tsx'),
  layout: () => import('./shell/layout.tsx'),
  guard: () => import('./routing/guard.ts'),
} as const;

/**
 * Which of the first page's code the page at `href` (the address bar, under the app's `base`)
 * needs: none on /login's password door or outside the base, antd's providers on every other
 * page, and the layout and the guard too when a login is there (`loggedIn`: a stored token or one
 * handed over).
 */
export function firstPageCode(href: string, loggedIn: boolean, base: string): (keyof typeof FIRST_PAGE_CODE)[] {
  const pathname = appPathOf(href, base);
  if (pathname === undefined || isLightLocation({ pathname, search: { mode: modeOf(href) } })) return [];
  return loggedIn ? ['antd', 'layout', 'guard'] : ['antd'];
}

/**
 * Whether the page at `href` starts without the router (app/start-login.tsx): /login's password
 * door with nobody logged in. lightStart('http://x/login?redirect=%2Fdashboard', false, '') -> true
 */
export function lightStart(href: string, loggedIn: boolean, base: string): boolean {
  const pathname = appPathOf(href, base);
  return !loggedIn && pathname !== undefined && isLightLocation({ pathname, search: { mode: modeOf(href) } });
}

/** Asks for the first page's code; what fails to arrive is left to the route that needs it, which shows its own error. */
export function preloadFirstPage(href: string, loggedIn: boolean, base: string = appBasePath()): void {
  for (const code of firstPageCode(href, loggedIn, base)) FIRST_PAGE_CODE[code]().catch(() => undefined);
}

const appPathOf = (href: string, base: string) => withoutBase(new URL(href, 'http://localhost').pathname, base);
const modeOf = (href: string) => new URL(href, 'http://localhost').searchParams.get('mode') ?? undefined;
