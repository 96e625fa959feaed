import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE } from '../../../server/body-limit.ts';
import { BODY_TOO_DEEP } from '../../../server/body-shape.ts';
import { MAX_PAGE_SIZE } from '../../../server/routes/pages/records.ts';
import { BODY_NOT_JSON, BODY_NOT_OBJECT } from '../../../server/routes/pages/request.ts';
import { MAX_VALUE_CHARS } from '../../../server/routes/pages/validate.ts';
import { serverForFile, type PagesServer } from './harness.ts';

// Issue 18 item 3: a config-driven add or update refuses a body its form could not have sent
// (422 or 413, in Chinese) and stores nothing; the list answer never carries such a value.

const MAJORS = '/api/organization/school-majors';
const MAJOR = { name: '数据科学与大数据技术', level: 2, study_type: 3, years: 2.5, tuition: 5200 };

const total = async (server: PagesServer) => (await server.json('demo-school', `${MAJORS}?page_size=1`)).body.data.total as number;
const post = (server: PagesServer, body: string) =>
  server.json('demo-school', MAJORS, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('config-driven calls refuse what they cannot store', () => {
  const server = serverForFile();

  it.each([
    ['malformed JSON', '{"name": "数据科学", "level": 2,', BODY_NOT_JSON],
    ['a list', JSON.stringify([MAJOR]), BODY_NOT_OBJECT],
    ['a string', JSON.stringify('数据科学'), BODY_NOT_OBJECT],
    ['null', 'null', BODY_NOT_OBJECT],
  ])('answers 422 to %s on add, and stores nothing', async (_what, body, message) => {
    const before = await total(server());
    const answer = await post(server(), body);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(await total(server())).toBe(before);
  });

  it('answers 422 未知字段 to a field the form does not have', async () => {
    const before = await total(server());
    const answer = await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, salary: 1, is_admin: 1 } });
    expect(answer).toMatchObject({ status: 422, body: { message: '未知字段：salary', errors: { salary: ['未知字段：salary'], is_admin: ['未知字段：is_admin'] } } });
    expect(await total(server())).toBe(before);
  });

  it('answers 422 to a value over its max and to one over the sane size', async () => {
    const before = await total(server());
    const overMax = await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, name: '专'.repeat(41) } });
    expect(overMax.status).toBe(422);
    expect(overMax.body.errors?.name?.[0]).toMatch(/40/);
    // desc has a max of 500; a value of 70,000 characters is refused before any rule
    const huge = await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, desc: 'x'.repeat(MAX_VALUE_CHARS + 1) } });
    expect(huge.status).toBe(422);
    expect(huge.body.message).toBe(`专业介绍内容过长（不能超过 ${MAX_VALUE_CHARS} 个字符）`);
    expect(await total(server())).toBe(before);
  });

  it('answers 413 in Chinese to a 13 MB body, on add and on update', async () => {
    const before = await total(server());
    const big = JSON.stringify({ ...MAJOR, desc: 'x'.repeat(13 * 1024 * 1024) });
    const answer = await post(server(), big);
    expect(answer).toEqual({ status: 413, body: { code: 413, message: BODY_TOO_LARGE } });
    expect(await total(server())).toBe(before);
    const first = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data.data[0] as { id: number; desc?: string };
    const update = await server().json('demo-school', `${MAJORS}/${first.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: big });
    expect(update.status).toBe(413);
    const after = (await server().json('demo-school', `${MAJORS}/${first.id}`)).body.data as { desc?: string };
    expect(after.desc).toBe(first.desc);
  });

  it('refuses an unknown field and a huge value on update too; the list carries no such value', async () => {
    const first = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data.data[0] as { id: number };
    const unknown = await server().json('demo-school', `${MAJORS}/${first.id}`, { method: 'PATCH', json: { nickname: 'x' } });
    expect(unknown.status).toBe(422);
    const huge = await server().json('demo-school', `${MAJORS}/${first.id}`, { method: 'PATCH', json: { name: 'x'.repeat(MAX_VALUE_CHARS * 2) } });
    expect(huge.status).toBe(422);
    const list = await server().call('demo-school', `${MAJORS}?page_size=1000`);
    const text = await list.text();
    expect(text.length).toBeLessThan(200_000);
    expect(text).not.toContain('nickname');
  });

  it('still adds a proper major', async () => {
    const added = await server().json('demo-school', MAJORS, { method: 'POST', json: MAJOR });
    expect(added.status).toBe(200);
  });

  // Issue 33 item 3: these answered 操作成功 and stored a record (an empty one, or the key itself), or 500.
  it.each([
    ['an empty JSON body', { 'content-type': 'application/json' }, ''],
    ['no body at all', {}, undefined],
    ['a text/plain body', { 'content-type': 'text/plain' }, JSON.stringify(MAJOR)],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x&level=2'],
  ])('answers 422 to %s on add and update, and stores nothing', async (_what, headers, body) => {
    const before = await total(server());
    const added = await server().json('demo-school', MAJORS, { method: 'POST', headers, body });
    expect(added).toMatchObject({ status: 422, body: { message: BODY_NOT_OBJECT } });
    const first = (await server().json('demo-school', `${MAJORS}?page_size=1`)).body.data.data[0] as { id: number };
    const updated = await server().json('demo-school', `${MAJORS}/${first.id}`, { method: 'PATCH', headers, body });
    expect(updated).toMatchObject({ status: 422, body: { message: BODY_NOT_OBJECT } });
    expect(await total(server())).toBe(before);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'info|__proto__'])('refuses the key %s, at the top or nested', async (key) => {
    const before = await total(server());
    for (const body of [`{"name":"数据科学","level":2,"${key}":{"admin":1}}`, `{"name":"数据科学","desc":{"a":[{"${key}":1}]}}`]) {
      const answer = await post(server(), body);
      expect(answer).toMatchObject({ status: 422, body: { message: `不允许的字段名：${key}` } });
    }
    expect(await total(server())).toBe(before);
  });

  it('answers 422, not 500, to JSON nested 5,000 deep, on a config-driven call and a core call', async () => {
    const deep = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(await post(server(), deep)).toMatchObject({ status: 422, body: { message: BODY_TOO_DEEP } });
    const core = await server().json('demo-school', '/api/organization/profile', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: deep });
    expect(core.status).toBe(422);
  });

  it('refuses a list or an object in a text field (stored and shown as [object Object])', async () => {
    const before = await total(server());
    const list = await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, name: Array.from({ length: 10_000 }, () => 'x') } });
    expect(list).toMatchObject({ status: 422, body: { message: '专业名称应为文字' } });
    const object = await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, desc: { html: 'x' } } });
    expect(object).toMatchObject({ status: 422, body: { message: '专业介绍应为文字' } });
    expect(await total(server())).toBe(before);
  });

  it(`answers at most ${MAX_PAGE_SIZE} rows a page, whatever page_size asks`, async () => {
    for (let i = 0; i < 110; i++) await server().json('demo-school', MAJORS, { method: 'POST', json: { ...MAJOR, name: `专业${i}` } });
    const page = await server().json('demo-school', `${MAJORS}?page_size=1000`);
    expect(page.body.data.data).toHaveLength(MAX_PAGE_SIZE);
    expect(page.body.data.page_size).toBe(MAX_PAGE_SIZE);
  });
});
