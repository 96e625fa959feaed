// `DIST_DIR=… npx tsx tests/bench/area-cascade.ts`: the address cascade on the real divisions
// (issue 59 item 1), in headless Chromium against the reference server serving the production
// build. In the edit dialog of a branch (所在地区, 3,351 options):
//   - 编辑 to the dialog drawn with the saved path, with the real tree and with a tree of 3 options
//     (common/areas answered by the test): the difference over the options is the form's cost of
//     an option;
//   - opening the cascader: the press to the frame after its menus are drawn;
//   - each search key (h, d, then 海淀 as one input), once the names' readings are ready: how long
//     the key holds the page (to the first task after it), and to the results drawn.
// Prints medians of BENCH_RUNS (default 5) runs; asserts nothing.
import type { Browser, Page } from 'playwright-core';
import { benchTheApp } from './app-bench.ts';
import { median } from './static-pages.ts';

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
    const found = [...document.querySelectorAll('.ant-cascader-menu-item')].some((item) => item.textContent === wanted);
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
  dialogReal: number;
  dialogSmall: number;
  open: number;
  keyH: [number, number];
  keyD: [number, number];
  chars: [number, number];
}

async function once(browser: Browser, base: string, token: string): Promise<Run> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(authRedirect(token, BRANCHES));
  const row = view(page).locator('.config-list-table tbody tr.ant-table-row').filter({ hasText: '朝阳学习中心' });
  await row.waitFor();
  const edit = () => row.getByRole('button', { name: '编辑', exact: true }).click();
  const close = async () => {
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  };
  // a first draw of the dialog (its code loaded, the areas asked and kept), not timed
  await drawnAfter(page, edit, '.ant-modal .ant-cascader .ant-select-selection-item');
  await close();
  const dialogReal = await drawnAfter(page, edit, '.ant-modal .ant-cascader .ant-select-selection-item');
  // the dialog still (its opening motion over), then the box pressed from the page itself
  await dialog(page).locator('.ant-cascader').click({ trial: true });
  const open = await drawnAfter(
    page,
    () => page.evaluate(`document.querySelector('.ant-modal .ant-cascader .ant-select-selector').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))`),
    '.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu',
  );
  // the names' readings are worked out in idle slices after pinyin loads: wait for them here
  await page.evaluate('new Promise((done) => requestIdleCallback(() => done(true), { timeout: 2000 }))');
  await dialog(page).getByRole('combobox', { name: '所在地区' }).focus();
  const keyH = await keyTimes(page, 'h', '北京市 / 市辖区 / 怀柔区');
  const keyD = await keyTimes(page, 'd', '北京市 / 市辖区 / 海淀区');
  await close();
  await edit();
  await dialog(page).locator('.ant-cascader .ant-select-selection-item').waitFor();
  await dialog(page).locator('.ant-cascader').click();
  await menu(page).waitFor();
  await dialog(page).getByRole('combobox', { name: '所在地区' }).focus();
  const chars = await keyTimes(page, '海淀', '北京市 / 市辖区 / 海淀区');
  await close();
  // the same dialog with a tree of three options
  await page.route('**/api/common/areas', (route) => route.fulfill({ json: { code: 200, message: '操作成功', data: SMALL } }));
  await page.evaluate(() => location.reload());
  await row.waitFor();
  await drawnAfter(page, edit, '.ant-modal .ant-cascader .ant-select-selection-item');
  await close();
  const dialogSmall = await drawnAfter(page, edit, '.ant-modal .ant-cascader .ant-select-selection-item');
  await context.close();
  return { dialogReal, dialogSmall, open, keyH, keyD, chars };
}

benchTheApp('areas', async (server, browser) => {
  const login = await fetch(`${server.url}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await once(browser, server.url, token));
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`.padStart(8);
  console.log(`\narea cascade, 3,351 options (median of ${RUNS}):`);
  console.log(`  编辑 to the dialog drawn      real tree ${ms(runs.map((r) => r.dialogReal))}   3 options ${ms(runs.map((r) => r.dialogSmall))}`);
  const perOption = (median(runs.map((r) => r.dialogReal)) - median(runs.map((r) => r.dialogSmall))) / 3348;
  console.log(`  the form's cost of an option  ${(perOption * 1000).toFixed(1)} µs`);
  console.log(`  open the cascader             ${ms(runs.map((r) => r.open))}`);
  for (const [name, pick] of [['key h', (r: Run) => r.keyH], ['key d (hd)', (r: Run) => r.keyD], ['海淀 as one input', (r: Run) => r.chars]] as const) {
    console.log(`  ${name.padEnd(18)} holds the page ${ms(runs.map((r) => pick(r)[0]))}   to the results drawn ${ms(runs.map((r) => pick(r)[1]))}`);
  }
});
