import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { menuTree, parseMenuComponent, type MenuItem } from '../../../engine/index.ts';
import { FIELD_TYPES } from '../../../engine/form/field-types/index.ts';
import { checkConfig } from '../../../server/check-config.ts';
import { startServer } from '../../../server/main.ts';
import { BUILTIN_SCHEMAS_DIR, PageConfigError, readPageConfigs } from '../../../server/page-configs.ts';
import { tempFolder } from './harness.ts';

const PROJECT = path.resolve(BUILTIN_SCHEMAS_DIR, '..');
const pageFiles = fs.readdirSync(path.join(BUILTIN_SCHEMAS_DIR, 'pages')).filter((f) => f.endsWith('.json'));
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

function brokenFolder(): string {
  const dir = tempFolder('edu-broken-schemas-');
  fs.mkdirSync(path.join(dir, 'pages'));
  const page = readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages/school-major.json')) as { form: { fields: { component: { type: string } }[] } };
  (page.form.fields[2] as { component: { type: string } }).component.type = 'colour';
  fs.writeFileSync(path.join(dir, 'pages/school-major.json'), JSON.stringify(page));
  return dir;
}

describe('the page configurations in schemas/', () => {
  it.each(pageFiles)('pages/%s is a valid menu-component answer', (file) => {
    const result = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages', file)));
    expect(result.errors).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('validates as a whole: menus, pages, help and the route table, with no problem', () => {
    const { configs, problems } = readPageConfigs([BUILTIN_SCHEMAS_DIR]);
    expect(problems).toEqual([]);
    expect(configs.pages.size).toBe(pageFiles.length);
  });

  it.each([
    ['school', [377, 388], ['school-branch', 'school-major', 'fxl-school.teacher', 'fxl-school.train-class', 'fxl-school.train-item', 'school-auth.base', 'school-auth2.base', 'card.company-info']],
    ['branch', [405, 416], ['school-major', 'school-auth2.base.branchAuth', 'branch-pic', 'branch-video', 'order.order', 'order.zhuxuetong-logs', 'admin-user']],
  ])('has a %s menu tree with the page ids %j and its pages', (kind, ids, keys) => {
    const tree = menuTree.parse(readJson(path.join(BUILTIN_SCHEMAS_DIR, `menus/${kind}.json`)));
    const items = flatten(tree);
    for (const id of ids) expect(items.find((item) => item.id === id)?.key).toMatch(/^branch-(pic|video)$/);
    for (const key of keys) expect(items.some((item) => item.key === key)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('uses every registered field type in some page config', () => {
    const used = new Set(
      pageFiles.flatMap((file) => {
        const result = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages', file)));
        if (!result.ok) throw new Error(file);
        return [...(result.config.form?.fields ?? []), ...(result.config.list?.search ?? [])].map((field) => field.component.type);
      }),
    );
    expect(FIELD_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('uses must_value, required_type 2 and show_if in the authentication forms', () => {
    const fields = ['school-auth.base', 'school-auth2.base', 'school-auth2.base.branchAuth'].flatMap((key) => {
      const result = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, `pages/${key}.json`)));
      if (!result.ok || !result.config.form) throw new Error(key);
      expect(result.config.form.component.api_url?.show?.url).toMatch(/^\/api\/organization\/school-auth-form\/show\?form=/);
      return result.config.form.fields;
    });
    const adverts = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages/adver-tis.json')));
    expect(adverts.ok && adverts.config.form?.fields.filter((f) => f.component.type === 'date').map((f) => f.field)).toEqual(['start_date', 'end_date']);
    expect(fields.some((f) => f.component.must_value?.includes('985'))).toBe(true);
    expect(fields.some((f) => f.component.required_type === 2)).toBe(true);
    expect(fields.some((f) => f.show_if.length > 0)).toBe(true);
    expect(fields.some((f) => f.other_name)).toBe(true);
  });

  it('gives company info 100 rows a page and no pager, and the branches a title by is_school', () => {
    const company = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages/card.company-info.json')));
    expect(company.ok && company.config.list).toMatchObject({ page_size: 100, pager: false });
    const branches = parseMenuComponent(readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages/school-branch.json')));
    expect(branches.ok && branches.config.list?.title_by_school).toEqual({ '0': '学习中心', '1': '分支机构' });
  });
});

describe('checking the configs: npm run check-config and the server start', () => {
  it('prints OK and the counts for the built-in folder', () => {
    const { ok, output } = checkConfig(BUILTIN_SCHEMAS_DIR);
    expect(ok).toBe(true);
    expect(output).toMatch(/^OK：\d+ 个文件，\d+ 个页面配置/);
    expect(output).toContain('已检查：');
    expect(output).toContain('（内置）');
  });

  it('names every folder it checked, and refuses a folder that does not exist (issue 29 item 1)', () => {
    const extra = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-extra-'));
    const checked = checkConfig(extra);
    expect(checked.ok).toBe(true);
    expect(checked.output).toContain(`（内置），${extra}`);
    const missing = path.join(extra, 'no-such-folder');
    expect(checkConfig(missing)).toEqual({ ok: false, output: `配置文件夹不存在："${missing}"：请检查 SCHEMAS_DIR 或命令行参数` });
    fs.writeFileSync(path.join(extra, 'a-file'), '{}');
    expect(checkConfig(path.join(extra, 'a-file')).ok).toBe(false);
  });

  it('exits 1 naming the file, the JSON path and the message for a broken folder', () => {
    const dir = brokenFolder();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/check-config.ts', dir], { cwd: PROJECT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${path.join(dir, 'pages/school-major.json')}: form.fields[2]（学习形式）.component.type: 未知的字段类型 "colour"`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reports JSON syntax errors, unknown keys, missing pages and clashing calls', () => {
    const dir = tempFolder('edu-broken-schemas-');
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.mkdirSync(path.join(dir, 'menus'));
    fs.writeFileSync(path.join(dir, 'pages/bad.json'), '{ "list": ');
    const consult = readJson(path.join(BUILTIN_SCHEMAS_DIR, 'pages/consult.json')) as { list: Record<string, unknown> };
    fs.writeFileSync(path.join(dir, 'pages/copy.json'), JSON.stringify({ list: { ...consult.list, show_iff: 1 } }));
    fs.writeFileSync(path.join(dir, 'pages/copy2.json'), JSON.stringify({ list: consult.list }));
    fs.writeFileSync(path.join(dir, 'menus/school.extra.json'), JSON.stringify([{ id: 901, name: '新页', component: 'list', key: 'missing' }]));
    const { problems, warnings } = readPageConfigs([BUILTIN_SCHEMAS_DIR, dir]);
    const lines = problems.map((p) => `${path.basename(p.file)} ${p.path} ${p.message}`);
    // an unknown key in a page file is a warning: it has no effect, and the page is not left out for it
    expect(warnings.map((p) => `${path.basename(p.file)} ${p.path} ${p.message}`)).toEqual([expect.stringMatching(/^copy\.json list\.show_iff 未知的键 "show_iff"，此键不起作用；可用：/)]);
    expect(lines.filter((line) => line.includes('show_iff'))).toEqual([]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^bad\.json \(根\) JSON 语法错误：文件意外结束/),
        expect.stringMatching(/^copy2\.json list\.api\.list\.url GET \/api\/organization\/consults 已由 pages\/consult\.json 的 list\.api\.list 使用/),
        'school.extra.json [0].key 找不到页面配置 pages/missing.json',
      ]),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to start the server only when a built-in menu file is broken, naming the file and line', async () => {
    const dir = tempFolder('edu-broken-schemas-');
    fs.mkdirSync(path.join(dir, 'menus'));
    fs.writeFileSync(path.join(dir, 'menus/branch.json'), '[\n  { "id": 1, }\n]\n');
    const dataDir = tempFolder('edu-pages-data-');
    const start = startServer({ host: '127.0.0.1', port: 0, dataDir, schemasDir: dir, distDir: dataDir });
    await expect(start).rejects.toBeInstanceOf(PageConfigError);
    await expect(start).rejects.toThrow(`${path.join(dir, 'menus/branch.json')}:2:14: JSON 语法错误`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
