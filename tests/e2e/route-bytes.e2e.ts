import { describe, expect, it } from 'vitest';
import { apiToken, useBrowser } from './support/harness.ts';
import { SEEN, watchFirstSeen } from '../bench/app-bench.ts';
import { loadedUntil, ROUTE_BUDGETS, shellGzip } from '../bench/route-loads.ts';

// The bytes a route loads before it is usable (issue 61 item 4), measured as the route bench
// measures them (tests/bench/route-bundles.ts prints every file): the build's JS and CSS that the
// page asked for until the thing the user waits for is seen, gzip -9 of each file as served.

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('what a route loads before it is usable', () => {
  const t = useBrowser(undefined, { saveData: false });

  it(`/login within ${kB(ROUTE_BUDGETS.loginJs)} of JavaScript; a fresh /dashboard shell within ${kB(ROUTE_BUDGETS.dashboardShell)} of JS and CSS`, async () => {
    const { page, server } = t;
    await page.addInitScript(watchFirstSeen, [SEEN.loginButton]);
    const login = await loadedUntil(page, () => page.goto('/login'), SEEN.loginButton);
    expect(login.js.gzip, `/login's JavaScript: ${login.chunks.join(', ')}`).toBeLessThanOrEqual(ROUTE_BUDGETS.loginJs);

    // a fresh visit straight to /dashboard with a session token: everything it needs, nothing cached
    const token = await apiToken(server);
    const context = await page.context().browser()!.newContext({ baseURL: server.url });
    await context.addInitScript((value) => {
      localStorage.setItem('org-Token', value ?? '');
      sessionStorage.setItem('org-platform-hint', '1');
    }, token);
    await context.addInitScript(watchFirstSeen, [SEEN.figures]);
    const dashboard = await context.newPage();
    const shell = await loadedUntil(dashboard, () => dashboard.goto('/dashboard'), SEEN.figures);
    await context.close();
    expect(shellGzip(shell), `the dashboard shell: ${shell.chunks.join(', ')}`).toBeLessThanOrEqual(ROUTE_BUDGETS.dashboardShell);
  });
});
