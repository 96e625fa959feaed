import { describe, expect, it } from 'vitest';
import { MOBILE_HAS_ITS_OWN_CALL } from '../../../server/routes/pages/records.ts';
import { serverForFile } from './harness.ts';

// Issue 33 item 2: an update is checked like an add. The admin update stored {"password":"1"} and
// an object as a password and changed a mobile without the SMS code; the content call merged any
// key (a course name of 60,000 characters); the add took a javascript: or //host avatar and a
// role that does not exist.

const ADMINS = '/api/organization/admin-users';
const COURSES = '/api/organization/fxl-school-train-item';
const ADMIN = { user_name: 'zhaosheng', password: 'Zs@123456', nick_name: '招生专员', mobile: '13600000000', avatar: 'uploads/2026/11/a.png', admin_group_id: 2 };

describe('a select fed by the API takes only its options (issue 33 item 2: ids that exist)', () => {
  const server = serverForFile();
  const BRANCHES = '/api/organization/school-branches';

  it('refuses an area the areas call does not offer, on update and on add; an offered one is stored', async () => {
    const first = (await server().json('demo-school', `${BRANCHES}?page_size=1`)).body.data.data[0] as { id: number; area_ids: unknown };
    const wrong = await server().json('demo-school', `${BRANCHES}/${first.id}`, { method: 'PATCH', json: { area_ids: [110000, 110100, 999999] } });
    expect(wrong).toMatchObject({ status: 422, body: { message: '所在地区的选项不存在，请重新选择', errors: { area_ids: ['所在地区的选项不存在，请重新选择'] } } });
    expect((await server().json('demo-school', `${BRANCHES}/${first.id}`)).body.data.area_ids).toEqual(first.area_ids);
    const right = await server().json('demo-school', `${BRANCHES}/${first.id}`, { method: 'PATCH', json: { area_ids: [110000, 110100, 110108] } });
    expect(right.status).toBe(200);
    expect((await server().json('demo-school', `${BRANCHES}/${first.id}`)).body.data.area_ids).toEqual([110000, 110100, 110108]);
    // an update that does not send the field is not held to it
    expect((await server().json('demo-school', `${BRANCHES}/${first.id}`, { method: 'PATCH', json: { contact: '新联系人' } })).status).toBe(200);
    const added = await server().json('demo-school', BRANCHES, { method: 'POST', json: { area_ids: ['nowhere'] } });
    expect(added.status).toBe(422);
    expect(added.body.errors?.area_ids).toEqual(['所在地区的选项不存在，请重新选择']);
  });
});

describe('updates run the rules of the add', () => {
  const server = serverForFile();
  const patch = (path: string, json: unknown) => server().json('demo-school', path, { method: 'PATCH', json });
  const firstId = async (path: string) => ((await server().json('demo-school', `${path}?page_size=1`)).body.data.data[0] as { id: number }).id;
  const stored = async (path: string, id: number) => (await server().json('demo-school', `${path}/${id}`)).body.data as Record<string, unknown>;

  it('refuses a new admin password the add refuses, and an object as a password', async () => {
    const id = await firstId(ADMINS);
    const added = await server().json('demo-school', ADMINS, { method: 'POST', json: { ...ADMIN, password: '1' } });
    expect(added.status).toBe(422);
    const weak = await patch(`${ADMINS}/${id}`, { password: '1' });
    expect(weak).toMatchObject({ status: 422, body: { message: added.body.message, errors: { password: [added.body.message] } } });
    expect(await patch(`${ADMINS}/${id}`, { password: { $gt: '' } })).toMatchObject({ status: 422, body: { message: '登录密码应为文字' } });
    expect((await patch(`${ADMINS}/${id}`, { password: 'Better@2026' })).status).toBe(200);
  });

  it('never changes a mobile that has its own call (with the SMS code); the same mobile goes through', async () => {
    const id = await firstId(ADMINS);
    const before = await stored(ADMINS, id);
    expect(await patch(`${ADMINS}/${id}`, { mobile: '13912345678' })).toMatchObject({ status: 422, body: { message: MOBILE_HAS_ITS_OWN_CALL } });
    expect((await stored(ADMINS, id)).mobile).toBe(before.mobile);
    expect((await patch(`${ADMINS}/${id}`, { mobile: before.mobile, nick_name: '新昵称' })).status).toBe(200);
  });

  it.each([
    ['javascript:alert(1)', 422],
    ['//evil.example/a.png', 422],
    ['https://evil.example/a.png', 200],
    ['/api/common/demo-image/a.svg', 200],
    ['uploads/../../etc/passwd', 422],
  ])('takes the avatar %j with %i, on add and on update', async (avatar, status) => {
    const added = await server().json('demo-school', ADMINS, { method: 'POST', json: { ...ADMIN, user_name: `u${Math.random().toString(36).slice(2, 10)}`, avatar } });
    expect(added.status).toBe(status);
    if (status === 422) expect(added.body.message).toBe('用户头像应为上传后的图片地址');
    expect((await patch(`${ADMINS}/${await firstId(ADMINS)}`, { avatar })).status).toBe(status);
  });

  it('refuses a role that does not exist, on add and on update', async () => {
    const added = await server().json('demo-school', ADMINS, { method: 'POST', json: { ...ADMIN, user_name: 'norole', admin_group_id: 99 } });
    expect(added).toMatchObject({ status: 422, body: { message: '角色不存在' } });
    expect(await patch(`${ADMINS}/${await firstId(ADMINS)}`, { admin_group_id: [1] })).toMatchObject({ status: 422, body: { message: '角色不存在' } });
    expect((await patch(`${ADMINS}/${await firstId(ADMINS)}`, { admin_group_id: 3 })).status).toBe(200);
  });

  it('takes only the content call\'s own keys, with their types', async () => {
    const id = await firstId(COURSES);
    const content = `${COURSES}-content/${id}`;
    const before = await stored(COURSES, id);
    expect(await patch(content, { name: 'x'.repeat(60_000) })).toMatchObject({ status: 422, body: { message: '未知字段：name' } });
    expect(await patch(content, { info: { content: { html: 'x' } } })).toMatchObject({ status: 422, body: { message: '课程内容应为文字' } });
    expect(await patch(content, { info: { content: '<p>x</p>', price: 1 } })).toMatchObject({ status: 422, body: { message: '未知字段：info.price' } });
    expect(await patch(content, { fujian: ['javascript:alert(1)'] })).toMatchObject({ status: 422, body: { message: '附件应为上传后的图片地址' } });
    expect((await stored(COURSES, id)).name).toBe(before.name);
    const ok = await patch(content, { info: { content: '<p>课程安排</p>' }, jieyezhengshu: ['uploads/2026/11/c.png'], fujian: [] });
    expect(ok.status).toBe(200);
    expect(await stored(COURSES, id)).toMatchObject({ name: before.name, info: expect.objectContaining({ content: '<p>课程安排</p>' }), jieyezhengshu: ['uploads/2026/11/c.png'] });
  });
});

describe('text fields store text (issue 58 item 5: the admin add stored a number)', () => {
  const server = serverForFile();
  const row = (id: number) => JSON.parse(server().db.prepare('SELECT data FROM page_records WHERE id = ?').pluck().get(id) as string) as Record<string, unknown>;

  it('writes user_name and mobile as text when the add sends numbers', async () => {
    const added = await server().json('demo-school', ADMINS, { method: 'POST', json: { ...ADMIN, user_name: 20260901, mobile: 13600000009 } });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    expect(row(id)).toMatchObject({ user_name: '20260901', mobile: '13600000009', nick_name: '招生专员', admin_group_id: 2 });
    expect((await server().json('demo-school', `${ADMINS}/${id}`)).body.data).toMatchObject({ user_name: '20260901', mobile: '13600000009' });
    // a number over the field's max is refused as its text would be
    const long = await server().json('demo-school', ADMINS, { method: 'POST', json: { ...ADMIN, user_name: 'longmobile', mobile: 136000000090 } });
    expect(long.status).toBe(422);
  });

  it('writes a text field sent as a number on update as text; a numeric field keeps its number', async () => {
    const id = ((await server().json('demo-school', `${ADMINS}?page_size=1`)).body.data.data[0] as { id: number }).id;
    expect((await server().json('demo-school', `${ADMINS}/${id}`, { method: 'PATCH', json: { nick_name: 2026 } })).status).toBe(200);
    expect(row(id).nick_name).toBe('2026');
    const major = ((await server().json('demo-school', '/api/organization/school-majors?page_size=1')).body.data.data[0] as { id: number }).id;
    expect((await server().json('demo-school', `/api/organization/school-majors/${major}`, { method: 'PATCH', json: { name: 985, tuition: 7777 } })).status).toBe(200);
    expect(row(major)).toMatchObject({ name: '985', tuition: 7777 });
  });
});
