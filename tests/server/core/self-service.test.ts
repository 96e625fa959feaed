import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IN_USE } from '../../../engine/index.ts';
import { certUrlKey, signCertPath } from '../../../server/routes/core/cert-urls.ts';
import { coreServerForFile } from './helpers.ts';

const server = coreServerForFile();
let school = '';
let fresh = '';
beforeAll(async () => {
  school = await server.login('demo-school');
  fresh = await server.login('onboarding-1');
});

describe('certificates', () => {
  it('answers demo-school its seeded certificates, newest first, each picture served', async () => {
    const { status, json } = await server.call('/api/organization/certificates', { token: school });
    expect(status).toBe(200);
    const certs = json.data as { id: number; name: string; cert_no: string; issued_at: string; image: string }[];
    expect(certs.length).toBe(4);
    expect(certs[0]).toMatchObject({ name: '阳光继教认证机构证书', cert_no: 'YGJJ-RZ-2026-000128', issued_at: '2026-03-18' });
    expect(certs.map((c) => c.issued_at)).toEqual([...certs.map((c) => c.issued_at)].sort().reverse());
    // issue 58 item 5: each at a URL of its own that expires, its name and extension last
    expect(certs[0]?.image).toMatch(/^uploads\/certs\/\d{10}\.[\w-]{43}\/cert-1\.svg$/);
    const picture = await fetch(`${server.url}/${certs[0]?.image}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(picture.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await picture.text()).toContain('YGJJ-RZ-2026-000128');
  });

  it('serves no certificate at its stored path, however it is spelled, nor at a URL wrongly signed or expired (issue 58 item 5)', async () => {
    const { json } = await server.call('/api/organization/certificates', { token: school });
    const image = (json.data as { image: string }[])[0]?.image ?? '';
    const raw = (rawPath: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(server.url);
        http.get({ hostname, port, path: rawPath }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject);
      });
    for (const guess of ['/uploads/certs/cert-1.svg', '/uploads/certs/cert-2.svg', '/uploads/%63erts/cert-1.svg', '/uploads/certs%2Fcert-1.svg', '/uploads/x/../certs/cert-1.svg', '/uploads/CERTS/cert-1.svg']) {
      expect([guess, await raw(guess)]).toEqual([guess, 404]);
    }
    const [expires, signature] = (/certs\/(\d+)\.([\w-]+)\//.exec(image) ?? []).slice(1) as [string, string];
    const forged = `/uploads/certs/${expires}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}/cert-1.svg`;
    expect(await raw(forged)).toBe(404);
    // the signature of cert-1 does not open cert-2, nor a later expiry
    expect(await raw(`/uploads/certs/${expires}.${signature}/cert-2.svg`)).toBe(404);
    expect(await raw(`/uploads/certs/${Number(expires) + 3600}.${signature}/cert-1.svg`)).toBe(404);
    const key = certUrlKey(server.dataDir);
    const stale = signCertPath(key, 'uploads/certs/cert-1.svg', Date.now() - 13 * 3600_000);
    expect(await raw(`/${stale}`)).toBe(404);
    expect(await raw(`/${signCertPath(key, 'uploads/certs/cert-1.svg')}`)).toBe(200);
  });

  it('answers an empty list to an account without certificates, 402 without a token', async () => {
    expect((await server.call('/api/organization/certificates', { token: fresh })).json.data).toEqual([]);
    expect((await server.call('/api/organization/certificates')).status).toBe(402);
  });
});

describe('tools', () => {
  it('answers tools with a page path or an external https url', async () => {
    const { json } = await server.call('/api/organization/tools', { token: school });
    const tools = json.data as { name: string; path?: string; url?: string }[];
    expect(tools.length).toBeGreaterThan(3);
    for (const tool of tools) expect(Boolean(tool.path) !== Boolean(tool.url)).toBe(true);
    expect(tools.find((t) => t.name === '通知中心')?.path).toBe('/message/moreMessage');
    expect(tools.filter((t) => t.url).every((t) => /^https:\/\//.test(t.url ?? ''))).toBe(true);
  });
});

describe('roles', () => {
  const roles = async (token = school) => (await server.call('/api/organization/roles', { token })).json.data as { id: number; name: string; desc: string; permission_ids: number[] }[];

  it('starts with the three default roles, the first with every permission of the menu', async () => {
    const list = await roles();
    expect(list.map((r) => [r.id, r.name])).toEqual([[1, '超级管理员'], [2, '运营人员'], [3, '财务人员']]);
    expect(list[0]?.permission_ids).toEqual(expect.arrayContaining([300, 331, 397, 398, 399]));
    expect(list[2]?.permission_ids).toContain(366);
    expect(list[2]?.permission_ids).not.toContain(331);
  });

  it('creates, updates and deletes a role', async () => {
    const created = await server.call('/api/organization/roles', { method: 'POST', token: school, body: { name: '招生专员', desc: '只管专业', permission_ids: [330, 331, '332'] } });
    expect(created.status).toBe(200);
    expect(created.json.data).toEqual({ id: 4, name: '招生专员', desc: '只管专业', permission_ids: [330, 331, 332] });
    const updated = await server.call('/api/organization/roles/4', { method: 'PATCH', token: school, body: { name: '招生主管', permission_ids: [331] } });
    expect(updated.json.data).toEqual({ id: 4, name: '招生主管', desc: '', permission_ids: [331] });
    expect((await roles()).map((r) => r.name)).toContain('招生主管');
    expect((await server.call('/api/organization/roles/4', { method: 'DELETE', token: school })).json.message).toBe('操作成功');
    expect((await roles()).map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await server.call('/api/organization/roles/4', { method: 'DELETE', token: school })).status).toBe(404);
  });

  it('refuses a missing name, a taken name and permissions outside the menu', async () => {
    const post = (body: unknown) => server.call('/api/organization/roles', { method: 'POST', token: school, body });
    expect((await post({ name: ' ', permission_ids: [] })).json).toMatchObject({ code: 422, message: '请输入角色名称' });
    expect((await post({ name: '运营人员', permission_ids: [331] })).json).toMatchObject({ code: 422, message: '该角色名称已存在' });
    expect((await post({ name: '空角色', permission_ids: [] })).json).toMatchObject({ code: 422, message: '请选择权限' });
    expect((await post({ name: '外人', permission_ids: [331, 9999] })).json).toMatchObject({ code: 422, message: '权限 9999 不在菜单中' });
    expect((await post({ name: '外人' })).json).toMatchObject({ code: 422, message: '请选择权限' });
  });

  it('refuses to delete a role an admin holds, and names the role in the admin list', async () => {
    const role = (await server.call('/api/organization/roles', { method: 'POST', token: school, body: { name: '审核员', permission_ids: [311] } })).json.data as { id: number };
    const admin = await server.call('/api/organization/admin-users', {
      method: 'POST',
      token: school,
      body: { user_name: 'shenhe01', password: 'Shenhe2026', nick_name: '审核', mobile: '13812345678', avatar: 'uploads/seed/logo-1.svg', admin_group_id: role.id },
    });
    expect(admin.status).toBe(200);
    const refused = await server.call(`/api/organization/roles/${role.id}`, { method: 'DELETE', token: school });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(ROLE_IN_USE);
    const list = (await server.call('/api/organization/admin-users?page=1&page_size=50', { token: school })).json.data.data as { user_name: string; admin_group_name: string }[];
    expect(list.find((a) => a.user_name === 'shenhe01')?.admin_group_name).toBe('审核员');
    // the default role 1 is the account's own role
    expect((await server.call('/api/organization/roles/1', { method: 'DELETE', token: school })).status).toBe(422);
  });

  it('keeps each account its own roles', async () => {
    await server.call('/api/organization/roles', { method: 'POST', token: school, body: { name: '只属于示范学校', permission_ids: [331] } });
    expect((await roles(fresh)).map((r) => r.name)).not.toContain('只属于示范学校');
  });
});
