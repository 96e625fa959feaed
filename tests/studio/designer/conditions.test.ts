import { describe, expect, it } from 'vitest';
import { columnTargets, conditionList, firstValue, formTargets, targetOf, writtenConditions } from '../../../studio/designer/conditions.ts';

// Conditions by picking (issue 60 item 4): what a show_if may name and compare with.

const FIELDS = [
  { name: '姓名', field: 'name', component: { type: 'text' } },
  { name: '是否总部', field: 'is_head', component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
  { name: '地区', field: 'area', component: { type: 'select', data_source: '/api/common/areas' } },
  { name: '头像', field: 'logo', component: { type: 'image' } },
  { name: '类别', field: 'category_id', component: { type: 'select', data: [{ id: 985, name: '985院校' }] } },
];

describe('what a condition may pick', () => {
  it("offers the other fields: a field's options, free text for text fields, 为空 for the rest", () => {
    const targets = formTargets(FIELDS, 0);
    expect(targets.map((t) => [t.key, t.values.kind])).toEqual([
      ['is_head', 'options'],
      ['area', 'text'],
      ['logo', 'none'],
      ['category_id', 'options'],
    ]);
    expect(targetOf(FIELDS[1])?.values).toEqual({ kind: 'options', options: [{ id: 1, name: '是' }, { id: 0, name: '否' }, { id: null, name: '为空' }] });
    expect(targetOf(FIELDS[0])).toMatchObject({ label: '姓名（单行文本）', values: { kind: 'text' } });
    expect(firstValue(targets[0])).toBe(1);
    expect(firstValue(targetOf(FIELDS[0]))).toBe('');
  });

  it("offers a row action the list's columns, with their map or the form field's options", () => {
    const targets = columnTargets([{ title: '状态', field: 'active', map: { '1': '已启用', '0': '已停用' } }, { title: '总部', field: 'is_head' }, { title: '备注', field: 'note' }], FIELDS);
    expect(targets.map((t) => [t.label, t.values.kind])).toEqual([
      ['状态', 'options'],
      ['总部', 'options'],
      ['备注', 'text'],
    ]);
  });

  it('reads and writes show_if in the spelling it had', () => {
    expect(conditionList({ name: 'a', value: 1 })).toEqual([{ name: 'a', value: 1 }]);
    expect(conditionList(undefined)).toEqual([]);
    expect(writtenConditions([], { name: 'a', value: 1 })).toBeUndefined();
    expect(writtenConditions([{ name: 'a', value: 1 }], undefined)).toEqual({ name: 'a', value: 1 });
    expect(writtenConditions([{ name: 'a', value: 1 }], [{ name: 'a', value: 2 }])).toEqual([{ name: 'a', value: 1 }]);
  });
});

describe('must_value picks categories', () => {
  it("offers the options of the form's category_id field", async () => {
    const { categoryChoices } = await import('../../../studio/designer/conditions.ts');
    expect(categoryChoices(FIELDS)).toEqual([{ id: 985, name: '985院校' }]);
    expect(categoryChoices(FIELDS.slice(0, 2))).toEqual([]);
  });
});
