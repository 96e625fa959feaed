import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, followInApp, loggedInBefore, login, SESSION_ONCE_FLAGS, useBrowser } from './support/harness.ts';

// Issue 18 item 5: every /redirect/… form and redirect= value ends on a page of this site (the
// one it names, or the dashboard), never on the router's error page.

const MAJORS = '/fxl-school/fxl-school.major';
/** [the link, where it should end: a pathname, or a pattern of pathnames] */
const REDIRECT_FORMS: [string, string | RegExp][] = [
  ['/redirect/dashboard', '/dashboard'],
  ['/redirect/%2Fdashboard', '/dashboard'],
  ['/redirect/fxl-school%2Ffxl-school.major', MAJORS],
  ['/redirect//dashboard', '/dashboard'],
  ['/redirect/redirect/dashboard', '/dashboard'],
  ['/redirect/%252Fdashboard', '/dashboard'],
  ['/redirect/', '/dashboard'],
  ['/redirect', '/dashboard'],
  ['/redirect/https://evil.example/login', '/dashboard'],
  ['/redirect/https%3A%2F%2Fevil.example%2Flogin', '/dashboard'],
  ['/redirect/%2F%2Fevil.example', /^\/evil\.example$/],
  ['/redirect/dashboard?x=1', '/dashboard'],
  [`/redirect${MAJORS}?name=%E7%AE%A1%E7%90%86`, MAJORS],
  ['/redirect/javascript:alert(1)', '/dashboard'],
  ['/redirect/%E0%A4%A', '/dashboard'],
  ['/redirect/%E0%A4', '/dashboard'],
  ['/redirect/..%2F..%2Fdashboard', '/dashboard'],
  ['/redirect/%2e%2e/dashboard', '/dashboard'],
  ['/redirect/%5Cevil.example', /^\/evil\.example$/],
  ['/redirect/dashboard/', /^\/dashboard\/?$/],
  ['/redirect/dashboard#top', '/dashboard'],
  ['/redirect/login', '/dashboard'],
  ['/redirect/%3Fx%3D1', '/dashboard'],
  ['/redirect/fxl-school', /^\/fxl-school\/.+/],
  ['/redirect/redirect%2Fredirect%2Fdashboard', '/dashboard'],
  ['/redirect/%00', '/dashboard'],
  ['/redirect/%25', '/dashboard'],
  ['/redirect/dashboard?redirect=https://evil.example', '/dashboard'],
];

/** Waits until the app has settled on a page that is not /redirect, and checks it shows no error. */
async function landed(page: Page, base: string): Promise<string> {
  await page.waitForURL((url) => !url.pathname.startsWith('/redirect'), { timeout: 10_000 });
  await page.locator('.navbar').waitFor();
  const url = new URL(page.url());
  expect(url.origin).toBe(new URL(base).origin);
  expect(await page.getByText(/Something went wrong|Error|undefined/).count()).toBe(0);
  return url.pathname;
}

const matches = (pathname: string, expected: string | RegExp) => (typeof expected === 'string' ? pathname === expected : expected.test(pathname));

/** The forms also opened as a new page load (the rest are followed inside the app, below). */
const OPENED = new Set(['/redirect/dashboard', '/redirect', '/redirect/%E0%A4%A', '/redirect/%2F%2Fevil.example']);

describe('redirect forms end on a page of this site (issue 18)', () => {
  const t = useBrowser();

  it.each(REDIRECT_FORMS.filter(([link]) => OPENED.has(link)))('%s, opened in a new page while logged in, ends on %s', async (link, expected) => {
    await loggedInBefore(t.page, 'demo-school');
    await t.page.goto(link);
    const pathname = await landed(t.page, t.server.url);
    expect(matches(pathname, expected), `${link} -> ${pathname}`).toBe(true);
    expect(t.errors.filter((error) => /Something went wrong|URIError/i.test(error))).toEqual([]);
  });

  // Each form reached from inside the app, one after another in one session: the same router
  // and the same redirect code as a new page load (above), without loading the app 28 times.
  it('every form, followed inside the app while logged in, ends on its page', async () => {
    await login(t.page, 'demo-school', '/school-cert/school-cert');
    for (const [link, expected] of REDIRECT_FORMS) {
      await followInApp(t.page, link);
      const pathname = await landed(t.page, t.server.url);
      expect(matches(pathname, expected), `${link} -> ${pathname}`).toBe(true);
    }
    expect(t.errors.filter((error) => /Something went wrong|URIError/i.test(error))).toEqual([]);
  });

  it.each<[string, string]>([
    ['%252Fdashboard', '/dashboard'],
    [encodeURIComponent('https://evil.example/login'), '/dashboard'],
    [encodeURIComponent('//evil.example'), '/dashboard'],
    [encodeURIComponent(`/redirect${MAJORS}`), MAJORS],
    ['%E0%A4%A', '/dashboard'],
    [encodeURIComponent('/login?redirect=/dashboard'), '/dashboard'],
  ])('login?redirect=%s ends on %s', async (value, expected) => {
    await t.page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
    await t.page.goto(`/login?redirect=${value}`);
    await t.page.getByLabel('用户名').fill('demo-school');
    await t.page.getByLabel('密码').fill(DEMO_PASSWORD);
    await t.page.getByRole('button', { name: '登录' }).click();
    await t.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(await landed(t.page, t.server.url)).toBe(expected);
  });
});
