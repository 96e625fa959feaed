import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase, type Db } from '../../server/db.ts';
import { PROJECT_ROOT } from '../../server/main.ts';

// No answer of the reference server leaks a stack trace or SQL (issue 15, item 5): every route
// the app mounts and every call of the shipped page configs gets malformed requests (bad JSON,
// wrong types, huge and SQL-ish ids, unknown ids, SQL-ish queries), logged in as demo-school.
// No body may carry a stack frame, a source position or SQL; a 500 is the generic Chinese one.

const SCHEMAS = path.join(PROJECT_ROOT, 'schemas');

const IDS = ['999999999999999999999999', '-1', '0', '1.5', 'abc', "1' OR '1'='1", '1;DROP TABLE accounts', '%00', '..%2F..%2Fapp.sqlite', '987654'];
const SQLISH = "' OR 1=1; SELECT * FROM accounts --";
const BODIES: (string | undefined)[] = [
  '{"name": ',
  'not json at all',
  '[]',
  'null',
  '"text"',
  '12345678901234567890123',
  JSON.stringify({ id: {}, ids: 'x', name: ['a'], title: { deep: { deeper: [1, [2, [3]]] } }, page: 'abc', page_size: -5, active: 'yes', top_sort: 1e308, status: null }),
  JSON.stringify({ user_name: SQLISH, password: {}, mobile: [], code: 12, captcha: null, captcha_key: SQLISH, amount: 'lots', pay_type: SQLISH, cache_key: SQLISH, train_id: SQLISH, teachers: 'x' }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field_${i}`, SQLISH]))),
  undefined,
];
const QUERIES = ['', '?page=abc&page_size=-5', `?page=1&page_size=999999999&name=${encodeURIComponent(SQLISH)}`, '?id[]=1&type=%27&train_id=1%20OR%201%3D1&form=..%2F..%2F', `?key=${encodeURIComponent(SQLISH)}&status=${'9'.repeat(40)}`];

/** What a body must never show (with the payloads sent taken out first: a 422 may echo them). */
const LEAKS = [/\bat [\w.$<>]+ \(/, /\n\s+at /, /\.(ts|js|mjs|cjs):\d+/, /SQLITE/i, /\bSELECT\s/i, /\bINSERT\s+INTO/i, /\bUPDATE\s+\w+\s+SET\b/i, /\bFROM\s+\w+\s+WHERE\b/i, /node_modules/, /\w*Error: /, /better-sqlite3/i];

interface Route {
  method: string;
  path: string;
}

/** The calls of the shipped page configs: `{id}` becomes `:id`. */
function configCalls(): Route[] {
  const out: Route[] = [];
  for (const file of fs.readdirSync(path.join(SCHEMAS, 'pages'))) {
    const page = JSON.parse(fs.readFileSync(path.join(SCHEMAS, 'pages', file), 'utf8')) as { list?: { api?: Record<string, { url?: string; method?: string }> }; component?: { api_url?: Record<string, { url?: string; method?: string }> } };
    for (const call of [...Object.values(page.list?.api ?? {}), ...Object.values(page.component?.api_url ?? {})]) {
      if (call.url?.startsWith('/api/')) out.push({ method: (call.method ?? 'get').toUpperCase(), path: call.url.replace(/\{id\}/g, ':id').split('?')[0] as string });
    }
  }
  return out;
}

function scrub(text: string): string {
  let out = text;
  for (const payload of [SQLISH, ...IDS, ...BODIES].filter((one): one is string => one !== undefined && one.length >= 8)) {
    out = out.split(payload).join('').split(JSON.stringify(payload).slice(1, -1)).join('');
  }
  return out;
}

let root = '';
let db: Db;
let app: ReturnType<typeof createApp>;
let token = '';
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-no-leaks-'));
  db = openDatabase(path.join(root, 'data'));
  // the dev calls too (/api/dev/error below), as the tests' servers have them
  vi.stubEnv('REFERENCE_DEV', '1');
  app = createApp({ db, distDir: path.join(root, 'dist'), schemasDir: SCHEMAS });
  vi.unstubAllEnvs();
  const login = await app.request('/api/organization/login', { method: 'POST', headers: { 'content-type': 'application/json', 'site-name': 'cepsp' }, body: JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }) });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});
afterAll(() => {
  errors.mockRestore();
  db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('no answer leaks a stack trace or SQL', () => {
  it('the check itself sees a stack trace, a source position and SQL', () => {
    const seen = (text: string) => LEAKS.some((leak) => leak.test(scrub(text)));
    expect(seen(JSON.stringify({ message: String(new Error('x').stack) }))).toBe(true);
    expect(seen('{"message":"SqliteError: no such column: nme"}')).toBe(true);
    expect(seen('{"message":"SELECT id FROM accounts WHERE user_name = ?"}')).toBe(true);
    expect(seen('{"message":"at server/routes/core/session.ts:42"}')).toBe(true);
    expect(seen('{"code":422,"message":"未知字段：field_1"}')).toBe(false);
  });

  it('malformed requests at every route family answer without stack, source or SQL; a 500 says only 服务器内部错误', { timeout: 120_000 }, async () => {
    const mounted = app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/')).map(({ method, path: p }) => ({ method, path: p }));
    const seen = new Set<string>();
    // logout last: it ends the session the others use
    const routes = [...mounted, ...configCalls()]
      .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`))
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(100);

    const statuses = new Map<number, number>();
    const leaks: string[] = [];
    const serverErrors: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const paths = route.path.includes(':') ? IDS.map((id) => route.path.replace(/:\w+/g, id)) : [route.path];
      for (const url of paths) {
        const variants = route.method === 'GET' ? QUERIES.map((query) => ({ query, body: undefined as string | undefined })) : BODIES.map((body) => ({ query: '', body }));
        for (const { query, body } of variants) {
          const response = await app.request(url + query, {
            method: route.method,
            headers: { 'org-token': token, 'site-name': 'cepsp', accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
            body,
          });
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = await response.text();
          const where = `${route.method} ${url}${query}${body !== undefined ? ` ${body.slice(0, 60)}` : ''} -> ${response.status}`;
          const found = LEAKS.find((leak) => leak.test(scrub(text)));
          if (found) leaks.push(`${where}: ${found} in ${text.slice(0, 200)}`);
          if (response.status >= 500) {
            const message = (JSON.parse(text) as { message?: string }).message;
            if (message !== '服务器内部错误' && message !== '文件保存失败，请联系管理员') serverErrors.push(`${where}: ${text.slice(0, 200)}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    // logged in throughout: the calls were answered by their handlers, not only by the login check
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
    expect(serverErrors).toEqual([]);
  });

  it('the deliberate error of /api/dev/error answers the generic Chinese 500, its reason only on stderr', async () => {
    errors.mockClear();
    const response = await app.request('/api/dev/error', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: '服务器内部错误' });
    expect(errors.mock.calls.flat().map(String).join(' ')).toContain('模拟的服务器内部错误');
  });
});
