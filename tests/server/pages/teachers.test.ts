import { describe, expect, it } from 'vitest';
import { serverForFile } from './harness.ts';

const TEACHERS = '/api/organization/fxl-school-teacher';
const CLASSES = '/api/organization/fxl-school-train-class';
const ITEMS = '/api/organization/fxl-school-train-item';
const ADD_TEACHER = '/api/organization/fxl-school-train-item-add-teacher';

interface TrainTeacher {
  id: number | null;
  name: string;
  post: string;
  position: 0 | 1;
}

describe('teachers, course content and the other dialog calls over real HTTP', () => {
  const server = serverForFile();
  const firstId = async (url: string) => (await server().json('demo-school', `${url}?page_size=1`)).body.data.data[0].id as number;
  const newTeacher = async (name: string) =>
    (await server().json('demo-school', TEACHERS, { method: 'POST', json: { name, post: '讲师' } })).body.data.id as number;

  it('sets is_show of teachers (the 主页展示 switch)', async () => {
    const id = await firstId(TEACHERS);
    const res = await server().json('demo-school', '/api/organization/fxl-school-teacher-set-show', { method: 'PUT', json: { ids: [id], is_show: 0 } });
    expect(res.body).toMatchObject({ message: '操作成功', data: { count: 1 } });
    expect((await server().json('demo-school', `${TEACHERS}/${id}`)).body.data.is_show).toBe(0);
    const bad = await server().json('demo-school', '/api/organization/fxl-school-teacher-set-show', { method: 'PUT', json: { ids: [id], is_show: 3 } });
    expect(bad.status).toBe(422);
  });

  it('gives a course\'s teachers a version (ETag) and answers 409 with the list as it is now to a save that carries an older one (issue 58 item 1)', async () => {
    const id = await firstId(ITEMS);
    const loaded = await server().call('demo-school', `${ADD_TEACHER}/${id}`);
    const version = loaded.headers.get('etag');
    expect(version).toMatch(/^"[\w-]{20}"$/);
    const teachers = ((await loaded.json()) as { data: TrainTeacher[] }).data;
    const kept = teachers.map((t) => (t.id !== null ? t.id : { name: t.name, post: t.post, position: 1 }));
    // A adds one, with the version A loaded
    const a = await server().call('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: id, teachers: [...kept, { name: '甲老师', post: '讲师', position: 1 }] }, headers: { 'If-Match': version! } });
    expect(a.status).toBe(200);
    expect(a.headers.get('etag')).not.toBe(version);
    expect(a.headers.get('etag')).toBe((await server().call('demo-school', `${ADD_TEACHER}/${id}`)).headers.get('etag'));
    // B, who loaded before: 409, nothing saved, A's list in its data
    const b = await server().json<{ data: TrainTeacher[] }>('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: id, teachers: kept }, headers: { 'If-Match': version! } });
    expect(b.status).toBe(409);
    expect(b.body.data.map((t) => t.name)).toContain('甲老师');
    expect(((await server().json<{ data: TrainTeacher[] }>('demo-school', `${ADD_TEACHER}/${id}`)).body.data).map((t) => t.name)).toContain('甲老师');
    // with the version as it is now: saved
    const c = await server().json('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: id, teachers: kept }, headers: { 'If-Match': a.headers.get('etag')! } });
    expect(c.status).toBe(200);
  });

  it('lists the teaching teachers of a course with position 0 (pool) and 1 (this course only), and the candidates', async () => {
    const classes = (await server().json('demo-school', `${CLASSES}?page_size=50`)).body.data.data as { id: number; name: string }[];
    const python = classes.find((c) => c.name === 'Python 数据分析实战') as { id: number };
    const { body } = await server().json('demo-school', `${ADD_TEACHER}/${python.id}`);
    const teachers = body.data as TrainTeacher[];
    expect(teachers.filter((t) => t.position === 0).length).toBeGreaterThanOrEqual(2);
    expect(teachers.find((t) => t.position === 1)).toMatchObject({ id: null, name: '林海', post: '特邀讲师' });
    // common/teachers?train_id= answers the candidates: pool teachers not yet teaching it
    const candidates = (await server().json('demo-school', `/api/common/teachers?train_id=${python.id}`)).body.data as { id: number }[];
    const teaching = new Set(teachers.flatMap((t) => (t.id === null ? [] : [t.id])));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.some((t) => teaching.has(t.id))).toBe(false);
  });

  it('pages and searches the pool on the server (issue 59 item 3): page, page_size, name, and train_id leaves out its teachers', async () => {
    for (const name of ['翻页甲', '翻页乙', '翻页丙']) await newTeacher(name);
    type Page = { data: { id: number; name: string }[]; total: number; current_page: number; page_size: number };
    const first = (await server().json<{ data: Page }>('demo-school', '/api/common/teachers?page=1&page_size=2&name=翻页')).body.data;
    expect(first).toMatchObject({ total: 3, current_page: 1, page_size: 2 });
    expect(first.data).toHaveLength(2);
    const second = (await server().json<{ data: Page }>('demo-school', '/api/common/teachers?page=2&page_size=2&name=翻页')).body.data;
    expect(second.data.map((t) => t.name)).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((t) => t.name))).toEqual(new Set(['翻页甲', '翻页乙', '翻页丙']));
    // a page size past 100 is 100; bad paging falls back, never crashes
    expect((await server().json<{ data: Page }>('demo-school', '/api/common/teachers?page_size=5000')).body.data.page_size).toBe(100);
    expect((await server().json('demo-school', '/api/common/teachers?page=x&page_size=-1&name=%25')).status).toBe(200);
    // with train_id, a teaching teacher is not a candidate and not counted
    const trainId = await firstId(ITEMS);
    const jia = first.data.concat(second.data).find((t) => t.name === '翻页甲')!;
    await server().json('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: trainId, teachers: [jia.id] } });
    const candidates = (await server().json<{ data: Page }>('demo-school', `/api/common/teachers?train_id=${trainId}&page=1&name=翻页`)).body.data;
    expect(candidates.total).toBe(2);
    expect(candidates.data.map((t) => t.name)).not.toContain('翻页甲');
    expect((await server().json('demo-school', '/api/common/teachers?train_id=999999&page=1')).status).toBe(404);
  });

  it('replaces the teaching teachers with pool ids and new teacher objects, checking new ones', async () => {
    const trainId = await firstId(ITEMS);
    const pool = await newTeacher('钱学文');
    const missing = await server().json('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: trainId, teachers: [{ name: '无职称' }] } });
    expect(missing).toMatchObject({ status: 422, body: { message: '请输入职称' } });
    const saved = await server().json('demo-school', ADD_TEACHER, {
      method: 'POST',
      json: { train_id: trainId, teachers: [pool, { name: '郭外聘', post: '企业导师' }, { name: '宋同步', post: '副教授', position: 0 }] },
    });
    expect(saved.body.message).toBe('操作成功');
    const list = (await server().json('demo-school', `${ADD_TEACHER}/${trainId}`)).body.data as TrainTeacher[];
    expect(list.map((t) => [t.name, t.position])).toEqual([['钱学文', 0], ['郭外聘', 1], ['宋同步', 0]]);
    const poolNames = ((await server().json('demo-school', '/api/common/teachers')).body.data as { name: string }[]).map((t) => t.name);
    expect(poolNames).toContain('宋同步');
    expect(poolNames).not.toContain('郭外聘');
    expect((await server().json('demo-branch', `${ADD_TEACHER}/${trainId}`)).status).toBe(404);
  });

  it('deletes teachers: is_del 1 also removes them from courses, 0 keeps them there unsynced', async () => {
    const trainId = await firstId(CLASSES);
    const keep = await newTeacher('留课程');
    const drop = await newTeacher('全删除');
    await server().json('demo-school', ADD_TEACHER, { method: 'POST', json: { train_id: trainId, teachers: [keep, drop] } });

    await server().json('demo-school', TEACHERS, { method: 'DELETE', json: { ids: [keep], is_del: 0 } });
    await server().json('demo-school', TEACHERS, { method: 'DELETE', json: { ids: [drop], is_del: 1 } });
    const list = (await server().json('demo-school', `${ADD_TEACHER}/${trainId}`)).body.data as TrainTeacher[];
    expect(list.map((t) => [t.name, t.position, t.id])).toEqual([['留课程', 1, null]]);
    expect((await server().json('demo-school', `${TEACHERS}/${keep}`)).status).toBe(404);
    expect((await server().json('demo-school', TEACHERS, { method: 'DELETE', json: { ids: [] } })).body.message).toBe('请勾选需要操作的行');
  });

  it('saves course and project content (info.content, jieyezhengshu, fujian) and reads it back', async () => {
    for (const [list, content] of [[CLASSES, '/api/organization/fxl-school-train-class-content'], [ITEMS, '/api/organization/fxl-school-train-item-content']] as const) {
      const id = await firstId(list);
      const body = { info: { content: '<p>课程大纲</p>' }, jieyezhengshu: ['a.png', 'b.png'], fujian: ['大纲.pdf'] };
      const saved = await server().json('demo-school', `${content}/${id}`, { method: 'PATCH', json: body });
      expect(saved.body.message).toBe('操作成功');
      const detail = (await server().json('demo-school', `${list}/${id}`)).body.data;
      expect(detail).toMatchObject(body);
      expect(detail.name).toBeTruthy();
      const tooMany = await server().json('demo-school', `${content}/${id}`, { method: 'PATCH', json: { fujian: Array.from({ length: 10 }, (_, i) => `${i}.pdf`) } });
      expect(tooMany).toMatchObject({ status: 422, body: { message: '请选择0-9张图片' } });
    }
  });

  it('answers the qualifications a course may use', async () => {
    const { body } = await server().json('demo-school', '/api/organization/org-course-get-qualifications');
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: '民办学校办学许可证', images: [expect.any(String)] });
  });

  it('reads and patches the public-account settings of school-gwgw and branch-gwgw', async () => {
    expect((await server().json('demo-school', '/api/organization/school-gwgw')).body.data.gw_name).toBe('阳光示范学校继续教育');
    const patched = await server().json('demo-branch', '/api/organization/branch-gwgw', { method: 'PATCH', json: { gw_url: 'https://branch.example.edu' } });
    expect(patched.body.data).toMatchObject({ gw_name: '阳光学习中心', gw_url: 'https://branch.example.edu' });
    expect((await server().json('demo-branch', '/api/organization/branch-gwgw')).body.data.gw_url).toBe('https://branch.example.edu');
  });

  it('offers majors in branches (school-branches-exec, -exec2, school-xueli-majors-exec)', async () => {
    const branch = await firstId('/api/organization/school-branches');
    const majors = (await server().json('demo-school', '/api/organization/school-majors?page_size=3')).body.data.data.map((m: { id: number }) => m.id);
    const offered = await server().json('demo-school', '/api/organization/school-branches-exec', { method: 'POST', json: { branch_id: branch, major_ids: majors, price: 4200 } });
    expect(offered.body).toMatchObject({ message: '操作成功', data: { count: 3 } });
    const withdrawn = await server().json('demo-school', '/api/organization/school-branches-exec2', { method: 'POST', json: { branch_id: branch, major_ids: majors.slice(0, 1) } });
    expect(withdrawn.body.data.count).toBe(1);
    const one = await server().json('demo-school', '/api/organization/school-xueli-majors-exec', { method: 'POST', json: { major_id: majors[0], branch_ids: [branch], price: 3900 } });
    expect(one.body.data.count).toBe(1);
    const rows = server().db.prepare('SELECT major_id, price FROM branch_majors WHERE branch_id = ? ORDER BY major_id').all(branch);
    expect(rows).toHaveLength(3);
    expect((await server().json('demo-school', '/api/organization/school-branches-exec', { method: 'POST', json: { branch_id: branch } })).body.message).toBe('请选择专业');
  });
});
