import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { chinaTimeToSeconds, dialectFrom, phpDialect, PHP_EXTRA_KEY, PHP_EXTRA_VALUE, toPhp, type Json } from '../../server/dialect.ts';
import { optionsFromEnv, PROJECT_ROOT, ServerOptionsError } from '../../server/main.ts';
import { parseTime } from '../../server/routes/core/util.ts';
import { serverForFile } from './pages/harness.ts';

// REFERENCE_DIALECT=php (server/README.md, Answer dialects): the pure rewrite, rule by rule, then a
// real server answering in it.

const X = { [PHP_EXTRA_KEY]: PHP_EXTRA_VALUE };
/** A body as the dialect writes it: the envelope gains the extra key. */
const envelope = (rest: Record<string, Json>) => ({ ...rest, ...X });

const CASES: [string, Json, Json][] = [
  // 1. numeric text as numbers
  ['a mobile number', { m: '13800138003' }, envelope({ m: 13800138003 })],
  ['negative decimal text', { v: '-12.50' }, envelope({ v: -12.5 })],
  ['zero and a fraction', ['0', '0.5'], [0, 0.5]],
  ['15 significant digits still fit a double', { v: '123456789012345' }, envelope({ v: 123456789012345 })],
  ['16 significant digits stay text (PHP would send a rounded float)', { v: '1234567890123456' }, envelope({ v: '1234567890123456' })],
  ['a long order number stays text', { v: '20261114093000123456' }, envelope({ v: '20261114093000123456' })],
  ['16 digits with a decimal point stay text', { v: '1234567890.123456' }, envelope({ v: '1234567890.123456' })],
  ['leading zeros do not match: text', { v: '0123', w: '00.5' }, envelope({ v: '0123', w: '00.5' })],
  ['other numeric-looking text stays', ['1e5', '+1', ' 12', '12.', '1,000', '.5', '985a'], ['1e5', '+1', ' 12', '12.', '1,000', '.5', '985a']],
  // 2. numbers as text
  ['numbers as their decimal text', { a: 12, b: 36.5, c: 0, d: -3 }, envelope({ a: '12', b: '36.5', c: '0', d: '-3' })],
  // 3. times as Unix seconds
  ['a China time as 10-digit seconds', { t: '2026-10-14 21:05:04' }, envelope({ t: 1791983104 })],
  ['a date alone stays', { d: '2026-10-14' }, envelope({ d: '2026-10-14' })],
  ['ISO times and impossible times stay', ['2026-10-14T21:05:04Z', '2026-02-30 10:00:00', '2026-10-14 25:00:00'], ['2026-10-14T21:05:04Z', '2026-02-30 10:00:00', '2026-10-14 25:00:00']],
  // 4. booleans as 0/1
  ['booleans', { yes: true, no: false }, envelope({ yes: 1, no: 0 })],
  // 5 and 6. empty text as null, null keys left out, null in a list kept
  ['empty text and null keys are left out', { a: '', b: null, c: 'x' }, envelope({ c: 'x' })],
  ['null in a list stays null', { list: ['', null, 'x'] }, envelope({ list: [null, null, 'x'] })],
  // 7. empty objects as []
  ['an empty object', { extra: {} }, envelope({ extra: [] })],
  ['an object emptied by rule 6', { extra: { a: null, b: '' } }, envelope({ extra: [] })],
  ['an empty list stays a list', { rows: [] }, envelope({ rows: [] })],
  // 8. extra keys: the envelope and objects with an id
  ['objects with an id gain the key, others do not', { data: { id: 3, school: { id: '62', name: '阳光' }, stat: { n: 1 } } }, envelope({ data: { id: '3', school: { id: 62, name: '阳光', ...X }, stat: { n: '1' }, ...X } })],
  ['paged rows stay a list', { code: 200, data: { data: [{ id: 1 }, { id: 2 }], total: 2 } }, envelope({ code: '200', data: { data: [{ id: '1', ...X }, { id: '2', ...X }], total: '2' } })],
  ['a 422 body', { code: 422, message: '请输入用户名', errors: { user_name: ['请输入用户名'] } }, envelope({ code: '422', message: '请输入用户名', errors: { user_name: ['请输入用户名'] } })],
  ['a bare list body gains no key', [{ n: 1 }], [{ n: '1' }]],
];

describe('toPhp, the php dialect of an answer', () => {
  it.each(CASES)('%s', (_name, input, output) => {
    expect(toPhp(input)).toStrictEqual(output);
  });

  it('leaves the verbatim paths exactly as they are', () => {
    const config = { title: '管理员', columns: [{ width: 80, sortable: true, tip: '' }], extra: {} };
    expect(toPhp({ code: 200, data: { list: config, form: { fields: [] }, n: 1 } }, ['data.list', 'data.form'])).toStrictEqual(
      envelope({ code: '200', data: { list: config, form: { fields: [] }, n: '1' } }),
    );
  });

  it('reads China time: 1970-01-01 08:00:00 is second 0', () => {
    expect(chinaTimeToSeconds('1970-01-01 08:00:00')).toBe(0);
    expect(chinaTimeToSeconds('2026-10-14')).toBeUndefined();
  });
});

describe('REFERENCE_DIALECT', () => {
  it('is plain when unset, php when asked, and stops the start otherwise', () => {
    expect(dialectFrom(undefined)).toBe('plain');
    expect(dialectFrom('php')).toBe('php');
    expect(dialectFrom('PHP')).toBeUndefined();
    const env = { SCHEMAS_DIR: path.join(PROJECT_ROOT, 'schemas') };
    expect(optionsFromEnv(env).dialect).toBe('plain');
    expect(optionsFromEnv({ ...env, REFERENCE_DIALECT: 'php' }).dialect).toBe('php');
    expect(() => optionsFromEnv({ ...env, REFERENCE_DIALECT: 'laravel' })).toThrow(ServerOptionsError);
    expect(() => optionsFromEnv({ ...env, REFERENCE_DIALECT: 'laravel' })).toThrow('REFERENCE_DIALECT must be plain or php (unset = plain), got "laravel"');
  });
});

describe('the phpDialect middleware', () => {
  const app = new Hono();
  app.use('*', phpDialect());
  app.get('/json', (c) => c.json({ code: 200, data: { n: 1 } }, 200, { 'X-Kept': 'yes' }));
  app.get('/teapot', (c) => c.json({ code: 418, message: '' }, 418));
  app.get('/bytes', (c) => c.body(new Uint8Array([0x50, 0x4b, 3, 4]), 200, { 'Content-Type': 'application/octet-stream' }));
  app.get('/text', (c) => c.text('12'));
  app.get('/broken', () => new Response('{"code":200,', { headers: { 'Content-Type': 'application/json' } }));
  app.get('/throws', () => {
    throw new Error('boom');
  });
  app.onError((_error, c) => c.json({ code: 500, message: '服务器内部错误' }, 500));

  it('rewrites JSON bodies and keeps status and headers, errors included', async () => {
    const res = await app.request('/json');
    expect(res.headers.get('x-kept')).toBe('yes');
    expect(await res.json()).toEqual(envelope({ code: '200', data: { n: '1' } }));
    const teapot = await app.request('/teapot');
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual(envelope({ code: '418' }));
    const thrown = await app.request('/throws');
    expect(thrown.status).toBe(500);
    expect(await thrown.json()).toEqual(envelope({ code: '500', message: '服务器内部错误' }));
  });

  it('leaves other bodies, and JSON it cannot read, untouched', async () => {
    expect(new Uint8Array(await (await app.request('/bytes')).arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    expect(await (await app.request('/text')).text()).toBe('12');
    expect(await (await app.request('/broken')).text()).toBe('{"code":200,');
  });
});

describe('a reference server answering in the php dialect', () => {
  const server = serverForFile({ dialect: 'php' });

  it('answers the profile with numbers for text, text for numbers and seconds for times', async () => {
    const login = await server().json(null, '/api/organization/login', { method: 'POST', json: { user_name: 'demo-school', password: 'Demo@2026' } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: '200', message: '操作成功', [PHP_EXTRA_KEY]: PHP_EXTRA_VALUE });
    const token = login.body.data.token as string;
    const res = await server().call(null, '/api/organization/profile', { headers: { 'org-token': token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = (await res.json()) as { code: unknown; data: Record<string, unknown> & { school: Record<string, unknown>; groups: Record<string, unknown>[] } };
    expect(body.code).toBe('200');
    const user = body.data;
    expect(user).toMatchObject({ id: '1', user_name: 'demo-school', nick_name: '阳光示范学校', mobile: 13800000001, balance: '12860', consume_amount: '3420.5', is_shcool: '1', popup_type: '0', [PHP_EXTRA_KEY]: PHP_EXTRA_VALUE });
    expect(user.school).toMatchObject({ id: expect.any(String), name_auth: '2', [PHP_EXTRA_KEY]: PHP_EXTRA_VALUE });
    expect(user.groups[0]).toMatchObject({ id: '1', name: '管理员', [PHP_EXTRA_KEY]: PHP_EXTRA_VALUE });
    expect(String(user.created_at)).toMatch(/^\d{10}$/);
    const stored = server().db.prepare("SELECT created_at FROM accounts WHERE user_name = 'demo-school'").pluck().get() as string;
    expect(user.created_at).toBe(Math.floor(parseTime(stored).getTime() / 1000));
  });

  it('rewrites failures too, with their status', async () => {
    const res = await server().call(null, '/api/organization/profile');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual(envelope({ code: '402', message: '登录过期，请重新登录' }));
    const missing = await server().json(null, '/api/organization/login', { method: 'POST', json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ code: '422', errors: { user_name: ['请输入用户名'] } });
  });

  it('leaves the page configuration documents of menu-component as the product people wrote them', async () => {
    const { status, body } = await server().json('demo-school', '/api/organization/menu-component/397');
    expect(status).toBe(200);
    expect(body.code).toBe('200');
    const file = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'schemas/pages/admin-user.json'), 'utf8')) as Record<string, unknown>;
    expect(body.data).toStrictEqual(file);
  });

  it('leaves an xlsx download alone (its rows are read in-process, in the plain dialect)', async () => {
    const res = await server().call('demo-school', '/api/organization/zhuxuetong-logs/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
    expect(sheet?.data[0]).toEqual(['学员姓名', '手机号码', '报名专业', '扣费（元）', '状态', '时间']);
    expect(sheet?.data.length).toBeGreaterThan(1);
    expect(sheet?.data.slice(1).every((row) => typeof row[3] === 'number' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(row[5])))).toBe(true);
  });
});
