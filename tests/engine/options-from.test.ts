import { describe, expect, it } from 'vitest';
import { compileList, parseMenuComponent } from '../../engine/index.ts';

// Issue 29 item 3: a tag column takes its labels from a form field's options (options_from)
// instead of repeating them in a `map`; an api source's names come from its loaded options.

const LEVELS = [{ id: 1, name: '高起专' }, { id: 2, name: '专升本' }];
const page = (columns: object[], fields: object[] | undefined) => ({
  list: { title: '专业管理', api: { list: { url: '/api/organization/majors' } }, columns },
  ...(fields ? { form: { component: { name: 'major', title: '专业' }, fields } } : {}),
});
const FIELDS = [
  { name: '专业名称', field: 'name', component: { type: 'text' } },
  { name: '层次', field: 'level', component: { type: 'select', data_source: { data_type: 'normal', data: LEVELS } } },
  { name: '适用类别', field: 'categories', component: { type: 'category-org-tag', multiple: 1, data_source: { data_type: 'api', data_source: '/api/common/categories?type=4' } } },
];

function compiled(columns: object[]) {
  const parsed = parseMenuComponent(page(columns, FIELDS));
  if (!parsed.ok || !parsed.config.list) throw new Error(JSON.stringify(parsed.errors));
  return compileList(parsed.config.list, parsed.config.form).columns;
}

describe('options_from: a column named by a form field\'s options', () => {
  it.each([
    ['a listed option by its name', { level: 2 }, '专升本'],
    ['an id sent as text', { level: '1' }, '高起专'],
    ['a value no option has, as sent', { level: 9 }, '9'],
    ['nothing', {}, ''],
  ])('%s', (_name, row, text) => {
    const [column] = compiled([{ title: '层次', field: 'level', type: 'tag', options_from: 'level' }]);
    expect(column?.text(row)).toBe(text);
    expect(column?.optionsSource).toBeUndefined();
  });

  it('a map still names what it lists first', () => {
    const [column] = compiled([{ title: '层次', field: 'level', type: 'tag', options_from: 'level', map: { '2': '专升本（业余）' } }]);
    expect([column?.text({ level: 1 }), column?.text({ level: 2 })]).toEqual(['高起专', '专升本（业余）']);
  });

  it('an api source: the column names its source, and its loaded options name the values, a list of them too', () => {
    const [column] = compiled([{ title: '适用类别', field: 'categories', type: 'tag', options_from: 'categories' }]);
    expect(column?.optionsSource?.data_source).toBe('/api/common/categories?type=4');
    expect(column?.text({ categories: [985, 3] })).toBe('985，3');
    expect(column?.text({ categories: [985, 3] }, [{ id: 985, name: '双一流高校' }, { id: 3, name: '职业院校' }])).toBe('双一流高校，职业院校');
  });

  it.each([
    ['a field the form does not have', [{ title: '层次', field: 'level', options_from: 'lvl' }], FIELDS, '本页表单中没有字段 "lvl"：options_from 应填表单中某个有选项的字段的 field（可用：level, categories）'],
    ['a field without options', [{ title: '名称', field: 'name', options_from: 'name' }], FIELDS, '字段「专业名称」没有选项（data_source）：options_from 应指向 select、radio 等有选项的字段'],
    ['a page without a form', [{ title: '层次', field: 'level', options_from: 'level' }], undefined, '本页没有表单（form），无从取字段 "level" 的选项：请写 map，或加上含此字段的 form'],
  ])('reports %s, by its path', (_name, columns, fields, message) => {
    const parsed = parseMenuComponent(page(columns, fields));
    expect(parsed.ok).toBe(false);
    expect(parsed.errors).toEqual([{ path: 'list.columns[0].options_from', message }]);
  });
});
