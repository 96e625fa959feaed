import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../../studio/designer/changes.ts';
import { columnsFromForm, searchFromForm } from '../../../studio/designer/columns.ts';

// The save dialog's changes in words, and 从表单生成列 (issue 60 items 4 and 6).

const GRADE = { name: '届别', field: 'grade', component: { type: 'select', data_source: { data: [{ id: 2023, name: '2023届' }] } } };
const FEE = { name: '学费', field: 'fee', component: { type: 'numeric' } };
const BEFORE = {
  list: { title: '学员', columns: [{ title: '姓名', field: 'name' }, { title: '备注', field: 'note' }], toolbar: ['add'], row_actions: [{ action: 'edit' }] },
  form: { fields: [{ name: '姓名', field: 'name', component: { type: 'text' } }, FEE] },
};

describe('what a save changes, in words', () => {
  it('names added, removed and changed fields, columns, buttons and actions', () => {
    const after = {
      list: { title: '学员名单', columns: [{ title: '姓名', field: 'name' }], toolbar: ['add', 'export'], row_actions: [] },
      form: { fields: [{ name: '姓名', field: 'name', component: { type: 'text' } }, { ...FEE, rules: { required: 1 } }, GRADE] },
    };
    expect(describeChanges(BEFORE, after)).toEqual(['新增字段「届别」（下拉选择）', '「学费」改为必填', '删除列「备注」', '新增按钮「导出」', '删除行操作「编辑」', '列表的 title 已修改']);
  });

  it('says what governs a new field: required, required for category 985, a condition', () => {
    const fields = [
      ...BEFORE.form.fields,
      { ...GRADE, rules: { required: 1 } },
      { name: '宿舍号', field: 'dorm', show_if: { name: 'boarding', value: 1 }, component: { type: 'text' } },
      { name: '985 编号', field: 'no_985', component: { type: 'text', required_type: 2 } },
    ];
    expect(describeChanges(BEFORE, { ...BEFORE, form: { fields } })).toEqual(['新增字段「届别」（下拉选择，必填）', '新增字段「宿舍号」（单行文本，有显示条件）', '新增字段「985 编号」（单行文本，仅类别为 985 时必填）']);
  });

  it('says a renamed field, a new condition, a new order and a change of format only', () => {
    const fields = BEFORE.form.fields;
    expect(describeChanges(BEFORE, { ...BEFORE, form: { fields: [{ ...fields[1], name: '学费（元）', show_if: { name: 'name', value: 'x' } }, fields[0]] } })).toEqual(['「学费」改名为「学费（元）」', '「学费（元）」的显示条件已修改', '字段的顺序已调整']);
    expect(describeChanges(BEFORE, JSON.parse(JSON.stringify(BEFORE)))).toEqual(['格式已调整（内容未变）']);
  });
});

describe('从表单生成列', () => {
  it("proposes a column per field the list does not show, as the list shows its kind of value", () => {
    const fields = [
      { name: '姓名', field: 'name', component: { type: 'text' } },
      GRADE,
      { name: '照片', field: 'photo', component: { type: 'image' } },
      { name: '附件', field: 'files', component: { type: 'file' } },
      { name: '地址', field: [{ name: 'longitude', value: 'lng' }, { name: 'latitude', value: 'lat' }, { name: 'address', value: 'addr' }], component: { type: 'address-coordinate' } },
      { name: '上线时间', field: 'online_at', component: { type: 'datetime' } },
    ];
    expect(columnsFromForm(fields, [{ title: '姓名', field: 'name' }])).toEqual([
      { title: '届别', field: 'grade', options_from: 'grade' },
      { title: '照片', field: 'photo', type: 'image' },
      { title: '地址', field: 'addr', width: 200 },
      { title: '上线时间', field: 'online_at', type: 'datetime', width: 170 },
    ]);
    expect(searchFromForm(fields, []).map((f) => f.field)).toEqual(['name', 'grade']);
  });
});

describe('the JSON diff', () => {
  it('lists the removed and added lines with their context', async () => {
    const { lineDiff } = await import('../../../studio/designer/line-diff.ts');
    expect(lineDiff('a\nb\nc', 'a\nx\nc', 0)).toEqual([
      { kind: 'removed', text: 'b', line: 2 },
      { kind: 'added', text: 'x', line: 2 },
    ]);
    expect(lineDiff('1\n2\n3\n4\n5\n6', '1\n2\n3\n4\n5\n6\n7', 1).map((d) => `${d.kind}:${d.text}`)).toEqual(['same:6', 'added:7']);
    expect(lineDiff('same', 'same')).toEqual([]);
  });
});
