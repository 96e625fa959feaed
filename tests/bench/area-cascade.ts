// `DIST_DIR=… npx tsx tests/bench/area-cascade.ts` (`npm run bench`): the address cascade on the
// real divisions (issue 59 items 1 and 4), in headless Chromium against the reference server
// serving the production build, as a curve over the tree's size. In the edit dialog of a branch
// (所在地区, three levels), with common/areas answering a tree of about 100 nodes (the first
// provinces of the real tree), the real tree (3,351: provinces, cities, counties) and the real
// provinces, counties and townships (44,361):
//   - 编辑 to the dialog drawn with the saved path; against a tree of 3 options, the difference
//     over the options is the form's cost of an option;
//   - opening the cascader: the press to the frame after its menus are drawn;
//   - each search key (h, d, then 海淀 as one input), once the names' readings are ready: how long
//     the key holds the page (to the first task after it), and to the results drawn.
// Beside them, antd's Cascader alone on a page of its own (cascade-page/bare.tsx) drawn with the
// same trees in the same runs: an option's cost in the form against the bare page's (issue 59
// item 3: at most 1.0x). Each row says how it grows from 3,351 to 44,361 nodes (k of time ∝
// size^k), and each key whether it holds the page within one frame (16.7 ms) at 3,351.
// Medians of BENCH_RUNS (default 5) runs; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { benchTheApp } from './app-bench.ts';
import { growth, median, serve } from './static-pages.ts';
import { areaChildren, areaTree } from '../../server/routes/core/areas.ts';
import type { SelectOption } from '../../engine/index.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const authRedirect = (token: string, path: string) => `/auth-redirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(path)}`;
const BRANCHES = '/school-branch/school-branch';
const SMALL = [{ id: 110000, name: '北京市', children: [{ id: 110100, name: '市辖区', children: [{ id: 110105, name: '朝阳区' }] }] }];

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const dialog = (page: Page) => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: '编辑分支机构' }) });
const menu = (page: Page) => page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');

// page-side code as text: tsx names the functions it compiles (__name), which the page lacks
const DRAWN = `(([from, wanted]) => new Promise((done) => {
  const check = () => (document.querySelector(wanted) ? requestAnimationFrame(() => done(performance.now() - from)) : requestAnimationFrame(check));
  check();
}))`;
const KEY = `(([text, wanted]) => new Promise((done) => {
  const input = document.activeElement;
  const from = performance.now();
  let frame = 0;
  let blocked = 0;
  requestAnimationFrame(() => (frame = performance.now() - from));
  // the first task after the key's own work: how long the key held the page
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (blocked = performance.now() - from);
  channel.port2.postMessage(0);
  // what a typed key does: the input's value, then its input event (React draws at once)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const check = () => {
    const found = [...document.querySelectorAll('.ant-cascader-menu-item')].some((item) => item.textContent.includes(wanted));
    if (found && frame && blocked) requestAnimationFrame(() => done([blocked, performance.now() - from]));
    else requestAnimationFrame(check);
  };
  check();
}))`;

/** Milliseconds from `act` (timed in the page from now) to the frame after `selector` is seen. */
async function drawnAfter(page: Page, act: () => Promise<unknown>, selector: string): Promise<number> {
  const began = await page.evaluate(() => performance.now());
  await act();
  return page.evaluate(`${DRAWN}(${JSON.stringify([began, selector])})`);
}

/** A key (or a text put in at once) in the focused input: [the page held, to `shows` drawn]. */
const keyTimes = (page: Page, key: string, shows: string): Promise<[number, number]> => page.evaluate(`${KEY}(${JSON.stringify([key, shows])})`);

interface Run {
  dialog: number;
  open: number;
  keyH: [number, number];
  keyD: [number, number];
  chars: [number, number];
}

/** Resolves once the page has had idle time to spare three times running (the names' readings are worked out in idle slices). */
const QUIET = `new Promise((done) => {
  let calm = 0;
  const next = () => requestIdleCallback((deadline) => ((calm = deadline.timeRemaining() > 40 ? calm + 1 : 0) >= 3 ? done(true) : next()), { timeout: 5000 });
  next();
})`;

const EDITED = '.ant-modal .ant-cascader .ant-select-selection-item';

/** One run on `tree`; `dialogOnly` for the tree of 3 options, which has no 海淀区 to search for. */
async function once(browser: Browser, base: string, token: string, tree: readonly SelectOption[], dialogOnly = false): Promise<Run> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.route('**/api/common/areas', (route) => route.fulfill({ json: { code: 200, message: '操作成功', data: tree } }));
  await page.goto(authRedirect(token, BRANCHES));
  const row = view(page).locator('.config-list-table tbody tr.ant-table-row').filter({ hasText: '朝阳学习中心' });
  await row.waitFor();
  const edit = () => row.getByRole('button', { name: '编辑', exact: true }).click();
  const close = async () => {
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  };
  // a first draw of the dialog (its code loaded, the areas asked and kept), not timed
  await drawnAfter(page, edit, EDITED);
  await close();
  const drawn = await drawnAfter(page, edit, EDITED);
  if (dialogOnly) {
    await context.close();
    return { dialog: drawn, open: NaN, keyH: [NaN, NaN], keyD: [NaN, NaN], chars: [NaN, NaN] };
  }
  // the dialog still (its opening motion over), then the box pressed from the page itself
  await dialog(page).locator('.ant-cascader').click({ trial: true });
  const open = await drawnAfter(
    page,
    () => page.evaluate(`document.querySelector('.ant-modal .ant-cascader .ant-select-selector').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))`),
    '.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu',
  );
  await page.evaluate(QUIET);
  await dialog(page).getByRole('combobox', { name: '所在地区' }).focus();
  // h: every path under 北京市 / 市辖区 (shixiaqu) or 北京市 (beijingshi) matches; hd: 海淀区 (hdq)
  const keyH = await keyTimes(page, 'h', '北京市');
  const keyD = await keyTimes(page, 'd', '海淀区');
  await close();
  await edit();
  await dialog(page).locator('.ant-cascader .ant-select-selection-item').waitFor();
  await dialog(page).locator('.ant-cascader').click();
  await menu(page).waitFor();
  await dialog(page).getByRole('combobox', { name: '所在地区' }).focus();
  const chars = await keyTimes(page, '海淀', '海淀区');
  await close();
  await context.close();
  return { dialog: drawn, open, keyH, keyD, chars };
}

const count = (nodes: readonly SelectOption[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);

/** The first provinces of the real tree, whole, until about `wanted` nodes (Beijing, with 海淀区, first). */
function firstOf(tree: readonly SelectOption[], wanted: number): SelectOption[] {
  const out: SelectOption[] = [];
  for (const province of tree) {
    const cities = (province.children ?? []).slice(0, Math.max(1, Math.ceil((wanted - count(out)) / 20)));
    out.push({ ...province, children: cities });
    if (count(out) >= wanted) break;
  }
  return out;
}

/** The real provinces, each county as the second level and its townships as the third (东莞 and 中山, without counties, as in the data). */
function withTownships(tree: readonly SelectOption[]): SelectOption[] {
  return tree.map((province) => ({
    ...province,
    children: (province.children ?? []).flatMap((city) => (city.children ?? []).map((county) => ({ ...county, children: areaChildren(Number(county.id)) }))),
  }));
}

/** The bare page (cascade-page/bare.html) built apart, as a hand-written page ships: the stack's defaults. */
async function bareCascade(browser: Browser): Promise<{ draw: (tree: readonly SelectOption[]) => Promise<number>; close: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cascade-bench-'));
  const root = path.join(import.meta.dirname, 'cascade-page');
  await build({ configFile: false, root, logLevel: 'warn', mode: 'production', plugins: [react()], build: { outDir, emptyOutDir: false, chunkSizeWarningLimit: 5000, rolldownOptions: { input: { bare: path.join(root, 'bare.html') } } } });
  const server = await serve(outDir);
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/bare.html`);
  await page.waitForFunction('typeof window.drawCascade === "function"');
  const firstPath = (nodes: readonly SelectOption[]): unknown[] => (nodes[0] ? [nodes[0].id, ...firstPath(nodes[0].children ?? [])] : []);
  return {
    draw: (tree) => page.evaluate(([options, chosen]) => (window as unknown as { drawCascade: (t: unknown, p: unknown) => Promise<number> }).drawCascade(options, chosen), [tree, firstPath(tree)] as const),
    close: async () => {
      await context.close();
      server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

benchTheApp('areas', async (server, browser) => {
  const login = await fetch(`${server.url}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const real = areaTree();
  const trees: [string, readonly SelectOption[]][] = [
    ['first provinces', firstOf(real, 100)],
    ['the real tree', real],
    ['with townships', withTownships(real)],
  ];
  const bare = await bareCascade(browser);
  const rows = trees.map(([name, tree]) => ({ name, tree, nodes: count(tree), runs: [] as Run[], bare: [] as number[] }));
  const small: Run[] = [];
  const bareSmall: number[] = [];
  try {
    // each run draws every size, the app's dialog and the bare page one after the other (a burst of load moves both)
    for (let run = 0; run < RUNS; run += 1) {
      for (const row of rows) {
        row.runs.push(await once(browser, server.url, token, row.tree));
        row.bare.push(await bare.draw(row.tree));
      }
      small.push(await once(browser, server.url, token, SMALL, true));
      bareSmall.push(await bare.draw(SMALL));
      console.error(`  (run ${run + 1} of ${RUNS} done)`);
    }
  } finally {
    await bare.close();
  }
  const figures: [string, (r: Run) => number][] = [
    ['编辑 to the dialog drawn', (r) => r.dialog],
    ['open the cascader', (r) => r.open],
    ['key h: holds the page', (r) => r.keyH[0]],
    ['key h: results drawn', (r) => r.keyH[1]],
    ['key d (hd): holds the page', (r) => r.keyD[0]],
    ['key d (hd): results drawn', (r) => r.keyD[1]],
    ['海淀 as one input: holds', (r) => r.chars[0]],
    ['海淀 as one input: drawn', (r) => r.chars[1]],
  ];
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const [, mid, last] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  console.log(`\narea cascade in the branch dialog, by the tree's nodes (median of ${RUNS}; load average ${(os.loadavg()[0] ?? 0).toFixed(1)}):`);
  console.log(`  ${'what'.padEnd(28)}${rows.map((row) => `${row.nodes.toLocaleString('en')} nodes`.padStart(14)).join('')}   growth from ${mid.nodes.toLocaleString('en')} to ${last.nodes.toLocaleString('en')}`);
  const line = (name: string, values: number[], note = '') => console.log(`  ${name.padEnd(28)}${values.map((value) => ms(value).padStart(14)).join('')}   ${growth(values[1] ?? 0, values[2] ?? 0, mid.nodes, last.nodes)}${note}`);
  for (const [name, pick] of figures) {
    const values = rows.map((row) => median(row.runs.map(pick)));
    line(name, values, name.includes('holds') ? `   at ${mid.nodes.toLocaleString('en')}: ${(values[1] ?? Infinity) <= 16.7 ? 'within' : 'OVER'} one frame` : '');
  }
  line('bare Cascader drawn', rows.map((row) => median(row.bare)));
  // an option's cost: the time over the 3-option tree's, per option, of each run, then their median
  const perOption = (times: number[], base: number[], nodes: number) => median(times.map((time, i) => (time - (base[i] ?? NaN)) / (nodes - 3))) * 1000;
  for (const row of rows.slice(1)) {
    const ours = perOption(row.runs.map((r) => r.dialog), small.map((r) => r.dialog), row.nodes);
    const theirs = perOption(row.bare, bareSmall, row.nodes);
    console.log(`  an option's cost at ${row.nodes.toLocaleString('en')} nodes: the form ${ours.toFixed(1)} µs, the bare Cascader ${theirs.toFixed(1)} µs: ${(ours / theirs).toFixed(2)}x (budget 1.0x)`);
  }
});
