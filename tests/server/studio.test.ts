import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileProblem, StudioFile } from '../../server/studio/files.ts';
import { apiToken, startReferenceServer, type ReferenceServer } from '../e2e/support/harness.ts';

interface StudioAnswer {
  code: number;
  message: string;
  problems: FileProblem[];
  data: { files: StudioFile[]; problems: FileProblem[]; route: string };
}

// The studio's calls (server/studio/routes.ts, issue 29 item 4): the files with check-config's
// problems, the check of unsaved text, saving to SCHEMAS_DIR only with the previous version kept
// and never what check-config refuses, and the new-page template, seen by the app's own calls.

const consult = fs.readFileSync(path.resolve('schemas/pages/consult.json'), 'utf8');

describe('the studio calls', () => {
  let server: ReferenceServer;
  let schemasDir: string;
  /** The studio's secret, printed by the server at start (server/studio/guard.ts). */
  const token = () => /X-Studio-Token: ([\w-]+)/.exec(server.output())?.[1] ?? '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/dev/studio/${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-studio-token': token() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as StudioAnswer };
  };
  const asSchool = async (url: string) => {
    const token = (await apiToken(server)) ?? '';
    const response = await fetch(`${server.url}/api/organization/${url}`, { headers: { 'org-token': token, accept: 'application/json', 'site-name': 'cepsp' } });
    return (await response.json()) as { code: number; data: unknown };
  };
  /** What the app is served once the server has seen the saved file (it looks every second). */
  const eventually = async <T,>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let waited = 0; ; waited += 100) {
      const value = await read();
      if (done(value) || waited > 10_000) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-schemas-'));
    server = await startReferenceServer({ SCHEMAS_DIR: schemasDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(schemasDir, { recursive: true, force: true });
  });

  it('lists every page and menu file of the effective schemas with its check status', async () => {
    const { status, body } = await call('GET', 'files');
    expect(status).toBe(200);
    const names = body.data.files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['menus/school.json', 'menus/branch.json', 'pages/consult.json', 'help.json']));
    expect(body.data.files.find((f) => f.name === 'pages/consult.json')).toMatchObject({ source: 'builtin', problems: [] });
  });

  it('checks unsaved text as check-config does: a typo names its JSON path', async () => {
    const typo = consult.replace('"rules": {"required": 1, "max": 200}', '"rules": {"requried": 1, "max": 200}');
    const { body } = await call('POST', 'check', { name: 'pages/consult.json', text: typo });
    expect(body.data.problems).toEqual([expect.objectContaining({ path: 'form.fields[3]（回复内容）.rules.requried', message: expect.stringContaining('是否想写 required') })]);
    const broken = await call('POST', 'check', { name: 'pages/consult.json', text: '{\n  "list": {,\n}' });
    expect(broken.body.data.problems[0]).toMatchObject({ line: 2, message: expect.stringContaining('JSON 语法错误') });
  });

  it('refuses to save what check-config refuses, and writes nothing', async () => {
    const typo = consult.replace('"required": 1, "max": 200', '"requried": 1, "max": 200');
    const { status, body } = await call('PUT', 'file', { name: 'pages/consult.json', text: typo });
    expect(status).toBe(422);
    expect(body.problems[0]?.path).toBe('form.fields[3]（回复内容）.rules.requried');
    expect(fs.existsSync(path.join(schemasDir, 'pages/consult.json'))).toBe(false);
  });

  it('saves to SCHEMAS_DIR, keeps the previous version, and the app is served the change', async () => {
    const edited = consult.replace('"name": "回复内容"', '"name": "答复内容"');
    const { status } = await call('PUT', 'file', { name: 'pages/consult.json', text: edited });
    expect(status).toBe(200);
    expect(fs.readFileSync(path.join(schemasDir, 'pages/consult.json'), 'utf8')).toContain('答复内容');
    const kept = fs.readdirSync(path.join(schemasDir, '.history/pages'));
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(schemasDir, '.history/pages', kept[0] ?? ''), 'utf8')).toBe(consult);
    expect(fs.readFileSync(path.resolve('schemas/pages/consult.json'), 'utf8')).toBe(consult);
    const page = await eventually(() => asSchool('menu-component/361'), (answer) => JSON.stringify(answer).includes('答复内容'));
    expect(JSON.stringify(page.data)).toContain('答复内容');
    const files = (await call('GET', 'files')).body.data.files;
    expect(files.find((f) => f.name === 'pages/consult.json')?.source).toBe('replaced');
  });

  it('lists the versions saves replaced, newest first, and reads one; nothing outside .history', async () => {
    const name = 'pages/consult.json';
    const first = await call('PUT', 'file', { name, text: consult.replace('回复内容', '答复一') });
    expect(first.status).toBe(200);
    const second = await call('PUT', 'file', { name, text: consult.replace('回复内容', '答复二') });
    expect(second.status).toBe(200);
    const listed = await call('GET', `history?name=${name}`);
    const versions = (listed.body.data as unknown as { versions: { version: string; time: string }[] }).versions;
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(versions.map((v) => v.version)).toEqual([...versions.map((v) => v.version)].sort().reverse());
    const newest = await call('GET', `history-file?name=${name}&version=${versions[0]?.version}`);
    expect((newest.body.data as unknown as { text: string }).text).toContain('答复一');
    expect((await call('GET', `history-file?name=${name}&version=../../etc/passwd`)).status).toBe(404);
    expect((await call('GET', 'history?name=../secret.json')).status).toBe(404);
  });

  it('makes a working page and menu item from the template in one step', async () => {
    const { status, body } = await call('POST', 'new-page', { key: 'student-notice', title: '学员公告', account: 'school' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ files: ['pages/student-notice.json', 'menus/school.student-notice.json'], route: '/student-notice/student-notice' });
    const profile = await eventually(() => asSchool('profile'), (answer) => JSON.stringify(answer).includes('学员公告'));
    expect(JSON.stringify(profile.data)).toContain('"key":"student-notice"');
    const list = await asSchool('student-notice');
    expect(list).toMatchObject({ code: 200, data: { data: [], total: 0 } });
    const again = await call('POST', 'new-page', { key: 'student-notice', title: '学员公告', account: 'school' });
    expect(again.status).toBe(422);
    expect(again.body.message).toContain('已存在');
  });

  it('puts a new page under the menu group chosen, after the item chosen, and the app is served it there (issue 60 item 7)', async () => {
    const places = await call('GET', 'menu?account=school');
    const items = (places.body.data as unknown as { items: { id: number; name: string; group: boolean; children: { id: number; name: string }[] }[] }).items;
    const teaching = items.find((item) => item.name === '教学管理');
    expect(teaching).toMatchObject({ id: 330, group: true, children: [{ id: 331, name: '专业管理' }, { id: 332, name: '师资管理' }, { id: 333, name: '培训课程' }, { id: 334, name: '培训项目' }] });
    expect(items.find((item) => item.name === '首页')?.group).toBe(false);
    // 申领学校 (is_action 1) is no place the menu shows
    expect(items.find((item) => item.name === '学校认证')?.children.map((child) => child.name)).toEqual(['学校信息认证']);

    const { status, body } = await call('POST', 'new-page', { key: 'class-notice', title: '班级通知', account: 'school', parent_id: 330, after: 331 });
    expect(status).toBe(200);
    expect(body.data).toEqual({ files: ['pages/class-notice.json', 'menus/school.class-notice.json'], route: '/fxl-school/class-notice' });
    // a group of its own, first in the menu
    expect((await call('POST', 'new-page', { key: 'first-notice', title: '置顶页面', account: 'school', after: 0 })).status).toBe(200);
    const menuOf = async () => ((await asSchool('profile')).data as { menu_tree: { name: string; children?: { name: string }[] }[] }).menu_tree;
    const tree = await eventually(menuOf, (menu) => menu[0]?.name === '置顶页面' && JSON.stringify(menu).includes('班级通知'));
    expect(tree[0]?.name).toBe('置顶页面');
    expect(tree.find((item) => item.name === '教学管理')?.children?.map((child) => child.name)).toEqual(['专业管理', '班级通知', '师资管理', '培训课程', '培训项目']);
    expect(JSON.stringify(tree)).not.toContain('"after"');
    expect((await asSchool('class-notice')).code).toBe(200);

    // a parent that is no group, or a place not under it, is refused and nothing written
    const page = await call('POST', 'new-page', { key: 'bad-parent', title: '错误', account: 'school', parent_id: 300 });
    expect(page).toMatchObject({ status: 422, body: { message: expect.stringContaining('不是学校账号菜单中的一个分组') } });
    const place = await call('POST', 'new-page', { key: 'bad-place', title: '错误', account: 'school', parent_id: 330, after: 391 });
    expect(place).toMatchObject({ status: 422, body: { message: expect.stringContaining('不在「教学管理」下') } });
    expect(fs.existsSync(path.join(schemasDir, 'pages/bad-parent.json')) || fs.existsSync(path.join(schemasDir, 'pages/bad-place.json'))).toBe(false);
  });
});

describe('the studio answers only itself (issue 58 item 4)', () => {
  let server: ReferenceServer;
  let schemasDir: string;
  const token = () => /X-Studio-Token: ([\w-]+)/.exec(server.output())?.[1] ?? '';
  /** A request with exactly these headers (fetch would set its own Host and Origin). */
  const raw = (method: string, urlPath: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const req = http.request({ hostname, port, path: urlPath, method, headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  const host = () => new URL(server.url).host;
  const own = () => ({ host: host(), 'x-studio-token': token(), 'content-type': 'application/json' });
  const page = JSON.stringify({ key: 'cross-site', title: '跨站写入', account: 'school' });
  const written = () => fs.existsSync(path.join(schemasDir, 'pages/cross-site.json')) || fs.existsSync(path.join(schemasDir, 'menus/school.cross-site.json'));

  beforeAll(async () => {
    schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-guard-schemas-'));
    server = await startReferenceServer({ SCHEMAS_DIR: schemasDir });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(schemasDir, { recursive: true, force: true });
  });

  it('prints a secret of its own at start', () => {
    expect(token()).toMatch(/^[\w-]{43}$/);
    expect(server.output()).toContain(`studio: ${server.url}/__studio/ (X-Studio-Token: ${token()})`);
  });

  it('writes nothing for a cross-site text/plain POST to new-page, a form post, or a text/plain body with the secret', async () => {
    // what a foreign page can send without asking (a "simple" request): no secret, its own Origin
    const crossSite = await raw('POST', '/api/dev/studio/new-page', { host: host(), origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain;charset=UTF-8' }, page);
    expect(crossSite.status).toBe(403);
    const form = await raw('POST', '/api/dev/studio/new-page', { host: host(), 'content-type': 'application/x-www-form-urlencoded' }, 'key=cross-site&title=x&account=school');
    expect(form.status).toBe(403);
    const plain = await raw('POST', '/api/dev/studio/new-page', { ...own(), 'content-type': 'text/plain' }, page);
    expect(plain).toMatchObject({ status: 415, text: expect.stringContaining('application/json') });
    expect(written()).toBe(false);
  });

  it('refuses a foreign Origin, even with the secret and JSON', async () => {
    const answer = await raw('POST', '/api/dev/studio/new-page', { ...own(), origin: 'http://evil.example' }, page);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).message).toContain('工作室拒绝其他网站的请求');
    expect((await raw('PUT', '/api/dev/studio/file', { ...own(), 'sec-fetch-site': 'same-site' }, JSON.stringify({ name: 'help.json', text: '{}' }))).status).toBe(403);
    expect(written()).toBe(false);
  });

  it('refuses a Host other than the one it is bound to (DNS rebinding), for its calls and its page', async () => {
    const port = new URL(server.url).port;
    const rebound = { ...own(), host: `evil.example:${port}` };
    const read = await raw('GET', '/api/dev/studio/file?name=pages/consult.json', rebound);
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('回复内容');
    expect(JSON.parse(read.text).message).toContain(`工作室只接受发给 ${server.url} 的请求`);
    expect((await raw('POST', '/api/dev/studio/new-page', rebound, page)).status).toBe(403);
    expect((await raw('GET', '/__studio/', { host: `evil.example:${port}` })).status).toBe(403);
    expect((await raw('GET', '/__studio/', { host: `127.0.0.1:${Number(port) + 1}` })).status).toBe(403);
    expect(written()).toBe(false);
    // its own names: the address it is bound to, and localhost
    expect((await raw('GET', '/api/dev/studio/files', { ...own(), host: `localhost:${port}` })).status).toBe(200);
  });

  it('refuses a call without the secret, or with another', async () => {
    const { 'x-studio-token': _secret, ...noToken } = own();
    expect((await raw('GET', '/api/dev/studio/files', noToken)).status).toBe(403);
    expect((await raw('GET', '/api/dev/studio/files', { ...own(), 'x-studio-token': `${token().slice(0, -1)}x` })).status).toBe(403);
    const none = await raw('POST', '/api/dev/studio/new-page', noToken, page);
    expect(JSON.parse(none.text)).toMatchObject({ code: 403, message: expect.stringContaining('工作室口令') });
    expect(written()).toBe(false);
    // with all of it, the same call writes
    const made = await raw('POST', '/api/dev/studio/new-page', { ...own(), origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' }, page);
    expect(made.status).toBe(200);
    expect(written()).toBe(true);
  });
});
