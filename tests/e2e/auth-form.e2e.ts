// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { settled } from './support/a11y-helpers.ts';
import { APPLY_FORM, BASE_AUTH, item, SEEDED_REASONS, view } from './support/auth-form-helpers.ts';
import { login, useBrowser } from './support/harness.ts';
import { dialogFooter, opened, questionSaying } from './support/drivers/dialog.ts';
import { allToasts } from './support/drivers/message.ts';
import { disabledSelect } from './support/drivers/select.ts';
import { allSteps, currentStep } from './support/drivers/steps.ts';

// The authentication form screen (spec section 2; issue 11) against the reference server: each
// seeded status's panel, 审核日志, 放弃申领, and a branch's apply road to its own auth form.

const PANELS: Record<number, { title: string; text: string }> = {
  1: { title: '等待系统审核', text: '系统正在审核' },
  2: { title: '渠道审核通过', text: '正在等待平台终审' },
  3: { title: '渠道审核未通过', text: '请根据审核意见修改后重新提交' },
  4: { title: '终审通过', text: '已通过平台终审' },
  5: { title: '终审未通过', text: '请根据审核意见修改后重新提交' },
};

describe('the auth form at each seeded status', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('auth-status-0: the form with 保存并提交 under step 1 完善公开信息', async () => {
    await login(t.page, 'auth-status-0', BASE_AUTH);
    const page = view(t.page);
    await page.getByRole('heading', { name: '完善公开信息', level: 1 }).waitFor();
    await page.getByRole('button', { name: '保存并提交' }).waitFor();
    expect(await currentStep(page).innerText()).toContain('完善公开信息');
    expect(await allSteps(page).nth(1).innerText()).toContain('系统审核结果');
    // the saved name is loaded; no panel, no 放弃申领 (not the auth_form)
    expect(await item(page, '学校全称').locator('input').inputValue()).toBe('认证示范学院0');
    expect(await page.getByRole('button', { name: '放弃申领' }).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5])('auth-status-%i: its own result panel, 重置页面, and 查看日志 only on 3 and 5', async (status) => {
    await login(t.page, `auth-status-${status}`, BASE_AUTH);
    const page = view(t.page);
    const panel = PANELS[status] as { title: string; text: string };
    await page.getByRole('heading', { name: panel.title }).waitFor();
    await page.getByText(panel.text).waitFor();
    expect(await currentStep(page).innerText()).toContain('系统审核结果');
    await page.getByRole('button', { name: '重置页面' }).waitFor();
    expect(await page.getByRole('button', { name: '查看日志' }).count()).toBe(status === 3 || status === 5 ? 1 : 0);
    const reason = SEEDED_REASONS[status];
    if (reason) await page.getByText(`审核意见：${reason}`).waitFor();
    else expect(await page.getByText('审核意见：').count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('重置页面 goes back to step 0 with the saved data and the selects disabled; 3 can be sent again', async () => {
    await login(t.page, 'auth-status-3', BASE_AUTH);
    const page = view(t.page);
    await page.getByRole('button', { name: '重置页面' }).click();
    await page.getByRole('button', { name: '保存并提交' }).waitFor();
    expect(await currentStep(page).innerText()).toContain('完善公开信息');
    expect(await item(page, '学校全称').locator('input').inputValue()).toBe('认证示范学院3');
    // the saved choices of the select fields are locked (not the free-tag 办学特色); an empty
    // required select stays open, or the form could never be sent
    await disabledSelect(item(page, '机构类别')).waitFor();
    await item(page, '机构类别').getByText('普通高等学校').waitFor();
    expect(await disabledSelect(item(page, '机构类型')).count()).toBe(0);
    expect(await item(page, '学校简介').locator('textarea').isEditable()).toBe(true);
    await page.getByRole('button', { name: '返回审核结果' }).click();
    await page.getByRole('heading', { name: '渠道审核未通过' }).waitFor();
  });

  it.each([3, 5])('auth-status-%i: 查看日志 shows only the latest entry, and neither Esc nor a click outside closes it', async (status) => {
    await login(t.page, `auth-status-${status}`, BASE_AUTH);
    await view(t.page).getByRole('button', { name: '查看日志' }).click();
    const dialog = t.page.getByRole('dialog', { name: '审核日志' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.audit-log-entry').count()).toBe(1);
    const entry = dialog.locator('.audit-log-entry');
    expect(await entry.innerText()).toMatch(/审核时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await entry.getByText('审核未通过').waitFor();
    await entry.getByText(`审核意见：${SEEDED_REASONS[status] ?? ''}`).waitFor();

    await t.page.keyboard.press('Escape');
    await t.page.mouse.click(8, 400);
    await t.page.mouse.click(1270, 780);
    // two frames later a closing dialog would be in its leave animation; it is still open
    await settled(t.page);
    expect(await dialog.isVisible()).toBe(true);
    expect(await t.page.locator('.audit-log-dialog').getAttribute('class')).not.toMatch(/leave/);
    await dialogFooter(dialog).getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('放弃申领 and the apply roads', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('放弃申领 (only on the auth_form) asks 是否放弃申领, deletes the application, says 取消成功, then goes to the site root', async () => {
    await login(t.page, 'auth-status-3', APPLY_FORM);
    const page = view(t.page);
    await page.getByRole('heading', { name: '申领学校', level: 1 }).waitFor();
    await page.getByRole('button', { name: '放弃申领' }).click();
    const confirm = questionSaying(t.page, '是否放弃申领');
    await opened(confirm);
    expect(await confirm.locator('.anticon-exclamation-circle').count()).toBe(1);
    const deleted = t.page.waitForResponse((response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/organization/school-auth-form'));
    await confirm.getByRole('button', { name: '确定' }).click();
    expect((await deleted).status()).toBe(200);
    // the site root, which opens the dashboard, with the word that the claim was withdrawn
    await t.page.waitForURL((url) => url.pathname === '/dashboard');
    await allToasts(t.page, '取消成功').waitFor();
    await t.page.goto(APPLY_FORM);
    // given up: the application starts again at step 0
    await view(t.page).getByRole('button', { name: '保存并提交' }).waitFor();
  });

  it('a branch account with an apply_id cookie lands on its own apply form (/school-auth2/…), not a 404', async () => {
    const schools = (await (await fetch(`${t.server.url}/api/common/schools?page=1&page_size=10&name=${encodeURIComponent('阳光教育集团')}`)).json()) as { data: { data: { id: number; name: string }[] } };
    const school = schools.data.data[0];
    expect(school?.name).toBe('阳光教育集团');
    await t.page.context().addCookies([{ name: 'apply_id', value: String(school?.id), url: t.server.url }]);
    await login(t.page, 'demo-branch', '/dashboard');
    await t.page.waitForURL((url) => url.pathname === '/school-auth2/school-auth.auth-form');
    const page = view(t.page);
    await page.getByRole('heading', { name: '申领学校', level: 1 }).waitFor();
    await page.getByText('阳光教育集团').first().waitFor();
    expect((await t.page.context().cookies()).some((cookie) => cookie.name === 'apply_id')).toBe(false);
    expect(await t.page.getByText('404').count()).toBe(0);
  });

  it('a branch account\'s 机构认证 menu entry opens its branchAuth form', async () => {
    await login(t.page, 'demo-branch', '/school-auth2/school-auth2.base.branchAuth');
    const page = view(t.page);
    await page.getByRole('heading', { name: '完善公开信息', level: 1 }).waitFor();
    await page.getByRole('button', { name: '保存并提交' }).waitFor();
  });
});
