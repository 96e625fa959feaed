import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { clickRowAction, login, useBrowser, type ReferenceServer } from './support/harness.ts';
import { dialogTitled, opened, questionSaying } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { allToasts, toastSaying } from './support/drivers/message.ts';
import { shownTooltips } from './support/drivers/popover.ts';
import { clickOption, visibleOptions } from './support/drivers/select.ts';
import { currentStep } from './support/drivers/steps.ts';
import { rowCellTexts, tableIn, tableRow, tableRows } from './support/drivers/table.ts';
import { animationsOver } from './support/drivers/motion.ts';

// The special dialogs of the generic list page through the real UI, against the reference
// server (no mocks): import of majors, edit phone, confirm logs, course content, teaching
// teachers and the payment QR. With SHOTS_DIR set, the import preview and the teaching-teachers
// dialog are saved as screenshots.

const MAJORS = '/fxl-school/fxl-school.major';
const BRANCHES = '/school-branch/school-branch';
const COURSES = '/fxl-school/fxl-school.train-class';
const ORDERS = '/order/order.order';
const CONSULTS = '/consult/consult';
const COURSE = 'Python 数据分析实战';
const BRANCH = '阳光示范学校海淀学习中心';
/** A 1 x 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Logs in as demo-school at a list page and waits for its first rows. */
async function openPage(page: Page, route: string): Promise<void> {
  await login(page, 'demo-school', route);
  await tableRows(page).first().waitFor();
}

const rowOf = (page: Page, text: string) => tableRow(page, text).first();

/** Opens a row action's dialog (from 更多 when the row folds the action there). */
async function openRowDialog(page: Page, row: string, action: string, title: string | RegExp): Promise<Locator> {
  await clickRowAction(rowOf(page, row), action);
  const dialog = dialogTitled(page, title);
  await dialog.waitFor();
  return dialog;
}

/** Saves a screenshot of `target` under SHOTS_DIR once its animations are over. */
async function shot(page: Page, target: Locator, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.locator('.loading-overlay').waitFor({ state: 'detached' });
  await allToasts(page).first().waitFor({ state: 'detached' });
  // no hover state or tooltip in the picture
  await page.mouse.move(0, 0);
  await shownTooltips(page).first().waitFor({ state: 'hidden' });
  await animationsOver(target);
  fs.mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, name) });
}

/** The reference server's database (WAL: safe to read beside the running server). */
function readDb<T>(server: ReferenceServer, run: (db: Database.Database) => T): T {
  const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** A call to the API as the logged-in page makes it (its token from localStorage). */
async function api<T>(page: Page, server: ReferenceServer, url: string, json?: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('org-Token'));
  const headers = { Accept: 'application/json', 'site-name': 'cepsp', 'org-token': token ?? '', ...(json ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${server.url}${url}`, json ? { method: 'POST', headers, body: JSON.stringify(json) } : { headers });
  return ((await response.json()) as { data: T }).data;
}

const rowTexts = (table: Locator) => rowCellTexts(table);

describe('the special dialogs of the list page', () => {
  const t = useBrowser(undefined, { samePage: true });

  describe('import of majors', () => {
    it('downloads the template, refuses a non-xlsx and an oversized file before sending, resets on a failed upload, previews, imports and lists the failed rows to fix and import again', async () => {
      const { page } = t;
      const uploads: string[] = [];
      const confirms: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/school-majors\/import$/.test(new URL(request.url()).pathname)) uploads.push(request.url());
        if (/\/school-majors\/import-confirm$/.test(new URL(request.url()).pathname)) confirms.push(request.url());
      });
      await openPage(page, MAJORS);
      await page.getByRole('toolbar', { name: '操作' }).getByRole('button', { name: '导入专业' }).click();
      const dialog = dialogTitled(page, '导入专业');
      await dialog.waitFor();
      const input = dialog.locator('input[type="file"]');

      // the template, from the dialog: its header is what the import file follows
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载模板', exact: true }).click()]);
      expect(download.suggestedFilename()).toBe('专业管理导入模板.xlsx');
      const header = ((await readSheet(fs.readFileSync(await download.path())))[0] ?? []).map(String);
      expect(header).toEqual(['专业名称', '层次', '学习形式', '学制（年）', '学费（元/年）', '专业介绍']);

      await input.setInputFiles({ name: '专业.csv', mimeType: 'text/csv', buffer: Buffer.from('专业名称\n护理学\n') });
      await dialog.getByRole('alert').filter({ hasText: '不支持 .csv 文件：请在 Excel 或 WPS 中打开，另存为 .xlsx（Excel 工作簿）后重试' }).waitFor();
      const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'import-')), '专业-大文件.xlsx');
      fs.writeFileSync(big, '');
      fs.truncateSync(big, 30 * 1024 * 1024 + 1);
      await input.setInputFiles(big);
      await dialog.getByRole('alert').filter({ hasText: '文件大小不能超过 30M' }).waitFor();
      expect(uploads).toEqual([]);

      const cells = (values: (string | number)[]) => values.map((value) => ({ value }));
      const wrongHead = await writeXlsxFile([cells(['名称', '备注']), cells(['护理学', ''])]).toBuffer();
      await input.setInputFiles({ name: '错误表头.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(wrongHead) });
      await dialog.getByRole('alert').filter({ hasText: '表头与模板不一致，请下载模板后按模板填写' }).waitFor();
      await dialog.getByRole('button', { name: /^点击或拖拽 xlsx 文件到这里上传/ }).waitFor();
      expect(await currentStep(dialog).innerText()).toContain('选择文件');

      const sheet = await writeXlsxFile([
        cells(header),
        cells(['E2E护理学', '专升本', '业余', 2.5, 4200, '由浏览器测试导入']),
        cells(['E2E会计学', '高起专', '函授', 3, 3600, '']),
        cells(['E2E错误行', '博士', '业余', 3, 3000, '']),
      ]).toBuffer();
      await input.setInputFiles({ name: '专业导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(sheet) });
      // 确认导入 waits for the preview: pressed while it is being made, nothing is imported
      await dialog.getByText('上传成功，正在生成预览…').waitFor();
      const confirmButton = dialog.getByRole('button', { name: '确认导入' });
      expect(await confirmButton.isDisabled()).toBe(true);
      await confirmButton.click({ force: true });
      const preview = dialog.getByRole('region', { name: '导入预览' });
      await preview.waitFor();
      expect(confirms).toEqual([]);
      expect(uploads).toHaveLength(2);
      expect(await preview.locator('.list-dialog-preview-summary').innerText()).toBe('共 3 条数据，可导入 2 条，有误 1 条（有误的行不会导入）');
      const rows = await rowTexts(preview);
      expect(rows.map((row) => [row[1], row[2], row.at(-1)])).toEqual([
        ['E2E护理学', '专升本', '可导入'],
        ['E2E会计学', '高起专', '可导入'],
        ['E2E错误行', '博士', '层次只能是：高起专、专升本、高起本、研究生'],
      ]);
      await shot(page, dialog, 'import-preview.png');

      await dialog.getByRole('button', { name: '确认导入' }).click();
      await toastSaying(page, '导入成功 2 条').waitFor();
      await toastSaying(page, '导入失败 1 条').waitFor();
      const imported = await api<{ data: { name: string; level: number }[] }>(page, t.server, '/api/organization/school-majors?name=E2E&page_size=50');
      expect(imported.data.map((major) => [major.name, major.level]).sort()).toEqual([['E2E会计学', 1], ['E2E护理学', 2]]);

      // the result names every failed row with its reason, and gives them as an xlsx to fix
      const result = dialog.getByRole('region', { name: '导入结果' });
      await result.getByText('已导入 2 条，未导入 1 条').waitFor();
      expect((await rowTexts(result)).map((row) => [row[0], row[1], row.at(-1)])).toEqual([['4', 'E2E错误行', '层次只能是：高起专、专升本、高起本、研究生']]);
      await shot(page, dialog, 'import-result.png');
      const [failedFile] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载失败数据' }).click()]);
      expect(failedFile.suggestedFilename()).toBe('专业管理导入失败数据.xlsx');
      const failedSheet = (await readSheet(fs.readFileSync(await failedFile.path()))).map((line) => line.map((cell) => (cell === null ? '' : String(cell))));
      expect(failedSheet).toEqual([
        [...header, '失败原因'],
        ['E2E错误行', '博士', '业余', '3', '3000', '', '层次只能是：高起专、专升本、高起本、研究生'],
      ]);

      // fixed, the same file imports: the reason column is left alone
      const fixed = failedSheet.map((line, i) => (i === 1 ? line.map((cell) => (cell === '博士' ? '高起本' : cell)) : line));
      await dialog.getByRole('button', { name: '继续导入' }).click();
      await input.setInputFiles({ name: '专业导入-改.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await writeXlsxFile(fixed.map(cells)).toBuffer()) });
      await preview.waitFor();
      expect(await preview.locator('.list-dialog-preview-summary').innerText()).toBe('共 1 条数据，可导入 1 条');
      await dialog.getByRole('button', { name: '确认导入' }).click();
      await toastSaying(page, '导入成功 1 条').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, 'E2E错误行').waitFor();
    });
  });

  describe('点击咨询: the reply to a question', () => {
    it('回复 shows the question as text and the answer with its 200-character hint; the reply is saved, the question never changes', async () => {
      const { page } = t;
      await openPage(page, CONSULTS);
      const question = '在职人员可以报读计算机科学与技术专业吗？上课时间怎么安排？';
      const dialog = await openRowDialog(page, '李先生', '回复', '编辑咨询回复');
      await dialog.getByText(question).waitFor();
      // the question and the visitor are shown, not editable: the answer is the one input
      expect(await dialog.locator('textarea, input:not([type="hidden"])').count()).toBe(1);
      await dialog.getByText('回复内容不超过200字').waitFor();
      const answer = dialog.getByRole('textbox');
      await answer.fill('可以。'.padEnd(200, '好'));
      await dialog.getByText('200 / 200').waitFor();
      // past the hint nothing is cut (issue 58 item 3): the text stays, and the check says so
      await answer.fill('可以。'.padEnd(205, '好'));
      expect((await answer.inputValue()).length).toBe(205);
      await dialog.getByText('205 / 200').waitFor();
      await dialog.getByText('回复内容最多200个字').waitFor();
      await answer.fill('可以报读，周末面授、平时网络学习，不影响工作。');
      await shot(page, dialog, 'consult-reply.png');
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, '李先生').getByText('可以报读，周末面授、平时网络学习，不影响工作。').waitFor();

      // the server keeps the question whatever a PATCH sends
      const id = Number(await rowOf(page, '李先生').getAttribute('data-row-key'));
      const token = await page.evaluate(() => localStorage.getItem('org-Token'));
      const headers = { Accept: 'application/json', 'content-type': 'application/json', 'site-name': 'cepsp', 'org-token': token ?? '' };
      const patched = await fetch(`${t.server.url}/api/organization/consults/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ question: '改掉的问题', answer: '新的回复' }) });
      expect(patched.status).toBe(200);
      expect(await api<{ question: string; answer: string }>(page, t.server, `/api/organization/consults/${id}`)).toMatchObject({ question, answer: '新的回复' });
      const tooLong = await fetch(`${t.server.url}/api/organization/consults/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ answer: '长'.repeat(201) }) });
      expect(tooLong.status).toBe(422);
    });
  });

  describe('edit phone and confirm logs of a branch', () => {
    it('sends the code after mobile and captcha, counts 60 s down and resets, then commits the new number', async () => {
      const { page } = t;
      await page.clock.install();
      await openPage(page, BRANCHES);
      const captcha = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/common/captcha');
      const dialog = await openRowDialog(page, BRANCH, '修改手机号', '修改手机号');
      const key = ((await (await captcha).json()) as { data: { key: string } }).data.key;
      const send = dialog.getByRole('button', { name: /获取验证码|s后重新获取/ });

      await send.click();
      await dialog.getByText('请输入手机号码').waitFor();
      await dialog.getByText('请输入图形验证码').waitFor();
      const mobile = '13911028888';
      await dialog.getByPlaceholder('请输入新的手机号码').fill(mobile);
      const answer = readDb(t.server, (db) => db.prepare('SELECT answer FROM captchas WHERE key = ?').pluck().get(key) as string);
      await dialog.getByLabel('图形验证码', { exact: true }).fill(answer);
      await send.click();
      await toastSaying(page, '验证码已发送').waitFor();
      // the 60 s countdown has begun (a loaded machine may have taken a second or two since)
      const label = await send.innerText();
      expect(label).toMatch(/^\d{1,2}s后重新获取$/);
      expect(Number.parseInt(label, 10)).toBeGreaterThan(50);
      expect(await send.isDisabled()).toBe(true);
      await shot(page, dialog, 'edit-mobile-dialog.png');

      await page.clock.fastForward(61_000);
      await dialog.getByRole('button', { name: '获取验证码' }).waitFor();
      expect(await send.isDisabled()).toBe(false);

      const code = readDb(t.server, (db) => db.prepare('SELECT code FROM mobile_codes WHERE mobile = ?').pluck().get(mobile) as string);
      await dialog.getByLabel('短信验证码', { exact: true }).fill(code);
      await dialog.getByRole('button', { name: '确定' }).click();
      await toastSaying(page, '操作成功').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, BRANCH).getByText(mobile).waitFor();
    });

    it('lists the confirm logs with time, a tag for confirm_status and the content', async () => {
      const { page } = t;
      await openPage(page, BRANCHES);
      const dialog = await openRowDialog(page, BRANCH, '审核记录', /审核记录/);
      await tableRows(dialog).first().waitFor();
      const branches = await api<{ data: { id: number; name: string }[] }>(page, t.server, `/api/organization/school-branches?name=${encodeURIComponent(BRANCH)}`);
      type Logs = { confirm_logs: { created_at: string; confirm_status: boolean; content: string }[] };
      const logs = await api<Logs>(page, t.server, `/api/organization/school-branches/${branches.data[0]?.id}/confirm-logs`);
      expect(logs.confirm_logs.length).toBeGreaterThan(0);
      await shot(page, dialog, 'confirm-logs-dialog.png');
      expect(await rowTexts(dialog)).toEqual(logs.confirm_logs.map((log) => [log.created_at, log.confirm_status ? '审核通过' : '审核未通过', log.content]));
    });
  });

  describe('course content and teaching teachers', () => {
    it('saves info.content from the editor (with an uploaded image) and a certificate image, and reads them back', async () => {
      const { page } = t;
      await openPage(page, COURSES);
      let dialog = await openRowDialog(page, COURSE, '课程内容', /课程内容/);
      const editor = dialog.getByRole('textbox', { name: '课程内容' });
      // a new paragraph after the last one. The editor reads the caret on selectionchange, a task
      // that Chromium may run after the next key (input goes first on a busy machine: Enter then
      // split the heading at the top), so the keys wait until the editor's own caret (tiptap
      // keeps the editor on its element) is at the end of that paragraph, not the page's
      await editor.locator('p').last().click();
      await page.keyboard.press('End');
      type Head = { parent: { textContent: string; content: { size: number } }; parentOffset: number };
      await page.waitForFunction((element) => {
        const head = (element as HTMLElement & { editor?: { state: { selection: { $head: Head } } } }).editor?.state.selection.$head;
        return Boolean(head && head.parent.textContent.endsWith('学员。') && head.parentOffset === head.parent.content.size);
      }, await editor.elementHandle());
      await page.keyboard.press('Enter');
      await page.keyboard.type('E2E 课程大纲段落');
      await dialog.getByRole('button', { name: '加粗' }).click();
      await page.keyboard.type('加粗文字');

      await dialog.getByRole('button', { name: '插入图片' }).click();
      const imageDialog = dialogTitled(page, '插入图片');
      await imageDialog.locator('input[type="file"]').setInputFiles({ name: '大纲图.png', mimeType: 'image/png', buffer: PNG });
      await editor.locator('img[alt="大纲图"]').waitFor();
      expect(await editor.locator('img[alt="大纲图"]').getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);

      const certificates = formField(dialog, '结业证书');
      const before = Number((await certificates.getByLabel('图片数量').innerText()).split('/')[0]);
      await certificates.locator('input[type="file"]').setInputFiles({ name: '证书.png', mimeType: 'image/png', buffer: PNG });
      await certificates.getByLabel('图片数量').filter({ hasText: `${before + 1}/9` }).waitFor();
      await shot(page, dialog, 'content-dialog.png');
      await dialog.getByRole('button', { name: '保存' }).click();
      await toastSaying(page, '操作成功').waitFor();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openRowDialog(page, COURSE, '课程内容', /课程内容/);
      const reloaded = dialog.getByRole('textbox', { name: '课程内容' });
      await reloaded.locator('p', { hasText: 'E2E 课程大纲段落' }).waitFor();
      expect(await reloaded.locator('strong').allInnerTexts()).toContain('加粗文字');
      await reloaded.locator('img[alt="大纲图"]').waitFor();
      await formField(dialog, '结业证书').getByLabel('图片数量').filter({ hasText: `${before + 1}/9` }).waitFor();

      const courses = await api<{ data: { id: number }[] }>(page, t.server, `/api/organization/fxl-school-train-class?name=${encodeURIComponent(COURSE)}`);
      const saved = await api<{ info: { content: string }; jieyezhengshu: string[] }>(page, t.server, `/api/organization/fxl-school-train-class/${courses.data[0]?.id}`);
      expect(saved.info.content).toMatch(/<p>E2E 课程大纲段落<strong>加粗文字<\/strong><img src="\/uploads\/[^"]+\.png" alt="大纲图"><\/p>$/);
      expect(saved.jieyezhengshu).toHaveLength(before + 1);
    });

    it('lists the teaching teachers (已同步 / 未同步), adds a pool teacher and a new one, removes one, and saves', async () => {
      const { page } = t;
      await openPage(page, COURSES);
      let dialog = await openRowDialog(page, COURSE, '授课教师', /授课教师/);
      const table = tableIn(dialog);
      await tableRows(table).first().waitFor();
      const before = await rowTexts(table);
      expect(before.filter((row) => row[3] === '已同步').length).toBeGreaterThanOrEqual(2);
      expect(before.find((row) => row[1] === '林海')?.[3]).toBe('未同步');

      await dialog.getByRole('combobox', { name: '选择已有教师' }).click();
      const option = visibleOptions(page).first();
      const [picked = ''] = (await option.innerText()).split('（');
      expect(before.map((row) => row[1])).not.toContain(picked);
      await clickOption(option);
      await dialog.getByRole('button', { name: /添加$/ }).click();

      await dialog.getByRole('button', { name: '新增教师' }).click();
      const form = dialog.getByRole('region', { name: '新增教师' });
      await form.getByRole('button', { name: '加入列表' }).click();
      await form.getByText('请输入姓名').waitFor();
      await form.getByText('请输入职称').waitFor();
      const [name, post] = [form.getByRole('textbox').nth(0), form.getByRole('textbox').nth(1)];
      await name.fill('周新E2E');
      await post.fill('企业导师');
      await form.getByRole('button', { name: '加入列表' }).click();
      await form.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: '移除 林海' }).click();
      await shot(page, dialog, 'teachers-dialog.png');

      await dialog.getByRole('button', { name: '保存' }).click();
      await toastSaying(page, '操作成功').waitFor();
      await dialog.waitFor({ state: 'detached' });

      dialog = await openRowDialog(page, COURSE, '授课教师', /授课教师/);
      await dialog.getByText('周新E2E').waitFor();
      const after = (await rowTexts(tableIn(dialog))).map((row) => [row[1], row[3]]);
      expect(after).toEqual([...before.filter((row) => row[1] !== '林海').map((row) => [row[1], row[3]]), [picked, '已同步'], ['周新E2E', '未同步']]);
    });
  });

  describe('payment QR of an order', () => {
    /** A new order waiting for payment (a recharge), found with the page's 订单号 search. */
    async function pendingOrder(page: Page): Promise<{ orderNo: string; row: Locator }> {
      await openPage(page, ORDERS);
      const { order_no: orderNo } = await api<{ order_no: string }>(page, t.server, '/api/organization/common/order-recharge', { amount: 100, pay_type: 'wechat' });
      await page.getByPlaceholder('请输入订单号').fill(orderNo);
      await page.getByRole('button', { name: '查询' }).click();
      const row = rowOf(page, orderNo);
      await row.getByRole('button', { name: '去支付' }).waitFor();
      return { orderNo, row };
    }

    it('shows the QR, says 尚未支付成功 before paying, then sees the payment made on the mock-pay page', async () => {
      const { page } = t;
      const { orderNo, row } = await pendingOrder(page);
      const launched = page.waitForResponse((response) => response.url().includes('order-launch-pay-request'));
      await row.getByRole('button', { name: '去支付' }).click();
      const qrCode = ((await (await launched).json()) as { data: { qr_code: string } }).data.qr_code;
      const dialog = dialogTitled(page, '扫码支付');
      const svg = dialog.getByRole('img', { name: '支付二维码' }).locator('svg');
      await svg.waitFor();
      expect([await svg.getAttribute('width'), await svg.getAttribute('height')]).toEqual(['300', '300']);
      await dialog.getByText(orderNo).waitFor();
      expect(await dialog.locator('.payment-qr-amount').innerText()).toBe('¥100.00');
      await shot(page, dialog, 'pay-dialog.png');

      await dialog.getByRole('button', { name: '支付完成' }).click();
      await toastSaying(page, '尚未支付成功').waitFor();

      // the phone that scans the QR opens the mock cashier, which pays the order
      expect((await fetch(qrCode)).status).toBe(200);
      // the whole text: 尚未支付成功 above may still be showing, and it contains 支付成功
      await toastSaying(page, /^支付成功$/).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, orderNo).getByText('已支付').waitFor();
    });

    it('asks 支付尚未完成，确定关闭吗？ on Esc and 取消, and says 您取消了支付 once confirmed', async () => {
      const { page } = t;
      const { orderNo, row } = await pendingOrder(page);
      await row.getByRole('button', { name: '去支付' }).click();
      const dialog = dialogTitled(page, '扫码支付');
      await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
      const ask = questionSaying(page, '支付尚未完成，确定关闭吗？');
      await dialog.getByRole('button', { name: '支付完成' }).focus();
      await page.keyboard.press('Escape');
      await opened(ask);
      await ask.getByRole('button', { name: '取消' }).click();
      await ask.waitFor({ state: 'detached' });
      await dialog.getByRole('img', { name: '支付二维码' }).waitFor();
      await dialog.getByRole('button', { name: '取消' }).click();
      await opened(ask);
      await ask.getByRole('button', { name: '确定' }).click();
      await toastSaying(page, '您取消了支付').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await rowOf(page, orderNo).getByText('待支付').waitFor();
    });
  });
});
