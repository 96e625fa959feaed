import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../../server/check-config.ts';
import { BUILTIN_SCHEMAS_DIR, readPageConfigs } from '../../../server/page-configs.ts';
import { tempFolder } from './harness.ts';

// What check-config says about the files a product person writes (issue 14, item 4): "$schema"
// at the top of a page, menu or help file; menu items with strict keys; unresolvable items.

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, unknown>): string {
  dir = tempFolder('edu-menu-files-');
  for (const [name, value] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), JSON.stringify(value, null, 2));
  }
  return dir;
}
const builtin = (name: string) => JSON.parse(fs.readFileSync(path.join(BUILTIN_SCHEMAS_DIR, name), 'utf8')) as Record<string, unknown>;
const lines = (folderPath: string) => readPageConfigs([BUILTIN_SCHEMAS_DIR, folderPath]).problems.map((p) => `${path.relative(folderPath, p.file)} ${p.path} ${p.message}`);

describe('"$schema" at the top of a file', () => {
  it('is accepted in a page file, a menu file written as {"$schema", "items"} and help.json', () => {
    const consult = builtin('pages/consult.json');
    const at = folder({
      'pages/consult.json': { $schema: '../menu-component.schema.json', ...consult },
      'menus/school.json': { $schema: '../menu-file.schema.json', items: JSON.parse(fs.readFileSync(path.join(BUILTIN_SCHEMAS_DIR, 'menus/school.json'), 'utf8')) },
      'menus/school.extra.json': { $schema: '../menu-file.schema.json', items: [{ id: 901, parent_id: 330, name: '新页面', key: 'consult', route_key: 'extra', component: 'list' }] },
      'help.json': { $schema: 'https://example.test/help.schema.json', default: [{ title: '问题', content: '回答' }] },
    });
    const { configs, problems } = readPageConfigs([BUILTIN_SCHEMAS_DIR, at]);
    expect(problems).toEqual([]);
    expect(configs.menus.school.find((item) => item.id === 330)?.children?.some((item) => item.id === 901)).toBe(true);
    expect(configs.help.default).toEqual([{ title: '问题', content: '回答' }]);
  });
});

describe('menu items', () => {
  it('flags a typo\'d key (compnent) with its file and JSON path, and keeps the file', () => {
    const at = folder({ 'menus/school.extra.json': [{ id: 901, parent_id: 330, name: '新页面', key: 'consult', compnent: 'list' }] });
    expect(lines(at)).toEqual([
      'menus/school.extra.json [0].compnent 未知的键 "compnent"，是否想写 component？此键不起作用，component 也未设置',
      // and what the typo does: the item opens nothing
      'menus/school.extra.json [0] 菜单项「新页面」既没有 component 也没有子菜单或 redirect_route，点击后无法打开任何页面',
    ]);
    expect(readPageConfigs([BUILTIN_SCHEMAS_DIR, at]).configs.menus.school.some((item) => JSON.stringify(item).includes('"id":901'))).toBe(true);
  });

  it('places an extension item after the sibling `after` names (0: first), and says when it names none', () => {
    const item = (id: number, after: number) => ({ id, parent_id: 330, name: `页面${id}`, key: 'consult', route_key: `extra${id}`, component: 'list', after });
    const at = folder({ 'menus/school.extra.json': [item(901, 332), item(902, 0), item(903, 999)] });
    expect(lines(at)).toEqual(['menus/school.extra.json [2].after after 写的菜单 id 999 不在同级菜单中（此菜单项已放在最后）']);
    const teaching = readPageConfigs([BUILTIN_SCHEMAS_DIR, at]).configs.menus.school.find((entry) => entry.id === 330);
    expect(teaching?.children?.map((child) => child.id)).toEqual([902, 331, 332, 901, 333, 334, 903]);
  });

  it('reports an item whose component it cannot resolve', () => {
    const at = folder({ 'menus/branch.extra.json': { items: [{ id: 960, name: '新页面', key: 'consult', component: 'lsit' }] } });
    expect(lines(at)).toEqual([expect.stringMatching(/^menus\/branch\.extra\.json items\[0\]\.component 未知的组件 "lsit"/)]);
  });

  it('reports an item whose page has no part for its component (a list item over a form-only page)', () => {
    const at = folder({
      'pages/notice-form.json': { form: { component: { name: 'notice', title: '公告' }, fields: [{ name: '标题', field: 'title', component: { type: 'text' } }] } },
      'menus/branch.extra.json': [
        { id: 960, name: '公告', key: 'notice-form', component: 'list' },
      ],
    });
    expect(lines(at)).toEqual([
      'menus/branch.extra.json [0].key 页面配置 pages/notice-form.json 没有 list，组件 list 无法打开此页面',
    ]);
  });

  it('leaves out a menu extension of the wrong shape, naming the path', () => {
    const at = folder({ 'menus/branch.extra.json': { $schema: 'x', items: [{ id: 960 }] } });
    expect(lines(at)).toEqual([expect.stringMatching(/^menus\/branch\.extra\.json items\[0\]\.name .*（此菜单文件已停用）$/)]);
  });
});

describe('an unknown key in a page file', () => {
  it('is a warning: check-config passes and prints it, the page is kept', () => {
    const consult = builtin('pages/consult.json') as { list: Record<string, unknown>; form: Record<string, unknown> };
    const at = folder({ 'pages/consult.json': { ...consult, list: { ...consult.list, show_iff: 1 } } });
    const { ok, output } = checkConfig(at);
    expect(ok).toBe(true);
    expect(output).toMatch(/^OK：/);
    expect(output).toContain('提示（1 处，不影响使用）');
    expect(output).toContain('list.show_iff: 未知的键 "show_iff"，此键不起作用');
    expect(readPageConfigs([BUILTIN_SCHEMAS_DIR, at]).configs.pages.has('consult')).toBe(true);
  });
});
