import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_AUTH, endSession, fillBaseForm, item, pick, review, tokenOf, view } from './support/auth-form-helpers.ts';
import { armFault, DEMO_PASSWORD, login, useBrowser } from './support/harness.ts';
import { opened, questionSaying } from './support/drivers/dialog.ts';

// The auth form's road from status 0 (issue 11): validation first, a real upload and the map
// dialog, a failed save that keeps everything, the submit, then the reviewer moving it through
// 2 -> 4; and a session ending while the user types, whose values come back after the login.

const UPDATE = '/api/organization/school-auth-form/update';
const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('org-draft:')));

describe('submitting the auth form from status 0', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });

  it('validates first, keeps everything on a failed save, sends all values plus is_head, then follows the review 2 -> 4', async () => {
    await login(t.page, 'auth-status-0', BASE_AUTH);
    const form = view(t.page);
    const sent: unknown[] = [];
    t.page.on('request', (request) => {
      if (request.url().includes(UPDATE)) sent.push(request.method());
    });
    await form.getByRole('button', { name: '保存并提交' }).click();
    for (const message of ['请选择机构类别', '请选择机构类型', '请上传办学许可证', '请选择坐标', '请输入学校简介']) await form.getByText(message).first().waitFor();
    expect(sent).toEqual([]);
    // issue 29 item 3: a message follows the field's label (985 renames 学校简介 大学简介), and a
    // value set by a condition (是否分支机构 是 sets 机构类型) takes the message under it away
    await pick(form, '机构类别', '双一流高校');
    await item(form, '大学简介').getByText('请输入大学简介').waitFor();
    expect(await form.getByText('请输入学校简介').count()).toBe(0);
    await item(form, '是否分支机构').getByRole('radio', { name: '是', exact: true }).check();
    await item(form, '机构类型').getByText('分支机构').waitFor();
    await item(form, '机构类型').getByText('请选择机构类型').waitFor({ state: 'detached' });
    await item(form, '是否分支机构').getByRole('radio', { name: '否', exact: true }).check();

    await fillBaseForm(t.page);
    // a failed save (500): the catalogue's toast only, every value stays, and a draft is kept
    await armFault(t.server, { method: 'POST', path: UPDATE, status: 500 });
    const failed = t.page.waitForResponse((response) => response.url().includes(UPDATE));
    await form.getByRole('button', { name: '保存并提交' }).click();
    expect((await failed).status()).toBe(500);
    await t.page.getByText('服务器500错误，请联系管理员').waitFor();
    expect(await t.page.getByText('设置成功').count()).toBe(0);
    expect(await item(form, '招生办电话').locator('input').inputValue()).toBe('010-62345678');
    expect(await drafts(t.page)).toHaveLength(1);

    // a 422 naming a field: the toast of the first, and the field itself marked and focused (issue 31 item 5)
    await armFault(t.server, { method: 'POST', path: UPDATE, status: 422, message: '提交的数据有误', body: { errors: { phone: ['招生办电话已被其他机构使用'] } } });
    await form.getByRole('button', { name: '保存并提交' }).click();
    await item(form, '招生办电话').getByText('招生办电话已被其他机构使用').waitFor();
    await expect.poll(() => item(form, '招生办电话').locator('input').evaluate((input) => input === document.activeElement)).toBe(true);
    // changing the field takes the server's word away
    await item(form, '招生办电话').locator('input').fill('010-62345679');
    await item(form, '招生办电话').getByText('招生办电话已被其他机构使用').waitFor({ state: 'detached' });
    await item(form, '招生办电话').locator('input').fill('010-62345678');

    const saved = t.page.waitForResponse((response) => response.url().includes(UPDATE) && response.status() === 200);
    await form.getByRole('button', { name: '保存并提交' }).click();
    await saved;
    await t.page.getByText('设置成功').waitFor();
    await form.getByRole('heading', { name: '等待系统审核' }).waitFor();
    expect(await drafts(t.page)).toEqual([]);
    expect(sent).toHaveLength(3);
    // what the server keeps is what was sent: every value plus is_head
    const token = await tokenOf(t.page);
    const shown = (await (await fetch(`${t.server.url}/api/organization/school-auth-form/show?form=school-auth`, { headers: { 'org-token': token, 'site-name': 'cepsp', accept: 'application/json' } })).json()) as { data: Record<string, unknown> };
    const body = shown.data;
    expect(body).toMatchObject({ category_id: 1, type: 1, is_branch: 0, is_head: 0, phone: '010-62345678', name: '认证示范学院0' });
    expect(body.license).toMatch(/^uploads\/.+\.pdf$/);
    expect(body.images).toHaveLength(3);
    expect(body.info).toMatchObject({ longitude: '116.407526', latitude: '39.90403', address: '北京市海淀区学院路 38 号' });
    expect(body.area_ids).toHaveLength(3);
    expect(body.status).toBe(1);

    await review(t.server, token, 2, 'school-auth');
    await t.page.reload();
    await view(t.page).getByRole('heading', { name: '渠道审核通过' }).waitFor();
    await review(t.server, token, 4, 'school-auth');
    await t.page.reload();
    await view(t.page).getByRole('heading', { name: '终审通过' }).waitFor();
  });
});

describe('a session ending while the auth form is being filled', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('keeps what was typed for this account, and offers it back after logging in again', async () => {
    await login(t.page, 'auth-status-0', BASE_AUTH);
    const form = view(t.page);
    await pick(form, '机构类型', '职业培训机构');
    await item(form, '学校简介').locator('textarea').fill('会话过期前填写的简介');
    await item(form, '招生办电话').locator('input').fill('010-88886666');
    await t.page.waitForLoadState('networkidle');
    await endSession(t.server, await tokenOf(t.page));

    // the next call of the form (an upload) meets the 402
    await item(form, '办学许可证').locator('input[type=file]').setInputFiles({ name: '许可证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await t.page.getByText('登录过期，请重新登录').waitFor();
    await t.page.waitForURL((url) => url.pathname === '/login');
    expect(await drafts(t.page)).toHaveLength(1);

    // another account on this browser sees nothing of it
    await t.page.getByLabel('用户名').fill('auth-status-3');
    await t.page.getByLabel('密码').fill(DEMO_PASSWORD);
    await t.page.getByRole('button', { name: '登录' }).click();
    await t.page.waitForURL((url) => url.pathname.startsWith('/school-auth/'));
    await view(t.page).getByRole('heading', { name: '渠道审核未通过' }).waitFor();
    expect(await t.page.getByText('已恢复您上次未提交的内容').count()).toBe(0);
    expect(await t.page.getByText('检测到未保存的内容，是否恢复？').count()).toBe(0);

    await t.page.evaluate(() => localStorage.removeItem('org-Token'));
    await login(t.page, 'auth-status-0', BASE_AUTH);
    const again = view(t.page);
    // asked first, nothing put back silently
    const ask = questionSaying(t.page, '检测到未保存的内容，是否恢复？');
    await opened(ask);
    expect(await item(again, '招生办电话').locator('input').inputValue()).toBe('');
    await ask.getByRole('button', { name: '恢复', exact: true }).click();
    await again.getByText('已恢复您上次未提交的内容').waitFor();
    expect(await item(again, '学校简介').locator('textarea').inputValue()).toBe('会话过期前填写的简介');
    expect(await item(again, '招生办电话').locator('input').inputValue()).toBe('010-88886666');
    expect(await item(again, '机构类型').innerText()).toContain('职业培训机构');
    // 放弃这些内容: back to the saved data, and the draft is gone
    await again.getByRole('button', { name: '放弃这些内容' }).click();
    await expect.poll(() => item(again, '招生办电话').locator('input').inputValue()).toBe('');
    expect(await drafts(t.page)).toEqual([]);
  });
});
