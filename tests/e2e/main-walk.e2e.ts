// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_AUTH, fillBaseForm, item } from './support/auth-form-helpers.ts';
import { clickRowAction, login, useBrowser, visitInApp } from './support/harness.ts';
import { dialogTitled, questionSaying } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { chooseOption, chosenIn } from './support/drivers/select.ts';
import { tableRow, tableRows } from './support/drivers/table.ts';
import { treeCheckbox, treeNodesWith } from './support/drivers/tree.ts';

// Issue 25: the main walk (login, dashboard, a list page's add, edit and delete, the auth form,
// 通知中心, 个人中心, recharge, 待缴费, 角色管理) against the reference server in both of its answer
// dialects (server/README.md, Answer dialects): `plain`, and `php`, where numbers come as text,
// numeric text as numbers, times as 10-digit seconds, flags as 0/1, "" as null, {} as [], keys
// left out. Every screen must work alike, and what the app sends must be the same body in both:
// the liberal reading never changes what is written back (longitude and latitude as text).

const DIALECTS = ['plain', 'php'] as const;
const MAJORS = '/fxl-school/fxl-school.major';

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const rows = (page: Page) => tableRows(view(page));
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The console's drift report lines (adapters/http/drift.ts), with the report switched on in the runtime config. */
async function withDriftReport(page: Page): Promise<string[]> {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[接口数据]')) lines.push(message.text());
  });
  await page.route('**/runtime-config.json', (route) => route.fulfill({ json: { reportContractDrift: true } }));
  return lines;
}

/** The JSON bodies the app sends with `method` to paths matching `path` (page.route sees Request bodies). */
async function recordBodies(page: Page, method: string, path: RegExp): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() === method) sent.push(JSON.parse(request.postData() ?? 'null') as unknown);
      await route.continue();
    },
  );
  return sent;
}

describe.each(DIALECTS)('the main walk against the %s dialect (issue 25)', { timeout: 90_000 }, (dialect) => {
  // the main walk as most users have it: no data saver, the idle warm-up on
  const t = useBrowser(() => ({ REFERENCE_DIALECT: dialect }), { saveData: false, samePage: true });

  it('logs in on the login screen; the dashboard and the profile show what the server stores; nothing is left out', async () => {
    const drift = await withDriftReport(t.page);
    await login(t.page, 'demo-school', '/dashboard', { screen: true });
    await t.page.getByRole('group', { name: '账户余额' }).getByText('¥12,860.00').waitFor();
    await t.page.locator('.navbar-balance').getByText('¥12,860.00').waitFor();

    await visitInApp(t.page, '/comProfile/comProfile');
    const profile = t.page.locator('.profile-page');
    await profile.getByText('demo-school', { exact: true }).waitFor();
    expect(await profile.getByTestId('profile-mobile').textContent()).toBe('13800000001');
    expect(await profile.getByTestId('profile-consume').textContent()).toBe('¥3,420.50');
    expect(await profile.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).count()).toBe(1);
    await profile.getByRole('button', { name: '修改昵称' }).click();
    const box = dialogTitled(t.page, '修改昵称');
    await box.getByLabel('昵称').fill('张老师');
    await box.getByRole('button', { name: '保存' }).click();
    await toastSaying(t.page, '昵称已修改').waitFor();
    await expect.poll(() => t.page.locator('.navbar-name').textContent()).toBe('阳光示范学校 · 张老师');

    expect(drift.filter((line) => line.includes('已舍弃'))).toEqual([]);
    if (dialect === 'php') {
      expect(drift).toContain('[接口数据] organization/profile data.mobile：收到 13800000001，按文字读取');
      expect(drift.some((line) => /^\[接口数据\] organization\/profile data\.created_at：收到 \d{10}，按时间读取$/.test(line))).toBe(true);
    }
    expect(t.errors).toEqual([]);
  });

  it('a list page: adds, edits and deletes a major, sending the same bodies; a branch edit sends longitude and latitude as text', async () => {
    await login(t.page, 'demo-school', MAJORS);
    await row(t.page, '会计学').waitFor();
    // the 创建时间 column in one format, whatever the server sent
    expect(await row(t.page, '会计学').textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const added = await recordBodies(t.page, 'POST', /^\/api\/organization\/school-majors$/);
    const edited = await recordBodies(t.page, 'PATCH', /^\/api\/organization\/school-majors\/\d+$/);

    await view(t.page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = dialogTitled(t.page, '新增专业');
    await add.getByPlaceholder('请输入专业名称').fill('智能制造工程');
    await chooseOption(formField(add, '层次'), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    await add.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await add.waitFor({ state: 'detached' });
    expect(added).toEqual([expect.objectContaining({ name: '智能制造工程', level: 2, years: '2.5', tuition: '4600' })]);
    await row(t.page, '智能制造工程').waitFor();

    // the edit dialog is filled from the detail answer, and saves what it shows
    await row(t.page, '会计学').getByRole('button', { name: '编辑', exact: true }).click();
    const edit = dialogTitled(t.page, '编辑专业');
    await expect.poll(() => edit.getByPlaceholder('请输入学费（元/年）').inputValue()).toBe('4200');
    expect(await edit.getByPlaceholder('请输入学制（年）').inputValue()).toBe('2.5');
    await edit.getByPlaceholder('请输入专业名称').fill('会计学（财务方向）');
    await edit.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await edit.waitFor({ state: 'detached' });
    // the options as the config gives them; numbers as the backend spelled them (4200 or "4200")
    expect(edited).toEqual([expect.objectContaining({ name: '会计学（财务方向）', level: 2, study_type: 1 })]);
    const { years, tuition } = edited[0] as { years: unknown; tuition: unknown };
    expect([Number(years), Number(tuition)]).toEqual([2.5, 4200]);
    await row(t.page, '会计学（财务方向）').waitFor();

    await clickRowAction(row(t.page, '智能制造工程'), '删除');
    await questionSaying(t.page).last().getByRole('button', { name: '确认' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await row(t.page, '智能制造工程').waitFor({ state: 'detached' });

    // a branch's coordinates: numbers in the php answer, text in the body (spec section 3)
    await visitInApp(t.page, '/school-branch/school-branch');
    const branches = await recordBodies(t.page, 'PATCH', /^\/api\/organization\/school-branches\/\d+$/);
    await row(t.page, '朝阳学习中心').getByRole('button', { name: '编辑', exact: true }).click();
    const branch = dialogTitled(t.page, '编辑分支机构');
    await branch.getByText('经度：116.481488').waitFor();
    await branch.getByRole('button', { name: '确定' }).click();
    // the delete's 操作成功 may still be showing: the dialog closes only when this save has succeeded
    await branch.waitFor({ state: 'detached' });
    await toastSaying(t.page, '操作成功').waitFor();
    expect(branches).toEqual([expect.objectContaining({ mobile: '13911020002', info: { longitude: '116.481488', latitude: '39.990464', address: '北京市朝阳区望京街10号' } })]);
    expect(Number((branches[0] as { price: unknown }).price)).toBe(4000);
    // the areas as the areas call spells its ids (numbers plain, text in php): what was chosen from it
    expect((branches[0] as { area_ids: unknown[] }).area_ids.map(String)).toEqual(['110000', '110100', '110105']);
    expect(t.errors).toEqual([]);
  });

  it('the auth form: 保存并提交 sends what was filled in, and 重置页面 shows it again from the show answer', async () => {
    await login(t.page, 'auth-status-0', BASE_AUTH);
    const form = view(t.page);
    const sent = await recordBodies(t.page, 'POST', /\/school-auth-form\/update$/);
    await fillBaseForm(t.page);
    await form.getByRole('button', { name: '保存并提交' }).click();
    await t.page.getByText('设置成功').waitFor();
    await form.getByRole('heading', { name: '等待系统审核' }).waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 1, is_branch: 0, is_head: 0, phone: '010-62345678', info: { longitude: '116.407526', latitude: '39.90403', address: '北京市海淀区学院路 38 号' } });
    // chosen from the categories call, whose ids the php dialect spells as text: sent as that option's id
    expect(String((sent[0] as { category_id: unknown }).category_id)).toBe('1');

    // the saved values come back through the show answer, in the dialect's spelling, and show alike
    await form.getByRole('button', { name: '重置页面' }).click();
    await form.getByText('经度：116.407526').waitFor();
    expect(await chosenIn(item(form, '机构类别')).textContent()).toBe('普通高等学校');
    expect(await chosenIn(item(form, '机构类型')).textContent()).toBe('学历教育学校');
    expect(await item(form, '招生办电话').locator('input').inputValue()).toBe('010-62345678');
    expect(await chosenIn(item(form, '所在地区')).textContent()).toMatch(/\S+ \/ \S+ \/ \S+/);
    // (the map dialog's tiles come from the internet, which this machine does not reach)
    expect(t.errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('通知中心 reads a notice, and the bell counts one less', async () => {
    await login(t.page, 'demo-school', '/message/moreMessage');
    await t.page.locator('.notice-bell').and(t.page.getByLabel('通知，10 条未读')).waitFor();
    const unread = tableRows(t.page.locator('.notice-centre')).filter({ has: t.page.locator('.notice-centre-tag', { hasText: '未读' }) }).first();
    const title = (await unread.locator('.notice-centre-title').textContent())?.trim() ?? '';
    expect(await unread.textContent()).toMatch(/前|刚刚|\d{4}-\d{2}-\d{2}/);
    await unread.getByRole('button', { name: `查看：${title}`, exact: true }).click();
    await t.page.getByRole('dialog', { name: '阅读消息' }).getByRole('heading', { name: title, exact: true }).waitFor();
    await t.page.locator('.notice-bell').and(t.page.getByLabel('通知，9 条未读')).waitFor();
    expect(t.errors).toEqual([]);
  });

  it('recharge shows its QR; 待缴费 lists its orders; 角色管理 adds a role', async () => {
    await login(t.page, 'demo-school', '/order/order.order');
    await t.page.getByRole('button', { name: '充值', exact: true }).click();
    const recharge = t.page.getByRole('dialog', { name: '账户充值' });
    await recharge.getByRole('button', { name: '确定' }).click();
    const pay = t.page.getByRole('dialog', { name: '扫码支付' });
    await pay.getByRole('img', { name: '支付二维码' }).locator('svg').waitFor();
    expect(await pay.locator('.payment-qr-amount').innerText()).toBe('¥100.00');
    await pay.getByRole('button', { name: '取消' }).click();
    await questionSaying(t.page, '支付尚未完成，确定关闭吗？').getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '您取消了支付').waitFor();

    await visitInApp(t.page, '/branchPay/branchPay');
    await rows(t.page).first().waitFor();
    expect(await rows(t.page).count()).toBe(5);
    expect(await rows(t.page).first().textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    await visitInApp(t.page, '/comProfile/comProfile.roles');
    await view(t.page).getByRole('cell', { name: '超级管理员' }).waitFor();
    await view(t.page).getByRole('button', { name: '新增角色' }).click();
    const editor = dialogTitled(t.page, '新增角色');
    await editor.getByLabel('角色名称').fill('招生专员');
    await treeCheckbox(treeNodesWith(editor, '专业管理')).first().click();
    await editor.getByRole('button', { name: '保存' }).click();
    await editor.waitFor({ state: 'detached' });
    await tableRow(view(t.page), '招生专员').waitFor();
    expect(t.errors).toEqual([]);
  });
});
