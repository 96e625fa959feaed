// `npm run bench` (fourth part): the compressed JavaScript and CSS that /login and /dashboard
// load before they are usable (issue 5, Speed), and /dashboard until its 7-day chart is drawn
// (issue 13: what the chart adds), in headless Chromium against the reference server serving the
// production build. Prints figures; asserts nothing.
import type { Page } from 'playwright-core';
import { benchTheApp, SEEN, watchFirstSeen } from './app-bench.ts';
import { chartGzip, loadedUntil, ROUTE_BUDGETS, shellGzip, type Loaded } from './route-loads.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The style rules antd wrote at run time in the page (issue 32 item 1), apart from the theme's variables (key "app"). */
const writtenAtRunTime = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .filter((style) => style.getAttribute('data-token-hash') !== 'app')
      .reduce((sum, style) => sum + (style.textContent?.length ?? 0), 0),
  );

function print(route: string, loaded: Loaded): void {
  const total = loaded.js.gzip + loaded.css.gzip;
  console.log(
    `${route.padEnd(16)} JS ${kb(loaded.js.gzip).padStart(9)} gzip (${kb(loaded.js.raw)} raw, ${loaded.js.files} files)   CSS ${kb(loaded.css.gzip).padStart(8)} gzip (${loaded.css.files} files)   total ${kb(total)}`,
  );
  console.log(`${' '.repeat(16)} ${loaded.chunks.sort().join(', ')}`);
}

benchTheApp('bundles', async (server, browser) => {
  const page = await browser.newPage({ baseURL: server.url });
  await page.addInitScript(() => sessionStorage.setItem('org-platform-hint', '1'));
  await page.addInitScript(watchFirstSeen, [SEEN.loginButton, SEEN.shell]);
  console.log('\nJavaScript and CSS loaded before the route is usable (gzip -9 of each file, as served):');
  const login = await loadedUntil(
    page,
    () => page.goto('/login'),
    SEEN.loginButton,
  );
  print('/login', login);
  console.log(`${' '.repeat(16)} antd style rules written at run time: ${kb(await writtenAtRunTime(page))}`);

  await page.getByLabel('用户名').fill('demo-school');
  await page.getByLabel('密码').fill('Demo@2026');
  // What logging in adds on top of /login (the same page: the browser keeps what it has).
  const after = await loadedUntil(
    page,
    () => page.getByLabel('密码').press('Enter'),
    SEEN.shell,
  );
  print('+ /dashboard', after);

  // A fresh visit straight to /dashboard with a token: everything it needs, nothing cached.
  const token = await page.evaluate(() => localStorage.getItem('org-Token'));
  /** A new browser context holding the session token, nothing cached. */
  const signedInPage = async () => {
    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript((value) => {
      localStorage.setItem('org-Token', value ?? '');
      sessionStorage.setItem('org-platform-hint', '1');
    }, token);
    await context.addInitScript(watchFirstSeen, [SEEN.figures, SEEN.chart]);
    return context.newPage();
  };
  const second = await signedInPage();
  // usable: the shell and the dashboard's figures on screen (whatever the chart is doing);
  // waiting for the tags bar alone counted a varying part of the dashboard, by timing
  const dashboard = await loadedUntil(
    second,
    () => second.goto('/dashboard'),
    SEEN.figures,
  );
  print('/dashboard', dashboard);
  console.log(`${' '.repeat(16)} antd style rules written at run time: ${kb(await writtenAtRunTime(second))}`);

  // The same fresh visit, until the cards are filled and the chart (ECharts, its own chunk,
  // loaded with the dashboard only) has drawn its lines.
  const third = await signedInPage();
  const withChart = await loadedUntil(
    third,
    () => third.goto('/dashboard'),
    SEEN.chart,
  );
  print('/dashboard+chart', withChart);
  const chartJs = [...withChart.jsFiles].filter(([name]) => /^(trend-chart|echart)/.test(name)).reduce((sum, [, gzip]) => sum + gzip, 0);
  const screenJs = [...withChart.jsFiles].filter(([name]) => /^dashboard-screen/.test(name)).reduce((sum, [, gzip]) => sum + gzip, 0);
  console.log(
    `/dashboard with its chart: JS ${kb(withChart.js.gzip)} gzip; the chart adds ${kb(chartJs)} (ECharts: line chart, grid, tooltip, plain legend, SVG renderer), the dashboard screen ${kb(screenJs)}`,
  );
  // Budgets (issue 16; issue 61 item 4, ROUTE_BUDGETS; tests/e2e/route-bytes.e2e.ts asserts them)
  console.log('\nPer route (gzip): JS, CSS, JS + CSS');
  for (const [name, loaded, less] of [
    ['/login', login, 0],
    ['/dashboard shell', dashboard, chartGzip(dashboard)],
    ['/dashboard+chart', withChart, 0],
  ] as const) {
    console.log(`  ${name.padEnd(18)} JS ${kb(loaded.js.gzip - less).padStart(9)}   CSS ${kb(loaded.css.gzip).padStart(8)}   JS + CSS ${kb(loaded.js.gzip - less + loaded.css.gzip).padStart(9)}`);
  }
  console.log('\nBudgets (gzip):');
  for (const [name, figure, budget] of [
    ['/login JS', login.js.gzip, ROUTE_BUDGETS.loginJs],
    ['/dashboard shell JS + CSS', shellGzip(dashboard), ROUTE_BUDGETS.dashboardShell],
  ] as const) {
    const verdict = figure > budget ? `OVER by ${kb(figure - budget)}` : 'within';
    console.log(`  ${name.padEnd(26)} ${kb(figure).padStart(9)}   budget ${kb(budget).padStart(9)}   ${(figure / budget).toFixed(2)}x   ${verdict}`);
  }
  const formily = [...login.chunks, ...dashboard.chunks].filter((chunk) => /formily|config-form/i.test(chunk));
  console.log(`Formily chunks loaded by /login or /dashboard: ${formily.length === 0 ? 'none' : formily.join(', ')}`);
});
