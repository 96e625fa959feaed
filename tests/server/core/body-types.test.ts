import { beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../../engine/index.ts';
import { typeProblems } from '../../../server/routes/core/body-types.ts';
import { coreServerForFile } from './helpers.ts';

// Issue 26 item 6: every field of a core body is checked for its JSON type, with a Chinese message
// naming it: a number, a list or an object where text is meant is a 422.

const server = coreServerForFile();
let token = '';
beforeAll(async () => {
  token = await server.login('demo-school');
});

const post = (path: string, body: unknown, withToken = false) => server.call(path, { method: 'POST', body, token: withToken ? token : undefined });

describe('core bodies: the JSON type of every field', () => {
  it.each([
    ['a number', 123],
    ['a list', ['demo-school']],
    ['an object', { user_name: 'demo-school' }],
    ['true', true],
  ])('refuses a login whose user_name is %s with 422 用户名应为文字', async (_what, userName) => {
    const answer = await post('/api/organization/login', { user_name: userName, password: 'Demo@2026' });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: 422, message: '用户名应为文字', errors: { user_name: ['用户名应为文字'] } });
  });

  it('refuses a password, captcha or captcha key that is not text', async () => {
    const password = await post('/api/organization/login', { user_name: 'demo-school', password: 20262026 });
    expect(password.json).toMatchObject({ code: 422, message: '密码应为文字' });
    const captcha = await post('/api/organization/login', { user_name: 'demo-school', password: 'Demo@2026', captcha: 1234, captcha_key: ['k'] });
    expect(captcha.json.errors).toEqual({ captcha: ['图形验证码应为文字'], captcha_key: ['图形验证码标识应为文字'] });
  });

  it('refuses a file where a multipart login expects text', async () => {
    const form = new FormData();
    form.append('user_name', new Blob(['demo-school']), 'name.txt');
    form.append('password', 'Demo@2026');
    const answer = await server.call('/api/organization/login', { method: 'POST', body: form });
    expect(answer.json).toMatchObject({ code: 422, message: '用户名应为文字' });
  });

  it('checks the mobile-code, password and register bodies', async () => {
    expect((await post('/api/organization/quick-login', { mobile: 13800000001, code: '123456' })).json.message).toBe('手机号应为文字');
    expect((await post('/api/organization/quick-login', { mobile: '13800000001', code: 123456 })).json.message).toBe('短信验证码应为文字');
    const reset = await server.call('/api/organization/forget-password', {
      method: 'PATCH',
      body: { mobile: '13800000001', code: '123456', password: 'abc12345', password_confirmation: 12345678 },
    });
    expect(reset.json.message).toBe('确认密码应为文字');
    const register = await post('/api/organization/register-school', {
      user_name: 'new-school',
      password: 'abc12345',
      mobile: '13911112222',
      code: '123456',
      school_name: ['阳光'],
      category_id: [1],
      area_id: 110108,
    });
    expect(register.json.errors).toMatchObject({ school_name: ['机构名称应为文字'], category_id: ['机构类别格式有误'] });
    expect(register.json.errors.area_id).toBeUndefined();
  });

  it('checks the profile, role and pay-order bodies (a route names its own fields)', async () => {
    const profile = await server.call('/api/organization/profile', { method: 'PATCH', token, body: { nick_name: ['阳光'], old_password: 123456, password: 'abc12345' } });
    expect(profile.json.errors).toMatchObject({ nick_name: ['昵称应为文字'], old_password: ['原密码应为文字'] });
    const role = await post('/api/organization/roles', { name: 42, desc: { text: 'x' }, permission_ids: [1] }, true);
    expect(role.json.errors).toMatchObject({ name: ['角色名称应为文字'], desc: ['角色描述应为文字'] });
    const pay = await post('/api/organization/pay-orders', { status_type: 2, status_platform_help: 0, pay_type: 2, name: 1, bank_user: '6222', money: 3000 }, true);
    expect(pay.json).toMatchObject({ code: 422, message: '付款银行应为文字' });
  });

  it('takes numbers where its contract does (ids, amounts) and still logs in with text', async () => {
    const pay = await post('/api/organization/pay-orders', { status_type: 2, status_platform_help: 0, pay_type: 2, name: '工商银行', bank_user: '6222', money: 3000 }, true);
    expect(pay.status).toBe(200);
    expect(await server.login('demo-school')).toMatch(/\S{20,}/);
  });

  it('names the field without a server: typeProblems', () => {
    expect(typeProblems(contracts.loginInput, { user_name: 123, password: 'x', other: [1] })).toEqual({ user_name: '用户名应为文字' });
    expect(typeProblems(contracts.registerInput, { category_id: '12', area_id: 110108 })).toEqual({});
  });
});
