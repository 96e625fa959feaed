// `DIST_DIR=… npx tsx tests/bench/import-preview.ts` (issue 59 item 4): the majors import's
// preview at 100, 1,000 and 5,000 rows (5,000 is the server's cap), in headless Chromium against
// the reference server serving the production build. A real xlsx of that many rows is uploaded
// through the dialog; timed in the page from the upload's answer (its 正在生成预览 line seen) to
// the frame after the preview's rows are drawn, less the preview's own wait
// (IMPORT_PREVIEW_DELAY_MS): the preview's open to painted. With the rows painted (the virtual
// table draws those in view) and how the time grows with the rows. Medians of BENCH_RUNS
// (default 3) runs; prints figures, asserts nothing (tests/adapters/list/dialogs/import-preview.test.tsx counts the rows).
import type { Browser, Page } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_PREVIEW_DELAY_MS } from '../../engine/index.ts';
import { benchTheApp } from './app-bench.ts';
import { growth, median } from './static-pages.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [100, 1_000, 5_000];
const MAJORS = '/fxl-school/fxl-school.major';
const HEADER = ['专业名称', '层次', '学习形式', '学制（年）', '学费（元/年）', '专业介绍'];
const authRedirect = (token: string, path: string) => `/auth-redirect?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent(path)}`;

async function sheetOf(rows: number): Promise<Buffer> {
  const cells = (values: (string | number)[]) => values.map((value) => ({ value }));
  const body = Array.from({ length: rows }, (_, i) => cells([`基准专业${i + 1}`, i % 10 === 9 ? '博士' : '专升本', '业余', 2.5, 4200, '']));
  return Buffer.from(await writeXlsxFile([cells(HEADER), ...body]).toBuffer());
}

// page-side code as text (tsx's __name is not in the page): from the 正在生成预览 line to the frame after the preview's rows
const WATCH = `(() => new Promise((done) => {
  let answered = 0;
  const check = () => {
    if (!answered && document.body.textContent.includes('正在生成预览')) answered = performance.now();
    const rows = document.querySelectorAll('.list-dialog-preview .ant-table-row');
    if (answered && rows.length) requestAnimationFrame(() => done([performance.now() - answered, rows.length]));
    else requestAnimationFrame(check);
  };
  check();
}))()`;

async function once(page: Page, file: Buffer): Promise<[number, number]> {
  await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导入专业' }).click();
  const dialog = page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: '导入专业' }) });
  await dialog.waitFor();
  const watched = page.evaluate(WATCH) as Promise<[number, number]>;
  await dialog.locator('input[type="file"]').setInputFiles({ name: '专业导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  const [ms, painted] = await watched;
  await page.keyboard.press('Escape');
  // closing with a preview asks nothing (nothing imported yet); wait for the dialog to go
  await dialog.waitFor({ state: 'detached' }).catch(async () => {
    await page.getByRole('button', { name: /确\s*定|关\s*闭/ }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });
  return [ms - IMPORT_PREVIEW_DELAY_MS, painted];
}

benchTheApp('import-preview', async (server, browser: Browser) => {
  const login = await fetch(`${server.url}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(authRedirect(token, MAJORS));
  await page.locator('.page-view:not([hidden]) .config-list-table tbody tr.ant-table-row').first().waitFor();
  // a first preview, not timed: the dialog's code loaded
  await once(page, await sheetOf(10));
  const results: { rows: number; ms: number; painted: number }[] = [];
  for (const rows of SIZES) {
    const file = await sheetOf(rows);
    const runs: [number, number][] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await once(page, file));
    results.push({ rows, ms: median(runs.map((r) => r[0])), painted: Math.max(...runs.map((r) => r[1])) });
  }
  await context.close();
  console.log(`\nimport preview, open to painted (median of ${RUNS}):`);
  const first = results[0];
  for (const result of results) {
    const grows = first && result !== first ? `   ${growth(first.ms, result.ms, first.rows, result.rows)}` : '';
    console.log(`  ${String(result.rows).padStart(5)} rows  ${result.ms.toFixed(0).padStart(5)} ms  ${String(result.painted).padStart(3)} rows painted${grows}`);
  }
});
