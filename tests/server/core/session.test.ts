import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCaptcha, coreServerForFile, type CoreServer } from './helpers.ts';

const server = coreServerForFile();

async function captcha(s: CoreServer) {
  const answer = await s.call('/api/common/captcha');
  expect(answer.json.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
  return { key: answer.json.data.key as string, text: readCaptcha(s.db, answer.json.data.key as string) };
}

/** Sends a mobile code and gives it, read from the server log. */
async function mobileCode(s: CoreServer, mobile: string): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const { key, text } = await captcha(s);
  const sent = await s.call('/api/common/send-mobile-code', { method: 'POST', body: { mobile, captcha_key: key, captcha: text } });
  expect(sent.json).toMatchObject({ code: 200, message: '操作成功' });
  const line = log.mock.calls.map((args) => String(args[0])).find((text) => text.includes(mobile));
  log.mockRestore();
  const code = /验证码：(\d{6})/.exec(line ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

afterEach(() => {
  vi.useRealTimers();
  delete process.env.SESSION_TTL_HOURS;
});

describe('session: login, profile and 402', () => {
  it('logs in with user_name and password and answers the token', async () => {
    const answer = await server.call('/api/organization/login', { method: 'POST', body: { user_name: 'demo-school', password: 'Demo@2026' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 200, message: '操作成功', data: { token: expect.any(String), expires_at: expect.any(String) } });
  });

  it('answers every user-info field of spec section 3', async () => {
    const token = await server.login('demo-school');
    const { json } = await server.call('/api/organization/profile', { token });
    expect(Object.keys(json.data)).toEqual(
      expect.arrayContaining([
        'id', 'top_id', 'user_type', 'nick_name', 'user_name', 'mobile', 'avatar', 'created_at', 'groups', 'menu_tree',
        'menu_tree2', 'consume_amount', 'balance', 'uninvoiced_amount', 'showAuthImage', 'is_shcool', 'is_school',
        'has_branch', 'school',
      ]),
    );
    expect(json.data).toMatchObject({
      user_name: 'demo-school',
      is_shcool: 1,
      is_school: 1,
      balance: 12860,
      groups: [{ id: 1 }],
      school: { id: expect.any(Number), name: '阳光示范学校', logo: expect.stringMatching(/^uploads\//), name_auth: 2 },
    });
    expect(json.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(Array.isArray(json.data.menu_tree)).toBe(true);
    const branch = await server.call('/api/organization/profile', { token: await server.login('demo-branch') });
    expect(branch.json.data).toMatchObject({ is_shcool: 0, is_school: 0 });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'not-a-token'],
  ])('answers 402 登录过期，请重新登录 with %s', async (_, token) => {
    const answer = await server.call('/api/organization/profile', { token });
    expect(answer.status).toBe(402);
    expect(answer.json).toEqual({ code: 402, message: '登录过期，请重新登录' });
  });

  it('answers 402 once the token outlives SESSION_TTL_HOURS', async () => {
    // the server's clock is moved on, not waited for: a busy machine cannot make it flaky
    process.env.SESSION_TTL_HOURS = '1';
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const token = await server.login('demo-branch');
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await server.call('/api/organization/profile', { token })).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect((await server.call('/api/organization/profile', { token })).status).toBe(402);
  });

  it('answers 422 with the field messages for a missing or wrong password', async () => {
    const missing = await server.call('/api/organization/login', { method: 'POST', body: { user_name: 'demo-school' } });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ code: 422, message: '请输入密码', errors: { password: ['请输入密码'] } });
    const wrong = await server.call('/api/organization/login', { method: 'POST', body: { user_name: 'nobody', password: 'x' } });
    expect(wrong.json).toMatchObject({ code: 422, message: '用户名或密码错误' });
    const broken = await server.call('/api/organization/login', { method: 'POST', body: '{not json', headers: {} });
    expect(broken.status).toBe(422);
  });

  it('asks for a captcha after three failed attempts, and takes it once, in any case', async () => {
    const needs = async () => (await server.call('/api/organization/login/need-captcha?user_name=auth-status-0')).json.data.need_captcha;
    expect(await needs()).toBe(false);
    for (let i = 0; i < 3; i++) {
      await server.call('/api/organization/login', { method: 'POST', body: { user_name: 'auth-status-0', password: 'wrong' } });
    }
    expect(await needs()).toBe(true);
    const right = { user_name: 'auth-status-0', password: 'Demo@2026' };
    const without = await server.call('/api/organization/login', { method: 'POST', body: right });
    expect(without.json).toMatchObject({ code: 422, errors: { captcha: ['请输入图形验证码'] } });

    const first = await captcha(server);
    const wrong = await server.call('/api/organization/login', { method: 'POST', body: { ...right, captcha_key: first.key, captcha: 'zzzz' } });
    expect(wrong.json).toMatchObject({ code: 422, message: '图形验证码错误或已过期', need_captcha: true });
    const reused = await server.call('/api/organization/login', { method: 'POST', body: { ...right, captcha_key: first.key, captcha: first.text } });
    expect(reused.json.message).toBe('图形验证码错误或已过期');

    const second = await captcha(server);
    const ok = await server.call('/api/organization/login', {
      method: 'POST',
      body: { ...right, captcha_key: second.key, captcha: second.text.toLowerCase() },
    });
    expect(ok.json).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    expect(await needs()).toBe(false);
  });

  it('logs out: the token no longer works', async () => {
    const token = await server.login('demo-branch');
    expect((await server.call('/api/organization/logout', { method: 'POST', token })).json.message).toBe('操作成功');
    expect((await server.call('/api/organization/profile', { token })).status).toBe(402);
  });
});

describe('session: mobile codes, quick login, forgotten password, registration', () => {
  it('sends a code once a minute, only with a right captcha', async () => {
    const noCaptcha = await server.call('/api/common/send-mobile-code', { method: 'POST', body: { mobile: '13600000003' } });
    expect(noCaptcha.json).toMatchObject({ code: 422, message: '请先获取图形验证码' });
    const badMobile = await server.call('/api/common/send-mobile-code', { method: 'POST', body: { mobile: '123', captcha_key: 'k', captcha: 'a' } });
    expect(badMobile.json.message).toBe('请输入正确的手机号码');
    await mobileCode(server, '13600000003');
    const { key, text } = await captcha(server);
    const again = await server.call('/api/common/send-mobile-code', { method: 'POST', body: { mobile: '13600000003', captcha_key: key, captcha: text } });
    expect(again.json.message).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });

  it('logs in by mobile code, which works once', async () => {
    const code = await mobileCode(server, '13600000002');
    const wrong = await server.call('/api/organization/quick-login', { method: 'POST', body: { mobile: '13600000002', code: '000000' === code ? '111111' : '000000' } });
    expect(wrong.json).toMatchObject({ code: 422, message: '短信验证码错误或已过期' });
    const ok = await server.call('/api/organization/quick-login', { method: 'POST', body: { mobile: '13600000002', code } });
    const profile = await server.call('/api/organization/profile', { token: ok.json.data.token });
    expect(profile.json.data.user_name).toBe('low-balance');
    const again = await server.call('/api/organization/quick-login', { method: 'POST', body: { mobile: '13600000002', code } });
    expect(again.status).toBe(422);
    const unknown = await server.call('/api/organization/quick-login', { method: 'POST', body: { mobile: '13111111111', code } });
    expect(unknown.json.message).toBe('该手机号未注册');
  });

  it('resets a forgotten password with a mobile code and ends the old sessions', async () => {
    const old = await server.login('onboarding-5');
    const code = await mobileCode(server, '13700000005');
    const check = await server.call('/api/organization/forget-password', { method: 'POST', body: { mobile: '13700000005', code } });
    expect(check.json).toMatchObject({ code: 200, data: { user_name: 'onboarding-5' } });
    const mismatch = await server.call('/api/organization/forget-password', {
      method: 'PATCH',
      body: { mobile: '13700000005', code, password: 'New@2027', password_confirmation: 'Other@2027' },
    });
    expect(mismatch.json.message).toBe('两次输入的密码不一致');
    const reset = await server.call('/api/organization/forget-password', {
      method: 'PATCH',
      body: { mobile: '13700000005', code, password: 'New@2027', password_confirmation: 'New@2027' },
    });
    expect(reset.json.message).toBe('操作成功');
    expect((await server.call('/api/organization/profile', { token: old })).status).toBe(402);
    await expect(server.login('onboarding-5')).rejects.toThrow('用户名或密码错误');
    await server.login('onboarding-5', 'New@2027');
  });

  it('registers a school: a new account at onboarding step 1, logged in', async () => {
    const code = await mobileCode(server, '13512345678');
    const body = { user_name: 'new-school', password: 'Start@2026', mobile: '13512345678', code, school_name: '新星职业培训学校', category_id: 4, area_id: '110101' };
    const noCategory = await server.call('/api/organization/register-school', { method: 'POST', body: { ...body, category_id: undefined } });
    expect(noCategory.json).toMatchObject({ code: 422, message: '请选择机构类别' });
    const noArea = await server.call('/api/organization/register-school', { method: 'POST', body: { ...body, area_id: '' } });
    expect(noArea.json).toMatchObject({ code: 422, message: '请选择所在地区' });
    const taken = await server.call('/api/organization/register-school', { method: 'POST', body: { ...body, user_name: 'demo-school' } });
    expect(taken.json).toMatchObject({ code: 422, message: '用户名已存在' });
    const answer = await server.call('/api/organization/register-school', { method: 'POST', body });
    expect(answer.json.code).toBe(200);
    const profile = await server.call('/api/organization/profile', { token: answer.json.data.token });
    expect(profile.json.data).toMatchObject({ user_name: 'new-school', is_shcool: 0, popup_type: 1, school: { name: '新星职业培训学校', name_auth: 0 } });
  });

  it('updates the profile; a new password needs the old one', async () => {
    const token = await server.login('service-paused');
    const renamed = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { nick_name: '暂停服务学校（新）' } });
    expect(renamed.json).toMatchObject({ code: 200, data: { nick_name: '暂停服务学校（新）' } });
    const empty = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { nick_name: '' } });
    expect(empty.json.message).toBe('请输入用户昵称');
    const noOld = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { password: 'Next@2026' } });
    expect(noOld.json.message).toBe('请输入原密码');
    const wrongOld = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { password: 'Next@2026', old_password: 'x' } });
    expect(wrongOld.json.message).toBe('原密码错误');
    const avatar = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { avatar: 'javascript:alert(1)' } });
    expect(avatar.json.message).toBe('头像地址应为上传后的图片地址');
    const uploaded = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { avatar: 'uploads/2026/11/a.png' } });
    expect(uploaded.json.data.avatar).toBe('uploads/2026/11/a.png');
    const mobileNoCode = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { mobile: '13812345678' } });
    expect(mobileNoCode.json.message).toBe('请输入短信验证码');
  });
});
