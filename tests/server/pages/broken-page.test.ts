import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeJsonError, lineAndColumn } from '../../../server/config-json.ts';
import { BUILTIN_SCHEMAS_DIR, RELOAD_CHECK_MS, readPageConfigs } from '../../../server/page-configs.ts';
import { PAGE_BEING_FIXED } from '../../../server/routes/pages/menus.ts';
import { serverForFile, tempFolder } from './harness.ts';

// A broken page fails alone (issue 14, item 5): the server starts with broken page files in
// SCHEMAS_DIR, every other page works, the broken ones answer 503 with a Chinese message, the
// problems are reported by file and line/column or JSON path, and a fix is picked up while running.

const PROJECT = path.resolve(BUILTIN_SCHEMAS_DIR, '..');
const dir = tempFolder('edu-broken-page-');
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
};
const builtin = (name: string) => fs.readFileSync(path.join(BUILTIN_SCHEMAS_DIR, name), 'utf8');

// 专业管理 (331): a JSON syntax error on line 3 (a trailing comma before the closing brace).
write('pages/school-major.json', '{\n  "list": {"title": "专业管理"},\n}\n');
// 点击咨询 (361): JSON, but the wrong shape (a column without its field).
const consult = JSON.parse(builtin('pages/consult.json')) as { list: { columns: Record<string, unknown>[] } };
consult.list.columns[0] = { title: '姓名' };
write('pages/consult.json', JSON.stringify(consult, null, 2));
// A new page whose menu file is good and whose page file is cut short.
write('menus/school.extra.json', JSON.stringify([{ id: 901, parent_id: 330, name: '新页面', key: 'extra-page', route_key: 'extra-page', component: 'list' }]));
write('pages/extra-page.json', '{ "list": ');
// A menu extension with a typo'd shape: left out, the rest of the menu works.
write('menus/branch.broken.json', '[{ "id": 960, "name": 5 }]');
// Files that cannot be read fail alone too (issue 33 item 6): a dangling link, a folder named x.json.
fs.symlinkSync(path.join(dir, 'pages/deleted.json'), path.join(dir, 'pages/dangling.json'));
fs.mkdirSync(path.join(dir, 'pages/folder.json'));

const errors: string[] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
afterAll(() => {
  spy.mockRestore();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a server started with broken page files', () => {
  const server = serverForFile({ schemasDir: () => dir });
  let report = '';
  beforeAll(() => {
    report = errors.join('\n');
  });

  it('starts, and every other page answers its config', async () => {
    for (const [id, title] of [[332, '师资管理'], [341, '企业信息'], [356, '广告推广']] as const) {
      const page = await server().json('demo-school', `/api/organization/menu-component/${id}`);
      expect(page.status).toBe(200);
      expect(page.body.data.list.title).toContain(title.slice(0, 2));
    }
    expect((await server().json('demo-school', '/api/organization/school-majors')).status).toBe(404);
  });

  it.each([331, 361, 901])('answers 503 with the Chinese message for the broken page of menu item %i', async (id) => {
    const page = await server().json('demo-school', `/api/organization/menu-component/${id}`);
    expect(page).toEqual({ status: 503, body: { code: 503, message: PAGE_BEING_FIXED } });
  });

  it('keeps the menu items of the broken pages, and leaves out the broken menu extension', async () => {
    const profile = await server().json('demo-school', '/api/organization/profile');
    expect(JSON.stringify(profile.body.data.menu_tree)).toContain('"id":901');
    const branch = await server().json('demo-branch', '/api/organization/profile');
    expect(JSON.stringify(branch.body.data.menu_tree)).not.toContain('"id":960');
  });

  it('reported each problem on start: file and line:column, or file and JSON path, in Chinese, with no follow-on errors', () => {
    expect(report).toContain(`${path.join(dir, 'pages/school-major.json')}:3:1: JSON 语法错误：此处应为用双引号括起的键名（也可能是多余的逗号）`);
    expect(report).toContain(`${path.join(dir, 'pages/extra-page.json')}:1:11: JSON 语法错误：文件意外结束`);
    expect(report).toMatch(/consult\.json: list\.columns\[0\]\.field: .*（此页面已停用，打开时提示配置正在修复中）/);
    expect(report).toMatch(/branch\.broken\.json: \[0\]\.name: .*（此菜单文件已停用）/);
    expect(report).toContain(`${path.join(dir, 'pages/dangling.json')}: (根): 无法读取此文件：它不存在（可能是指向已删除文件的链接）`);
    expect(report).toContain(`${path.join(dir, 'pages/folder.json')}: (根): 无法读取此文件：这是一个文件夹，不是文件`);
    expect(report).not.toContain('找不到页面配置');
    expect(report).not.toMatch(/position|Unexpected|Expected/);
  });

  it('picks up a broken page fixed while running', async () => {
    write('pages/school-major.json', builtin('pages/school-major.json'));
    // the reload runs every RELOAD_CHECK_MS: wait for its effect, not for a time
    await expect.poll(async () => (await server().json('demo-school', '/api/organization/menu-component/331')).status, { timeout: 20_000, interval: RELOAD_CHECK_MS / 4 }).toBe(200);
    const page = await server().json('demo-school', '/api/organization/menu-component/331');
    expect(page.body.data.list.title).toBe('专业管理');
    expect((await server().json('demo-school', '/api/organization/school-majors')).status).toBe(200);
  }, 30_000);

  it('keeps the last good version of a page that breaks while running', async () => {
    write('pages/school-major.json', '{ "list": { "title": "改到一半" ');
    // a request after RELOAD_CHECK_MS re-reads the files: ask until the broken file is reported
    const ask = () => server().json('demo-school', '/api/organization/menu-component/331');
    await expect.poll(async () => (await ask(), errors.join('\n')), { timeout: 20_000, interval: RELOAD_CHECK_MS / 4 }).toContain('（仍使用此页面上一次正确的配置）');
    expect((await ask()).body.data.list.title).toBe('专业管理');
  }, 30_000);
});

describe('the problems of broken files, for check-config', () => {
  it('exits 1 on a folder with a broken page, naming the file with line and column', () => {
    const folder = tempFolder('edu-broken-check-');
    fs.mkdirSync(path.join(folder, 'pages'));
    fs.writeFileSync(path.join(folder, 'pages/consult.json'), '{\n  "list": {\n    "title": \'点击咨询\'\n  }\n}\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/check-config.ts', folder], { cwd: PROJECT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join(folder, 'pages/consult.json')}:3:14: JSON 语法错误：此处有不该出现的字符`);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reports a pages "folder" that is a file, and reads the rest', () => {
    const folder = tempFolder('edu-unreadable-pages-');
    fs.writeFileSync(path.join(folder, 'pages'), 'not a folder');
    const result = readPageConfigs([BUILTIN_SCHEMAS_DIR, folder]);
    expect(result.fatal).toBe(false);
    expect(result.problems).toEqual([{ file: path.join(folder, 'pages'), path: '(根)', message: '无法读取此文件夹：这不是一个文件夹（其中的配置均未使用）' }]);
    expect(result.configs.pages.has('school-major')).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a page file nested 8,000 deep (it overflowed the engine\'s parse and stopped the start), and reads the rest', () => {
    const folder = tempFolder('edu-deep-page-');
    fs.mkdirSync(path.join(folder, 'pages'));
    const page = builtin('pages/school-major.json').replace('{', `{"deep": ${'['.repeat(8000)}${']'.repeat(8000)},`);
    fs.writeFileSync(path.join(folder, 'pages/school-major.json'), page);
    const result = readPageConfigs([BUILTIN_SCHEMAS_DIR, folder]);
    expect(result.fatal).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ file: path.join(folder, 'pages/school-major.json'), message: expect.stringContaining('配置嵌套过深（不能超过 64 层）') })]);
    expect(result.configs.pages.has('consult')).toBe(true);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is fatal only when a built-in menu file is broken', () => {
    const folder = tempFolder('edu-broken-menu-');
    fs.mkdirSync(path.join(folder, 'menus'));
    fs.writeFileSync(path.join(folder, 'menus/school.json'), '[');
    const result = readPageConfigs([BUILTIN_SCHEMAS_DIR, folder]);
    expect(result.fatal).toBe(true);
    expect(result.problems[0]).toMatchObject({ file: path.join(folder, 'menus/school.json'), line: 1, column: 2 });
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const syntaxError = (text: string) => {
    try {
      JSON.parse(text);
    } catch (error) {
      return describeJsonError(text, error as Error);
    }
    throw new Error('parsed');
  };

  it('finds line and column from the offset in JSON.parse\'s message', () => {
    expect(lineAndColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 });
    expect(syntaxError('[1,\n 2\n 3]')).toEqual({ line: 3, column: 2, message: 'JSON 语法错误：数组元素后应为逗号 , 或右括号 ]' });
    expect(syntaxError('{"a": 1,\n "b": ')).toMatchObject({ line: 2, column: 7, message: expect.stringContaining('文件意外结束') });
  });

  it.each([
    ['{"a": x}', 1, 7],
    ['{"b": x, "cccccccccccccccccccccccccccccc": 2}', 1, 7],
    ['{\n  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa": 1,\n  "b": x\n}', 3, 8],
    ['{\n  "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa": 1,\n  "b": x, "cccccccccccccccccccccc": 2\n}', 3, 8],
  ])('finds the unexpected token of %j (V8 quotes it instead of its offset) at %i:%i', (text, line, column) => {
    expect(syntaxError(text)).toMatchObject({ line, column, message: expect.stringContaining('此处有不该出现的字符') });
  });
});
