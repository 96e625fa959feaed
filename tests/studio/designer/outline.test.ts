import { describe, expect, it } from 'vitest';
import { FIELD_REGISTRY, parseMenuComponent } from '../../../engine/index.ts';
import { redo, record, startHistory, undo } from '../../../studio/designer/history.ts';
import { copyNames, newField, PALETTE_TYPES } from '../../../studio/designer/new-field.ts';
import { pageOutline, problemKey, problemsByNode } from '../../../studio/designer/outline.ts';

// The designer's outline, its new fields and its history (issue 60 items 1 and 5).

const PAGE = {
  list: {
    title: '学员',
    api: { list: { url: '/api/x' } },
    columns: [{ title: '姓名', field: 'name' }],
    search: [{ name: '姓名', field: 'name', component: { type: 'text' } }],
    toolbar: ['add', 'export'],
    row_actions: [{ action: 'edit' }, { action: 'delete', title: '移除' }],
  },
  form: {
    component: { name: 'student' },
    fields: [
      { name: '姓名', field: 'name', component: { type: 'text' } },
      { name: '届别', field: 'grade', component: { type: 'select', data_source: { data: [{ id: 2023, name: '2023届' }] } } },
      { name: '备注', field: 'note', show_if: { name: 'gone', value: 1 }, component: { type: 'textarea' } },
    ],
  },
};

describe('the outline of a page (页面结构)', () => {
  it("lists the form's fields, then the list's columns, search fields, toolbar buttons and row actions, by their Chinese names", () => {
    const outline = pageOutline(PAGE);
    expect(outline.map((section) => [section.title, section.items.map((item) => `${item.title}·${item.detail}`)])).toEqual([
      ['表单字段', ['姓名·单行文本', '届别·下拉选择', '备注·多行文本']],
      ['列表列', ['姓名·name']],
      ['搜索字段', ['姓名·单行文本']],
      ['工具栏按钮', ['新增·add', '导出·export']],
      ['行操作', ['编辑·edit', '移除·delete']],
    ]);
    expect(outline[0]?.items[2]?.path).toEqual(['form', 'fields', 2]);
    expect(pageOutline({ form: { fields: [] } }).map((section) => section.title)).toEqual(['表单字段']);
  });

  it("marks the node the engine's check names: a condition on a field that is not there", () => {
    expect(problemKey('form.fields[2]（学习形式）.component.type')).toBe('form.fields.2');
    expect(problemKey('list.api.list')).toBeUndefined();
    const parsed = parseMenuComponent(PAGE);
    const marks = problemsByNode(parsed.ok ? [] : parsed.errors, parsed.warnings);
    expect([...marks.keys()]).toEqual(['form.fields.2']);
    expect(marks.get('form.fields.2')?.[0]).toMatchObject({ severity: 'error', path: 'form.fields[2]（备注）.show_if[0].name' });
  });
});

describe('a new field from the palette', () => {
  it("offers every type of the engine's registry, in its order", () => expect(PALETTE_TYPES).toEqual(Object.keys(FIELD_REGISTRY)));

  it('is named by its type, under a free key, with a component that the engine reads', () => {
    for (const type of PALETTE_TYPES) {
      const field = newField(type, PAGE.form.fields);
      const page = { form: { component: { name: 'x' }, fields: [...PAGE.form.fields.slice(0, 2), field] } };
      const parsed = parseMenuComponent(page);
      expect(parsed.ok ? [] : parsed.errors, type).toEqual([]);
      expect(field.name).toBe(FIELD_REGISTRY[type].title);
    }
    expect(newField('text', PAGE.form.fields).field).toBe('field_4');
    expect(newField('text', [{ field: 'field_1' }]).field).toBe('field_2');
    expect(copyNames(PAGE.form.fields[1], PAGE.form.fields)).toEqual({ name: '届别（副本）', field: 'grade_2' });
  });
});

describe('one history for both views', () => {
  it('folds typing of one group within a second, and undoes and redoes', () => {
    let history = startHistory('a');
    history = record(history, 'ab', 'typing', 1000);
    history = record(history, 'abc', 'typing', 1500);
    history = record(history, 'abcd', 'designer', 1600);
    expect(history.past).toEqual(['a', 'abc']);
    expect(undo(history).present).toBe('abc');
    expect(undo(undo(history)).present).toBe('a');
    expect(redo(undo(undo(history))).present).toBe('abc');
    expect(record(undo(history), 'x').future).toEqual([]);
    expect(record(history, 'abcd')).toBe(history);
  });
});
