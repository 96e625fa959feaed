import { describe, expect, it } from 'vitest';
import { parseFormConfig, parseListConfig, parseMenuComponent } from '../../engine/index.ts';
import { FIELD_TYPES } from '../../engine/form/field-types/index.ts';
import { formOf } from './form-harness.ts';

const text = (field: string, extra: object = {}) => ({ name: field, field, component: { type: 'text' }, ...extra });

describe('parseFormConfig: the server format, leniently', () => {
  it.each([
    ['1', true],
    [1, true],
    [true, true],
    ['true', true],
    ['0', false],
    [0, false],
    [false, false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('reads rules.required %j as %s', (required, expected) => {
    const result = parseFormConfig(formOf({ ...text('a'), rules: { required } } as never));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.fields[0]?.rules.required).toBe(expected);
  });

  it('reads numbers sent as strings, sizes in any case, and must_value as a list or a comma string', () => {
    const result = parseFormConfig(
      formOf(
        { name: '图片', field: 'imgs', rules: { max: '6' }, component: { type: 'image-arr', min: '2', size: 'm' } },
        { name: '简介', field: 'intro', component: { type: 'textarea', must_value: '985, 211' } },
        { name: '地址', field: 'addr', component: { type: 'text', must_value: [985, '3'] } },
        text('category_id'),
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [imgs, intro, addr] = result.config.fields;
    expect(imgs?.rules.max).toBe(6);
    expect(imgs?.component.min).toBe(2);
    expect(imgs?.component.size).toBe('M');
    expect(intro?.component.size).toBe('L');
    expect(intro?.component.must_value).toEqual(['985', '211']);
    expect(addr?.component.must_value).toEqual(['985', '3']);
  });

  it('normalises show_if to a list and the select config data_type from what is given', () => {
    const result = parseFormConfig(
      formOf(
        { name: '类型', field: 'kind', component: { type: 'radio', data_source: { data: [{ id: 1, name: '甲' }] } }, show_if: { name: 'a', value: 1 } },
        { name: '专业', field: 'major', component: { type: 'select', data_source: { data_source: '/api/common/majors?type=1', must_query: 'category_id' } } },
        { name: 'A', field: 'a', component: { type: 'text' } },
        text('category_id'),
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.fields[0]?.show_if).toEqual([{ name: 'a', value: 1 }]);
    expect(result.config.fields[0]?.component.data_source?.data_type).toBe('normal');
    expect(result.config.fields[1]?.component.data_source).toMatchObject({ data_type: 'api', must_query: ['category_id'] });
  });

  it('names every field type it knows in the unknown-type message', () => {
    const result = parseFormConfig(formOf({ name: '颜色', field: 'c', component: { type: 'colour' } } as never));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'fields[0]（颜色）.component.type', message: `未知的字段类型 "colour"，可用：${FIELD_TYPES.join(', ')}` },
    ]);
  });

  it.each([
    [{ name: '', field: 'a', component: { type: 'text' } }, 'fields[0]（a）.name'],
    [{ name: 'A', field: 'a b', component: { type: 'text' } }, 'fields[0]（A）.field'],
    [{ name: 'A', field: 'a', component: { type: 'text', size: 'XL' } }, 'fields[0]（A）.component.size'],
    [{ name: 'A', field: 'a', component: { type: 'text' }, rules: { required: 'yes' } }, 'fields[0]（A）.rules.required'],
    [{ name: 'A', field: 'a', component: { type: 'select' } }, 'fields[0]（A）.component.data_source'],
    [{ name: 'A', field: 'a', component: { type: 'select', data_source: { data_type: 'api' } } }, 'fields[0]（A）.component.data_source.data_source'],
    [{ name: 'A', field: 'a', component: { type: 'address-coordinate' } }, 'fields[0]（A）.field'],
    [{ name: 'A', field: [{ name: 'longitude', value: 'lng' }], component: { type: 'address-coordinate' } }, 'fields[0]（A）.field'],
    [{ name: 'A', field: 'a', component: { type: 'text', required_type: 3 } }, 'fields[0]（A）.component.required_type'],
    [{ name: 'A', field: 'a', component: { type: 'text' }, show_if: { name: 'b' } }, 'fields[0]（A）.show_if'],
    [{ name: 'A', field: 'a' }, 'fields[0]（A）.component'],
  ])('reports %j at %s and drops only that field', (bad, path) => {
    const result = parseFormConfig(formOf(bad as never, text('ok')));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toContain(path);
    for (const error of result.errors) expect(error.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(result.partial?.fields.map((f) => f.field)).toEqual(['ok']);
  });

  it('warns of an unknown key with the allowed ones, and keeps the field: a warning, not an error', () => {
    const result = parseFormConfig(formOf(text('a', { visible_when: { name: 'b', value: 1 } })));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings[0]?.path).toBe('fields[0]（a）.visible_when');
    expect(result.warnings[0]?.message).toContain('可用：name, other_name, field, show_field, mark, rules, component, show_if');
    expect(result.warnings[0]?.message).not.toContain('已忽略');
    expect(result.config.fields).toHaveLength(1);
  });

  it('a misspelt key is an error that names the key meant (issue 29): requried would leave the field not required', () => {
    const result = parseFormConfig(formOf(text('a', { rules: { requried: 1 } }), text('b', { show_iff: { name: 'a', value: 1 } })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'fields[0]（a）.rules.requried', message: '未知的键 "requried"，是否想写 required？此键不起作用，required 也未设置' },
      { path: 'fields[1]（b）.show_iff', message: '未知的键 "show_iff"，是否想写 show_if？此键不起作用，show_if 也未设置' },
    ]);
    // the rest of the form still renders
    expect(result.partial?.fields.map((field) => field.field)).toEqual(['a', 'b']);
  });

  it('a show_if on a field the form does not have is an error, with the likely key; the condition is dropped (issue 29)', () => {
    const result = parseFormConfig(formOf(text('visit_type'), text('visit_date', { show_if: { name: 'visit_typ', value: 1 } }), text('note', { show_if: { name: 'nothing_like_it', value: 1 } })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'fields[1]（visit_date）.show_if[0].name', message: 'show_if 引用的字段 "visit_typ" 不在此表单中，是否想写 visit_type？；此条件已忽略，字段总是显示' },
      { path: 'fields[2]（note）.show_if[0].name', message: 'show_if 引用的字段 "nothing_like_it" 不在此表单中；此条件已忽略，字段总是显示' },
    ]);
    expect(result.partial?.fields.map((field) => field.show_if)).toEqual([[], [], []]);
  });

  it('a category condition in a form without category_id is an error; the rule is dropped and the rest works (issue 29)', () => {
    const result = parseFormConfig(
      formOf(
        { name: '高校批文', field: 'approval', component: { type: 'file', must_value: [985], required_type: 2, required_category: 1 } },
        text('short_name', { name: '学校简称', other_name: '大学简称', rules: { required: 1 } }),
        text('categry_id'),
      ),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const why = '依据 category_id（类别）判断，但此表单没有 category_id 字段，是否想写 categry_id？';
    expect(result.errors).toEqual([
      { path: 'fields[0]（高校批文）.component.must_value', message: `must_value ${why}；此条件已忽略，字段总是显示` },
      { path: 'fields[0]（高校批文）.component.required_type', message: `required_type 2 ${why}；此规则已忽略，是否必填只看 rules.required` },
      { path: 'fields[1]（学校简称）.other_name', message: `other_name ${why}；此项已忽略，标签总是 "学校简称"` },
    ]);
    const [approval, short] = result.partial?.fields ?? [];
    expect(approval?.component).toMatchObject({ must_value: undefined, required_type: undefined, required_category: undefined });
    expect(short?.other_name).toBeUndefined();
    expect(result.partial?.fields).toHaveLength(3);
  });

  it('a source waiting for a field the form does not have (must_query, child_must_query) is an error; that wait is dropped (issue 29)', () => {
    const source = { data_type: 'api', data_source: '/api/common/majors', must_query: 'category_id,school_type', child_source: '/api/common/majors', child_must_query: ['levle'] };
    const result = parseFormConfig(formOf(text('category_id'), text('level'), { name: '专业', field: 'major', component: { type: 'select', data_source: source } }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: 'fields[2]（专业）.component.data_source.must_query[1]', message: 'must_query 引用的字段 "school_type" 不在此表单中；此项已忽略，选项不再等它有值' },
      { path: 'fields[2]（专业）.component.data_source.child_must_query[0]', message: 'child_must_query 引用的字段 "levle" 不在此表单中，是否想写 level？；此项已忽略，选项不再等它有值' },
    ]);
    expect(result.partial?.fields[2]?.component.data_source).toMatchObject({ must_query: ['category_id'], child_must_query: [] });
  });

  it('names a field by its label, or by its key when it has none (issue 29)', () => {
    const result = parseFormConfig(formOf({ name: '走访日期', field: 'visit_date', component: { type: 'dat' } }, { field: 'visit_note', component: { type: 'text' } }, { name: '', field: 7 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual(['fields[0]（走访日期）.component.type', 'fields[1]（visit_note）.name', 'fields[2].name', 'fields[2].field', 'fields[2].component']);
  });

  it('warns of unknown keys at the top and inside component, and still fails on what cannot render', () => {
    const result = parseFormConfig({ ...formOf(text('a', { component: { type: 'text', colour: 'red' } }), { name: 'B', field: 'b', component: { type: 'colour' } }), remark: 'x' });
    expect(result.warnings.map((w) => w.path)).toEqual(['remark', 'fields[0]（a）.component.colour']);
    expect(result.errors.map((e) => e.path)).toEqual(['fields[1]（B）.component.type']);
  });

  it('drops a repeated key and reports where it was first defined', () => {
    const result = parseFormConfig(formOf(text('a'), text('b'), text('a')));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ path: 'fields[2]（a）.field', message: '字段 "a" 重复（已在 fields[0]（a） 中定义），此项已忽略' }]);
    expect(result.partial?.fields.map((f) => f.field)).toEqual(['a', 'b']);
  });

  it('breaks a show_if cycle, reporting each field in it', () => {
    const result = parseFormConfig(
      formOf(text('a', { show_if: { name: 'b', value: 1 } }), text('b', { show_if: { name: 'c', value: 1 } }), text('c', { show_if: { name: 'a', value: 1 } }), text('d', { show_if: { name: 'a', value: 1 } })),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path).sort()).toEqual(['fields[0]（a）.show_if', 'fields[1]（b）.show_if', 'fields[2]（c）.show_if']);
    expect(result.errors[0]?.message).toMatch(/^show_if 形成循环：/);
    expect(result.partial?.fields.map((f) => f.show_if.length)).toEqual([0, 0, 0, 1]);
  });

  it.each([null, 'x', 3, [], { component: { name: 'x' } }])('answers %j with errors, never a throw', (raw) => {
    const result = parseFormConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
  });
});

describe('parseListConfig and parseMenuComponent', () => {
  const list = { title: '专业', api: { list: { url: '/api/organization/majors' } }, columns: [{ title: '名称', field: 'name' }] };

  it('fills the defaults of a list: page size 10 with 10/20/30/50, a pager, selection', () => {
    const result = parseListConfig(list);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config).toMatchObject({ page_size: 10, page_sizes: [10, 20, 30, 50], pager: true, selection: true, toolbar: [] });
  });

  it('keeps the good columns and reports the bad one with its path', () => {
    const result = parseListConfig({ ...list, columns: [{ title: '名称', field: 'name' }, { title: '状态', field: 'active', type: 'bogus' }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({ path: 'columns[1].type' });
    expect(result.partial?.columns).toHaveLength(1);
  });

  it('prefixes the errors of a menu-component with list or form', () => {
    const result = parseMenuComponent({ list: { ...list, toolbar: ['nope'] }, form: formOf({ name: 'x', field: 'x', component: { type: 'nope' } } as never) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['list.toolbar[0]', 'form.fields[0]（x）.component.type']);
  });
});
