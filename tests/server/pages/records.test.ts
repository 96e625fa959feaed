import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { issueCode } from '../../../server/routes/core/session-store.ts';
import { serverForFile } from './harness.ts';

const MAJORS = '/api/organization/school-majors';
const BRANCHES = '/api/organization/school-branches';
const ADMINS = '/api/organization/admin-users';

describe('config-driven calls over real HTTP', () => {
  const server = serverForFile();

  it('answers 402 登录过期，请重新登录 without a token, or with an unknown one', async () => {
    expect(await server().json(null, MAJORS)).toEqual({ status: 402, body: { code: 402, message: '登录过期，请重新登录' } });
    const res = await fetch(`${server().url}${MAJORS}`, { headers: { 'org-token': 'nope' } });
    expect(res.status).toBe(402);
  });

  it('lists the seeded majors in pages, pinned first, with the paged shape and flags', async () => {
    const { status, body } = await server().json('demo-school', `${MAJORS}?page=1&page_size=5`);
    expect(status).toBe(200);
    expect(body.message).toBe('操作成功');
    expect(body.data).toMatchObject({ total: 20, current_page: 1, page_size: 5, need_create: 1, need_export: 1, need_pay_tab: 0 }); // 专业管理 configures export
    expect(body.data.data).toHaveLength(5);
    expect(body.data.data.slice(0, 3).map((r: { top_sort: number }) => r.top_sort)).toEqual([1, 2, 3]);
    expect(body.data.data[0]).toMatchObject({ id: expect.any(Number), active: 1, marker: expect.any(Number), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    const last = await server().json('demo-school', `${MAJORS}?page=4&page_size=6`);
    expect(last.body.data.data).toHaveLength(2);
    expect(last.body.data.current_page).toBe(4);
  });

  it('searches by the list-config search fields: text in part, choices exactly', async () => {
    const byName = await server().json('demo-school', `${MAJORS}?name=${encodeURIComponent('管理')}`);
    expect(byName.body.data.data.map((r: { name: string }) => r.name).sort()).toEqual(['人力资源管理', '工商管理', '物流管理', '行政管理'].sort());
    const byLevel = await server().json('demo-school', `${MAJORS}?level=3&page_size=50`);
    expect(byLevel.body.data.data.map((r: { name: string }) => r.name)).toEqual(['软件工程']);
    const stopped = await server().json('demo-school', `${MAJORS}?active=0`);
    expect(stopped.body.data.total).toBe(1);
    const none = await server().json('demo-school', `${MAJORS}?name=${encodeURIComponent('100%_')}`);
    expect(none.body.data.total).toBe(0);
  });

  it('sorts by a sortable column (sort, order), pinned records first; other fields are not sorted by', async () => {
    type Major = { name: string; tuition: number; top_sort: number };
    const read = async (query: string) => ((await server().json('demo-school', `${MAJORS}?page_size=50&${query}`)).body.data.data as Major[]).filter((r) => r.top_sort === 0);
    const up = (await read('sort=tuition&order=asc')).map((r) => Number(r.tuition));
    const down = (await read('sort=tuition&order=desc')).map((r) => Number(r.tuition));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
    expect(up[0]).toBeLessThan(up.at(-1) as number);
    const pinned = (await server().json('demo-school', `${MAJORS}?page_size=3&sort=tuition&order=desc`)).body.data.data as Major[];
    expect(pinned.map((r) => r.top_sort)).toEqual([1, 2, 3]);
    // years is not sortable in the list-config: the usual order
    const unsorted = (await read('sort=years&order=asc')).map((r) => r.name);
    expect(unsorted).toEqual((await read('')).map((r) => r.name));
  });

  it('exports in the order of the sort it is sent (sort, order), as the list call answers', async () => {
    for (const query of ['sort=tuition&order=desc', 'sort=name&order=asc', '']) {
      const listed = ((await server().json('demo-school', `${MAJORS}?page_size=100&${query}`)).body.data.data as { name: string }[]).map((r) => r.name);
      const res = await server().call('demo-school', `${MAJORS}/export?${query}`);
      const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
      expect(sheet?.data.slice(1).map((row) => row[0])).toEqual(listed);
    }
  });

  it('keeps each account to its own records', async () => {
    const branch = await server().json('demo-branch', `${MAJORS}?page_size=50`);
    expect(branch.body.data.total).toBe(6);
    const schoolId = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data.data[0].id;
    expect((await server().json('demo-branch', `${MAJORS}/${schoolId}`)).status).toBe(404);
    expect((await server().json('demo-branch', MAJORS, { method: 'DELETE', json: { ids: [schoolId] } })).status).toBe(404);
  });

  it('adds with branch_id from the query, reads, updates (nested pipe paths) and deletes', async () => {
    const added = await server().json('demo-school', `${BRANCHES}?branch_id=7`, {
      method: 'POST',
      json: {
        name: '阳光示范学校石家庄学习中心', contact: '高峰', mobile: '13911020009', area_ids: [130000, 130100, 130102],
        'info|longitude': '114.514793', 'info|latitude': '38.042228', 'info|address': '河北省石家庄市长安区中山东路1号',
      },
    });
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('操作成功');
    const id = added.body.data.id as number;
    expect(added.body.data).toMatchObject({ branch_id: 7, info: { longitude: '114.514793', address: '河北省石家庄市长安区中山东路1号' }, active: 1, marker: 2, top_sort: 0 });

    const detail = await server().json('demo-school', `${BRANCHES}/${id}`);
    expect(detail.body.data.name).toBe('阳光示范学校石家庄学习中心');

    const updated = await server().json('demo-school', `${BRANCHES}/${id}`, { method: 'PATCH', json: { contact: '高远', info: { address: '河北省石家庄市长安区中山东路2号' } } });
    expect(updated.body.data).toMatchObject({ contact: '高远', branch_id: 7, info: { longitude: '114.514793', address: '河北省石家庄市长安区中山东路2号' } });

    const deleted = await server().json('demo-school', BRANCHES, { method: 'DELETE', json: { ids: [id] } });
    expect(deleted.body).toMatchObject({ message: '操作成功', data: { count: 1 } });
    expect((await server().json('demo-school', `${BRANCHES}/${id}`)).status).toBe(404);
  });

  it('checks the date fields of 广告推广 (the 13th field type) with the engine\'s message, and stores a good date', async () => {
    const advert = { title: '新广告', image: 'uploads/a.png', position: 1, link: '' };
    const bad = await server().json('demo-school', '/api/organization/adverts', { method: 'POST', json: { ...advert, start_date: '2026/09/01', end_date: '2026-02-30' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ start_date: ['开始日期格式不正确，应为 2026-01-31'], end_date: ['结束日期格式不正确，应为 2026-01-31'] });
    const missing = await server().json('demo-school', '/api/organization/adverts', { method: 'POST', json: advert });
    expect(missing.body.errors).toMatchObject({ start_date: ['请选择开始日期'] });
    const good = await server().json('demo-school', '/api/organization/adverts', { method: 'POST', json: { ...advert, start_date: '2026-09-01', end_date: '2026-10-31' } });
    expect(good.status).toBe(200);
    const list = await server().json('demo-school', `/api/organization/adverts?title=${encodeURIComponent('新广告')}`);
    expect(list.body.data.data[0]).toMatchObject({ start_date: '2026-09-01', end_date: '2026-10-31' });
  });

  it('gives each record a version (the detail answer\'s ETag) and answers 409 with the record as it is now to an update that carries an older one (issue 58 item 1)', async () => {
    const { data: [first] } = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data as { data: { id: number }[] };
    const url = `${MAJORS}/${first?.id}`;
    const loaded = await server().call('demo-school', url);
    const version = loaded.headers.get('etag');
    expect(version).toMatch(/^"[\w-]{20}"$/);
    // A saves with the version it loaded: 200, and the version moves on
    const a = await server().json('demo-school', url, { method: 'PATCH', json: { tuition: 7777 }, headers: { 'If-Match': version! } });
    expect(a.status).toBe(200);
    const now = await server().call('demo-school', url);
    expect(now.headers.get('etag')).not.toBe(version);
    // B, who loaded before A saved: 409, nothing written, the record as A left it
    const b = await server().json<{ code: number; message: string; data: { tuition: unknown; desc?: unknown } }>('demo-school', url, {
      method: 'PATCH',
      json: { tuition: 4800, desc: 'B 的介绍' },
      headers: { 'If-Match': version! },
    });
    expect(b).toMatchObject({ status: 409, body: { code: 409, message: '该记录已被他人修改', data: { tuition: 7777 } } });
    expect(((await server().json<{ data: { tuition: unknown; desc?: unknown } }>('demo-school', url)).body.data)).toMatchObject({ tuition: 7777 });
    // the current version (weak or not), *, or none: written as before
    const current = now.headers.get('etag')!;
    expect((await server().json('demo-school', url, { method: 'PATCH', json: { tuition: 4800 }, headers: { 'If-Match': `W/${current}` } })).status).toBe(200);
    expect((await server().json('demo-school', url, { method: 'PATCH', json: { tuition: 4900 } })).status).toBe(200);
  });

  it('answers 422 with the spec messages, the first as the message', async () => {
    const empty = await server().json('demo-school', BRANCHES, { method: 'POST', json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('请输入名称');
    expect(empty.body.errors).toMatchObject({ name: ['请输入名称'], contact: ['请输入联系人'], area_ids: ['请选择所在地区'], 'info|longitude': ['请选择坐标'] });

    const course = await server().json('demo-school', '/api/organization/fxl-school-train-class', {
      method: 'POST',
      json: { name: '新课程', image: 'a.png', teach_type: 1, hours: '12', price: 'abc', qualification_type: 2, qualification_images: [] },
    });
    expect(course.body.errors).toEqual({ price: ['价格（元）只能输入数字和小数点'], qualification_images: ['请选择1-9张图片'] });

    const tooLong = await server().json('demo-school', MAJORS, { method: 'POST', json: { name: '专'.repeat(41), level: 1, study_type: 1, years: 2, tuition: 3000 } });
    expect(tooLong.body.message).toBe('专业名称最多40个字');
    // characters as people count them (issue 58 item 3): 40 emoji fit 40, half of one is refused
    const emoji = await server().json('demo-school', MAJORS, { method: 'POST', json: { name: '😀'.repeat(40), level: 1, study_type: 1, years: 2, tuition: 3000 } });
    expect(emoji.status).toBe(200);
    const half = await server().json('demo-school', MAJORS, { method: 'POST', json: { name: `专业${'😀'.slice(0, 1)}`, level: 1, study_type: 1, years: 2, tuition: 3000 } });
    expect(half).toMatchObject({ status: 422, body: { message: '专业名称含有无法识别的字符（半个表情符号），请删除后重新输入' } });

    const { data: [first] } = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data as { data: { id: number }[] };
    const blanked = await server().json('demo-school', `${MAJORS}/${first?.id}`, { method: 'PATCH', json: { name: ' ' } });
    expect(blanked).toMatchObject({ status: 422, body: { message: '请输入专业名称' } });
  });

  it('toggles active and marker, pins (1 to 10, 0 cancels) and lists the pinned rows', async () => {
    const ids = (await server().json('demo-school', `${MAJORS}?page=2&page_size=2`)).body.data.data.map((r: { id: number }) => r.id);
    const off = await server().json('demo-school', `${MAJORS}/active`, { method: 'PUT', json: { ids, active: 0 } });
    expect(off.body).toMatchObject({ message: '操作成功', data: { count: 2 } });
    expect((await server().json('demo-school', `${MAJORS}/${ids[0]}`)).body.data.active).toBe(0);
    expect((await server().json('demo-school', `${MAJORS}/active`, { method: 'PUT', json: { ids, active: 5 } })).status).toBe(422);
    expect((await server().json('demo-school', `${MAJORS}/active`, { method: 'PUT', json: { ids: [], active: 1 } })).body.message).toBe('请勾选需要操作的行');

    await server().json('demo-school', `${MAJORS}/marker`, { method: 'PUT', json: { ids: ids.slice(0, 1), marker: 1 } });
    expect((await server().json('demo-school', `${MAJORS}/${ids[0]}`)).body.data.marker).toBe(1);

    const pinned = await server().json('demo-school', `${MAJORS}/top`, { method: 'PUT', json: { ids: ids.slice(1), top_sort: 10 } });
    expect(pinned.body.message).toBe('操作成功');
    expect((await server().json('demo-school', `${MAJORS}/top`, { method: 'PUT', json: { ids, top_sort: 11 } })).body.message).toBe('置顶序号应为 1 到 10，0 表示取消置顶');
    const top = await server().json('demo-school', `${MAJORS}/top-list?page=1&page_size=10`);
    expect(top.body.data.total).toBe(4);
    expect(top.body.data.data.map((r: { top_sort: number }) => r.top_sort)).toEqual([1, 2, 3, 10]);
    await server().json('demo-school', `${MAJORS}/top`, { method: 'PUT', json: { ids: ids.slice(1), top_sort: 0 } });
    expect((await server().json('demo-school', `${MAJORS}/top-list`)).body.data.total).toBe(3);
  });

  it('answers the confirm logs of a record, newest first', async () => {
    const branches = (await server().json('demo-school', BRANCHES)).body.data.data as { id: number; name: string }[];
    const haidian = branches.find((b) => b.name.includes('海淀')) as { id: number };
    const logs = await server().json('demo-school', `${BRANCHES}/${haidian.id}/confirm-logs`);
    expect(logs.body.data.confirm_logs).toEqual([
      { created_at: expect.any(String), confirm_status: true, content: '资料齐全，审核通过' },
      { created_at: expect.any(String), confirm_status: false, content: '门头照片不清晰，请重新上传' },
    ]);
  });

  it('changes a phone number with a live mobile code only', async () => {
    const id = (await server().json('demo-school', BRANCHES)).body.data.data[0].id as number;
    const url = `${BRANCHES}/${id}/mobile`;
    expect((await server().json('demo-school', url, { method: 'PATCH', json: { mobile: '123', code: '1' } })).body.message).toBe('请输入正确的手机号码');
    expect((await server().json('demo-school', url, { method: 'PATCH', json: { mobile: '13700000001', code: '000000' } })).body.message).toBe('短信验证码错误或已过期');
    const code = issueCode(server().db, '13700000001');
    const changed = await server().json('demo-school', url, { method: 'PATCH', json: { mobile: '13700000001', captcha: 'x', captcha_key: 'k', code } });
    expect(changed.body.data.mobile).toBe('13700000001');
  });

  it('stores admin passwords hashed and never answers them; an empty password keeps the old one', async () => {
    const added = await server().json('demo-school', ADMINS, {
      method: 'POST',
      json: { user_name: 'zhaosheng', password: 'Zs@123456', nick_name: '招生专员', mobile: '13600000000', avatar: 'a.png', admin_group_id: 2 },
    });
    expect(added.body.data).not.toHaveProperty('password');
    const stored = JSON.parse(server().db.prepare('SELECT data FROM page_records WHERE id = ?').pluck().get(added.body.data.id) as string) as { password: string };
    expect(stored.password).toMatch(/^scrypt\$/);
    const updated = await server().json('demo-school', `${ADMINS}/${added.body.data.id}`, { method: 'PATCH', json: { password: '', nick_name: '招生主管' } });
    expect(updated.body.data.nick_name).toBe('招生主管');
    const again = JSON.parse(server().db.prepare('SELECT data FROM page_records WHERE id = ?').pluck().get(added.body.data.id) as string) as { password: string };
    expect(again.password).toBe(stored.password);
    const missing = await server().json('demo-school', ADMINS, { method: 'POST', json: { user_name: 'xiaowang' } });
    expect(missing.body.message).toBe('请输入登录密码');
  });

  it('gives the admin form its own messages (spec section 5), and asks for the password on add only', async () => {
    const added = await server().json('demo-school', ADMINS, {
      method: 'POST',
      json: { user_name: 'kefu', password: 'Kf@123456', nick_name: '客服', admin_group_id: 2 },
    });
    expect(added.status).toBe(422);
    expect(added.body.message).toBe('请填写手机号码');
    expect(added.body.errors).toMatchObject({ mobile: ['请填写手机号码'], avatar: ['请上传用户头像'] });
    const ok = await server().json('demo-school', ADMINS, {
      method: 'POST',
      json: { user_name: 'kefu', password: 'Kf@123456', nick_name: '客服', mobile: '13600000009', avatar: 'a.png', admin_group_id: 2 },
    });
    const updated = await server().json('demo-school', `${ADMINS}/${ok.body.data.id}`, { method: 'PATCH', json: { nick_name: '客服主管' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.nick_name).toBe('客服主管');
  });

  it('seeds the demo data once: a restart does not duplicate it', async () => {
    const count = () => server().db.prepare('SELECT count(*) FROM page_records').pluck().get() as number;
    const { seedPages } = await import('../../../server/seed-pages.ts');
    const before = count();
    expect(seedPages(server().db)).toBe(0);
    expect(count()).toBe(before);
    const per = (collection: string) =>
      server().db.prepare("SELECT count(*) FROM page_records p JOIN accounts a ON a.id = p.account_id WHERE a.user_name = 'demo-school' AND collection = ?").pluck().get(collection);
    expect(per('/api/organization/fxl-school-teacher')).toBe(12);
    expect(per('/api/organization/fxl-school-train-class')).toBe(8);
    expect(per('/api/organization/fxl-school-train-item')).toBe(5);
  });
});
