import { describe, expect, it, vi } from 'vitest';
import { call, coreServerForFile } from './helpers.ts';

const server = coreServerForFile();
const faulty = coreServerForFile({ REFERENCE_FAULTS: '1' });

describe('onboarding states and statuses', () => {
  it.each([
    ['onboarding-1', 1],
    ['onboarding-2', 2],
    ['onboarding-3', 3],
    ['onboarding-4', 4],
    ['onboarding-5', 5],
  ])('gives %s the pop-up type %i in the user info', async (user, popup) => {
    const token = await server.login(user);
    const { json } = await server.call('/api/organization/profile', { token });
    expect(json.data).toMatchObject({ popup_type: popup, is_shcool: 0 });
  });

  it.each([
    ['onboarding-2', 456],
    ['onboarding-3', 435],
  ])('answers %s with %i on business calls, never on the calls that act on the prompt', async (user, status) => {
    const token = await server.login(user);
    const gated = await server.call('/api/organization/common/stat', { token });
    expect(gated.status).toBe(status);
    expect(gated.json).toMatchObject({ code: status, message: expect.any(String) });
    for (const open of ['/api/organization/profile', '/api/organization/profile/notifications-status', '/api/organization/school-auth-form/show?form=school-auth2', '/api/organization/orders']) {
      expect((await server.call(open, { token })).status).toBe(200);
    }
  });

  it('answers 500 without a stack trace when a call throws', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await server.call('/api/dev/error');
    quiet.mockRestore();
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ code: 500, message: '服务器内部错误' });
  });

  it('has no fault injection unless REFERENCE_FAULTS=1', async () => {
    const answer = await server.call('/__faults', { method: 'POST', body: { path: '/api/common/areas', status: 500 } });
    expect(answer.status).toBe(404);
    expect((await server.call('/api/common/areas')).status).toBe(200);
  });
});

describe('fault injection (REFERENCE_FAULTS=1)', () => {
  const arm = (rule: unknown) => faulty.call('/__faults', { method: 'POST', body: rule });

  it('answers the next matching request with a chosen status, once by default', async () => {
    expect((await arm({ path: '/api/common/areas', status: 423, body: { group_school_id: 7 } })).json.code).toBe(200);
    const first = await faulty.call('/api/common/areas');
    expect(first.status).toBe(423);
    expect(first.json).toEqual({ code: 423, message: '请先申请加入集团学校', group_school_id: 7 });
    expect((await faulty.call('/api/common/areas')).status).toBe(200);
  });

  it('matches the method, a prefix with *, and a count of times', async () => {
    await arm({ method: 'post', path: '/api/organization/*', status: 500, times: 2 });
    expect((await faulty.call('/api/common/areas')).status).toBe(200);
    const login = { method: 'POST', body: { user_name: 'demo-school', password: 'Demo@2026' } };
    expect((await faulty.call('/api/organization/login', login)).json).toEqual({ code: 500, message: '服务器内部错误' });
    expect((await faulty.call('/api/organization/login', login)).status).toBe(500);
    expect((await faulty.call('/api/organization/login', login)).status).toBe(200);
  });

  it('delays a request and lets it through', async () => {
    await arm({ path: '/api/common/system-setting', delay_ms: 300 });
    const started = Date.now();
    const answer = await faulty.call('/api/common/system-setting');
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(answer.json.data.zhuxuetong_invalid_hours).toBe(72);
  });

  it('holds a request until released, serving others meanwhile; DELETE releases the held too', async () => {
    const armedRules = async () => (await faulty.call('/__faults')).json.data as unknown[];
    await arm({ path: '/api/common/system-setting', hold: true, status: 503 });
    let settled = false;
    const held = faulty.call('/api/common/system-setting').finally(() => (settled = true));
    // the rule is used up once the request is in, and held
    await expect.poll(armedRules).toEqual([]);
    expect((await faulty.call('/api/common/areas')).status).toBe(200);
    expect(settled).toBe(false);
    expect((await faulty.call('/__faults/release', { method: 'POST' })).json.data).toEqual({ released: 1 });
    expect((await held).status).toBe(503);
    expect((await faulty.call('/__faults/release', { method: 'POST' })).json.data).toEqual({ released: 0 });

    await arm({ path: '/api/common/system-setting', hold: true });
    const cleared = faulty.call('/api/common/system-setting');
    await expect.poll(armedRules).toEqual([]);
    await faulty.call('/__faults', { method: 'DELETE' });
    expect((await cleared).json.data.zhuxuetong_invalid_hours).toBe(72);
  });

  it('answers malformed JSON', async () => {
    await arm({ path: '/api/common/categories', malformed: true });
    const res = await fetch(`${faulty.url}/api/common/categories?type=4`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    await expect(res.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    await arm({ path: '/api/common/majors', drop: true });
    await expect(fetch(`${faulty.url}/api/common/majors`)).rejects.toThrow();
    expect((await faulty.call('/api/common/majors')).status).toBe(200);
  });

  it('lists and clears the armed rules, and refuses a wrong rule', async () => {
    await arm([{ path: '/api/a', status: 502 }, { path: '/api/b', status: 503, times: 0 }]);
    expect((await faulty.call('/__faults')).json.data).toHaveLength(2);
    expect((await faulty.call('/__faults', { method: 'DELETE' })).json.data).toEqual([]);
    const wrong = await arm({ path: 'no-slash', status: 99 });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe('path 应以 / 开头');
  });

  it('keeps serving other requests when one is dropped (the server lives on)', async () => {
    await arm({ path: '/api/common/areas', drop: true });
    await expect(fetch(`${faulty.url}/api/common/areas`)).rejects.toThrow();
    const answer = await call(faulty.url, '/api/common/areas');
    expect(answer.status).toBe(200);
  });
});
