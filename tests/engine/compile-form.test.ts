import { describe, expect, it } from 'vitest';
import { compileForm, FIELD_REGISTRY, parseFormConfig, type FieldType } from '../../engine/index.ts';
import { FIELD_TYPES } from '../../engine/form/field-types/index.ts';
import { errorsOf, fieldAt, formOf, mountForm, settle } from './form-harness.ts';

const options = { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] };
const categories = { data: [{ id: 985, name: '985院校' }, { id: 3, name: '职业院校' }] };

/** A required field of each type, with the message spec section 5 gives (or ours where it is silent). */
const REQUIRED: [FieldType, object, string, string][] = [
  ['text', {}, 'name', '请输入名称'],
  ['numeric', {}, 'name', '请输入名称'],
  ['textarea', {}, 'name', '请输入名称'],
  ['file', {}, 'name', '请上传名称'],
  ['search-page', { data_source: { data_type: 'api', data_source: '/api/common/schools' } }, 'name', '请选择名称'],
  ['select', { data_source: options }, 'name', '请选择名称'],
  ['radio', { data_source: options }, 'name', '请选择名称'],
  ['image', {}, 'name', '请选择名称'],
  ['tag', {}, 'name', '请选择名称'],
  ['category-org-tag', { data_source: categories }, 'name', '请选择名称'],
  ['image-arr', { min: 2 }, 'name', '请选择2-9张图片'],
];

describe('compileForm: every field type', () => {
  it('has a registry entry, with a widget and an example that parses, for each field type', () => {
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...FIELD_TYPES].sort());
    for (const type of FIELD_TYPES) {
      const { example } = FIELD_REGISTRY[type];
      const parsed = parseFormConfig(formOf({ name: example.label, field: example.key, ...example.config } as never));
      expect(parsed.ok, `${type}: ${JSON.stringify(parsed.ok ? [] : parsed.errors)}`).toBe(true);
    }
  });

  it.each(REQUIRED)('%s: required shows its message when empty, and none once filled', async (type, component, key, message) => {
    const form = mountForm(formOf({ name: '名称', field: key, rules: { required: 1 }, component: { type, ...component } } as never));
    expect(await errorsOf(form, key)).toEqual([message]);
    fieldAt(form, key).setValue(type === 'image-arr' ? ['a.png', 'b.png'] : ['tag', 'category-org-tag', 'file'].includes(type) && type !== 'file' ? ['x'] : '1');
    expect(await errorsOf(form, key)).toEqual([]);
  });

  it('address-coordinate: 请选择坐标 until longitude and latitude are set', async () => {
    const field = [
      { name: 'longitude', value: 'info|longitude' },
      { name: 'latitude', value: 'info|latitude' },
      { name: 'address', value: 'info|address' },
    ];
    const form = mountForm(formOf({ name: '地址', field, rules: { required: 1 }, component: { type: 'address-coordinate' } }));
    expect(await errorsOf(form, 'info.address')).toEqual(['请选择坐标']);
    form.setValuesIn('info.longitude', '116.407526');
    form.setValuesIn('info.latitude', '39.90403');
    expect(await errorsOf(form, 'info.address')).toEqual([]);
  });

  it.each([
    ['nullable 1', { required: 1, nullable: 1 }],
    ['required 0', { required: 0 }],
    ['no rules', undefined],
  ])('is optional with %s', async (_name, rules) => {
    const form = mountForm(formOf({ name: '名称', field: 'name', rules, component: { type: 'text' } } as never));
    expect(await errorsOf(form, 'name')).toEqual([]);
  });

  it.each([
    ['text', 'text', 'abcdef', '名称最多5个字'],
    // counted as people count (issue 58 item 3): an emoji or a Chinese character is one
    ['five emoji fit five', 'text', '😀😀😀😀😀', ''],
    ['six emoji do not', 'textarea', '😀😀😀😀😀😀', '名称最多5个字'],
    ['five Chinese characters fit', 'text', '阳光继教育', ''],
    ['half an emoji (a lone surrogate) is refused', 'text', 'ab\uD83D', '名称含有无法识别的字符（半个表情符号），请删除后重新输入'],
    ['a lone low surrogate too', 'textarea', '\uDE00ab', '名称含有无法识别的字符（半个表情符号），请删除后重新输入'],
    ['numeric letters', 'numeric', '12a', '名称只能输入数字和小数点'],
    ['numeric digits and dots', 'numeric', '12.50', ''],
    ['tag count', 'tag', ['a', 'b', 'c', 'd', 'e', 'f'], '最多选择5项'],
  ])('rules.max and value checks: %s', async (_name, type, value, message) => {
    const form = mountForm(formOf({ name: '名称', field: 'name', rules: { max: 5 }, component: { type } } as never));
    fieldAt(form, 'name').setValue(value);
    expect(await errorsOf(form, 'name')).toEqual(message ? [message] : []);
  });

  it('validates on change and on blur, showing one message', async () => {
    const form = mountForm(formOf({ name: '名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } }));
    const field = fieldAt(form, 'name');
    await field.onFocus();
    await field.onBlur();
    await settle();
    expect(field.selfErrors).toEqual(['请输入名称']);
    await field.onInput('阳光');
    expect(field.selfErrors).toEqual([]);
    await field.onInput('');
    expect(field.selfErrors).toEqual(['请输入名称']);
  });

  it('uses rules.message instead of the type\'s required message (the admin form, spec section 5)', async () => {
    const form = mountForm({
      component: { name: 'admin', title: '管理员' },
      fields: [
        { name: '手机号码', field: 'mobile', rules: { required: 1, message: '请填写手机号码' }, component: { type: 'text' } },
        { name: '用户头像', field: 'avatar', rules: { required: 1, message: '请上传用户头像' }, component: { type: 'image' } },
        { name: '名称', field: 'user_name', rules: { required: 1 }, component: { type: 'text' } },
      ],
    });
    expect(await errorsOf(form, 'mobile')).toEqual(['请填写手机号码']);
    expect(await errorsOf(form, 'avatar')).toEqual(['请上传用户头像']);
    expect(await errorsOf(form, 'user_name')).toEqual(['请输入名称']);
  });

  it('leaves `only: add` fields out of edit and detail forms, and `only: edit` out of the add form', () => {
    const parsed = parseFormConfig({
      component: { name: 'admin', title: '管理员' },
      fields: [
        { name: '名称', field: 'user_name', component: { type: 'text' } },
        { name: '登录密码', field: 'password', only: 'add', component: { type: 'text' } },
        { name: '最后登录', field: 'last_login', only: 'edit', component: { type: 'text' } },
      ],
    });
    if (!parsed.ok) throw new Error('bad');
    const keys = (mode?: 'add' | 'edit' | 'detail') => Object.keys(compileForm(parsed.config, { mode }).properties.grid.properties);
    expect(keys('add')).toEqual(['user_name', 'password']);
    expect(keys('edit')).toEqual(['user_name', 'last_login']);
    expect(keys('detail')).toEqual(['user_name', 'last_login']);
    expect(keys()).toEqual(['user_name', 'password', 'last_login']);
    expect(parseFormConfig({ component: { name: 'a', title: 'a' }, fields: [{ name: 'x', field: 'x', only: 'new', component: { type: 'text' } }] }).errors[0]).toMatchObject({
      path: 'fields[0]（x）.only',
      message: 'only 只能是 add（仅新增）或 edit（仅编辑和详情）',
    });
  });

  it('shows a `readonly` field as its value (x-read-pretty), the others as inputs', () => {
    const parsed = parseFormConfig({
      component: { name: 'consult', title: '咨询回复' },
      fields: [
        { name: '咨询内容', field: 'question', readonly: 1, component: { type: 'textarea' } },
        { name: '回复内容', field: 'answer', rules: { max: 200 }, component: { type: 'textarea' } },
      ],
    });
    if (!parsed.ok) throw new Error('bad');
    const fields = compileForm(parsed.config, { mode: 'edit' }).properties.grid.properties;
    expect(fields.question?.['x-read-pretty']).toBe(true);
    expect(fields.answer && 'x-read-pretty' in fields.answer).toBe(false);
  });

  it.each([
    ['S', 1],
    ['M', 2],
    ['L', 4],
    [undefined, 4],
  ])('size %s spans %i of 4 grid columns', (size, span) => {
    const parsed = parseFormConfig(formOf({ name: 'a', field: 'a', component: { type: 'text', size } } as never));
    if (!parsed.ok) throw new Error('bad');
    const grid = compileForm(parsed.config).properties.grid;
    expect(grid['x-component-props'].maxColumns).toBe(4);
    expect(grid.properties.a?.['x-decorator-props'].gridSpan).toBe(span);
  });

  it('uses the label from name, the hint from mark, and the file rules of the authentication form', () => {
    const parsed = parseFormConfig(formOf({ name: '许可证', field: 'f', mark: '不超过5M', component: { type: 'file' } }));
    if (!parsed.ok) throw new Error('bad');
    const plain = compileForm(parsed.config).properties.grid.properties.f;
    expect(plain).toMatchObject({ title: '许可证', description: '不超过5M', 'x-component': 'FileUpload', 'x-component-props': { rule: 'file' } });
    expect(compileForm(parsed.config, { auth: true }).properties.grid.properties.f?.['x-component-props']).toMatchObject({ rule: 'authFile' });
  });

  it('leaves the hint out of a detail view (it says how to fill the field in), and keeps it in add and edit', () => {
    const parsed = parseFormConfig(formOf({ name: '专业名称', field: 'name', mark: '与招生简章中的专业名称一致', component: { type: 'text' } }));
    if (!parsed.ok) throw new Error('bad');
    expect(compileForm(parsed.config, { mode: 'detail' }).properties.grid.properties.name).not.toHaveProperty('description');
    for (const mode of ['add', 'edit', undefined] as const) {
      expect(compileForm(parsed.config, { mode }).properties.grid.properties.name?.description).toBe('与招生简章中的专业名称一致');
    }
  });
});

describe('compileForm: pipe paths', () => {
  it('reads and writes nested values, and gives back nested data', async () => {
    const form = mountForm(
      formOf(
        { name: '经度说明', field: 'info|note', component: { type: 'text' } },
        { name: '名称', field: 'name', component: { type: 'text' } },
      ),
      { id: 7, name: '阳光', info: { note: '旧', longitude: '116.4' } },
    );
    expect(fieldAt(form, 'info.note').value).toBe('旧');
    fieldAt(form, 'info.note').setValue('新');
    expect(await form.submit()).toEqual({ id: 7, name: '阳光', info: { note: '新', longitude: '116.4' } });
  });
});

describe('compileForm: conditions as functions', () => {
  const radio = (field: string) => ({ name: field, field, component: { type: 'radio', data_source: options } });

  it('show_if single: shown only while the other value matches (1 matches "1")', async () => {
    const form = mountForm(formOf(radio('is_head'), { name: '总部地址', field: 'hq', component: { type: 'text' }, show_if: { name: 'is_head', value: '1' } }));
    expect(fieldAt(form, 'hq').visible).toBe(false);
    form.setValuesIn('is_head', 1);
    expect(fieldAt(form, 'hq').visible).toBe(true);
  });

  it('show_if follows only the values it names: a change of category leaves a field without must_value alone', () => {
    const form = mountForm(formOf(radio('is_head'), { name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } }, { name: '总部地址', field: 'hq', component: { type: 'text' }, show_if: { name: 'is_head', value: '1' } }));
    const hq = fieldAt(form, 'hq');
    form.setValuesIn('is_head', 1);
    expect(hq.visible).toBe(true);
    // hidden by the page's own code: a reaction that followed the category would show it again
    hq.visible = false;
    form.setValuesIn('category_id', 985);
    expect(hq.visible).toBe(false);
    form.setValuesIn('is_head', 0);
    form.setValuesIn('is_head', 1);
    expect(hq.visible).toBe(true);
  });

  it('show_if list: all must match', () => {
    const form = mountForm(formOf(radio('a'), radio('b'), { name: 'c', field: 'c', component: { type: 'text' }, show_if: [{ name: 'a', value: 1 }, { name: 'b', value: 0 }] }));
    const c = fieldAt(form, 'c');
    form.setValuesIn('a', 1);
    expect(c.visible).toBe(false);
    form.setValuesIn('b', 0);
    expect(c.visible).toBe(true);
    form.setValuesIn('a', 0);
    expect(c.visible).toBe(false);
  });

  it('a hidden field is not submitted', async () => {
    const form = mountForm(formOf(radio('a'), { name: 'c', field: 'c', component: { type: 'text' }, show_if: { name: 'a', value: 1 } }), { a: 0, c: '隐藏' });
    expect(await form.submit()).toEqual({ a: 0 });
  });

  it('must_value: shown only when the category id is included', () => {
    const form = mountForm(formOf({ name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } }, { name: '985简介', field: 'x', component: { type: 'text', must_value: '985,211' } }));
    expect(fieldAt(form, 'x').visible).toBe(false);
    form.setValuesIn('category_id', '985');
    expect(fieldAt(form, 'x').visible).toBe(true);
    form.setValuesIn('category_id', 3);
    expect(fieldAt(form, 'x').visible).toBe(false);
  });

  it('choosing is_branch = 1 sets type = 3', () => {
    const form = mountForm(formOf(radio('is_branch'), { name: '类型', field: 'type', component: { type: 'select', data_source: { data: [{ id: '1', name: '学校' }, { id: '3', name: '分支' }] } } }), { type: '1' });
    form.setValuesIn('is_branch', 1);
    expect(form.values.type).toBe('3');
  });

  it('choosing is_branch = 1 clears the 请选择 message under 机构类型 it has just filled', async () => {
    const form = mountForm(
      formOf(
        { name: '是否分支机构', field: 'is_branch', component: { type: 'radio', data_source: { data: [{ id: 0, name: '否' }, { id: 1, name: '是' }] } } },
        { name: '机构类型', field: 'type', rules: { required: 1 }, component: { type: 'select', data_source: { data: [{ id: 1, name: '学校' }, { id: 3, name: '分支机构' }] } } },
      ),
      { is_branch: 0 },
    );
    expect(await errorsOf(form, 'type')).toEqual(['请选择机构类型']);
    form.setValuesIn('is_branch', 1);
    await settle();
    expect(form.values.type).toBe(3);
    expect(fieldAt(form, 'type').selfErrors).toEqual([]);
  });

  it('category 985 switches to the alternative label, and back', () => {
    const form = mountForm(formOf({ name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } }, { name: '学校简称', other_name: '院校简称', field: 'short', component: { type: 'text' } }));
    expect(fieldAt(form, 'short').title).toBe('学校简称');
    form.setValuesIn('category_id', 985);
    expect(fieldAt(form, 'short').title).toBe('院校简称');
    form.setValuesIn('category_id', 3);
    expect(fieldAt(form, 'short').title).toBe('学校简称');
  });

  it('category 985 switches the placeholder with the label, and back', () => {
    const form = mountForm(
      formOf(
        { name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } },
        { name: '学校简称', other_name: '院校简称', field: 'short', component: { type: 'text' } },
        { name: '学校类型', other_name: '院校类型', field: 'kind', component: { type: 'select', data_source: categories } },
        { name: '学校Logo', other_name: '院校Logo', field: 'logo', component: { type: 'image' } },
      ),
      { category_id: 985 },
    );
    const placeholders = () => ({ short: fieldAt(form, 'short').componentProps.placeholder, kind: fieldAt(form, 'kind').componentProps.placeholder });
    expect(placeholders()).toEqual({ short: '请输入院校简称', kind: '请选择院校类型' });
    form.setValuesIn('category_id', 3);
    expect(placeholders()).toEqual({ short: '请输入学校简称', kind: '请选择学校类型' });
    form.setValuesIn('category_id', 985);
    expect(placeholders()).toEqual({ short: '请输入院校简称', kind: '请选择院校类型' });
    // a widget without a placeholder gets none
    expect(fieldAt(form, 'logo').componentProps).not.toHaveProperty('placeholder');
  });

  it('required_type 2 with required_category 1: required while the current category is 985', async () => {
    const config = formOf({ name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } }, { name: '校徽', other_name: '院校校徽', field: 'badge', component: { type: 'image', required_type: 2, required_category: 1 } });
    const form = mountForm(config, { category_id: 3 });
    expect(await errorsOf(form, 'badge')).toEqual([]);
    expect(fieldAt(form, 'badge').decoratorProps.asterisk).toBe(false);
    form.setValuesIn('category_id', 985);
    expect(await errorsOf(form, 'badge')).toEqual(['请选择院校校徽']);
    expect(fieldAt(form, 'badge').decoratorProps.asterisk).toBe(true);
  });

  it('a message shown follows the label when other_name renames the field, and goes when the field stops being required', async () => {
    const form = mountForm(
      formOf(
        { name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } },
        { name: '学校简称', other_name: '院校简称', field: 'short', rules: { required: 1 }, component: { type: 'text' } },
        { name: '校徽', other_name: '院校校徽', field: 'badge', component: { type: 'image', required_type: 2, required_category: 1 } },
      ),
      { category_id: 3 },
    );
    expect(await errorsOf(form, 'short')).toEqual(['请输入学校简称']);
    form.setValuesIn('category_id', 985);
    await settle();
    // what the user sees, with nothing validated again by hand
    expect(fieldAt(form, 'short').selfErrors).toEqual(['请输入院校简称']);
    expect(await errorsOf(form, 'badge')).toEqual(['请选择院校校徽']);
    form.setValuesIn('category_id', 3);
    await settle();
    expect(fieldAt(form, 'short').selfErrors).toEqual(['请输入学校简称']);
    expect(fieldAt(form, 'badge').selfErrors).toEqual([]);
  });

  it('required_type 2 with required_category 2: the originally loaded category decides', async () => {
    const config = formOf({ name: '类别', field: 'category_id', component: { type: 'select', data_source: categories } }, { name: '简介', field: 'intro', component: { type: 'text', required_type: 2, required_category: 2 } });
    const loaded985 = mountForm(config, { category_id: 985 });
    loaded985.setValuesIn('category_id', 3);
    expect(await errorsOf(loaded985, 'intro')).toEqual(['请输入简介']);
    const loaded3 = mountForm(config, { category_id: 3 });
    loaded3.setValuesIn('category_id', 985);
    expect(await errorsOf(loaded3, 'intro')).toEqual([]);
  });
});

describe('compileForm: no expressions', () => {
  it('emits no {{ }} strings for any field type, so nothing is evaluated', () => {
    const fields = FIELD_TYPES.map((type) => ({ name: FIELD_REGISTRY[type].example.label, field: FIELD_REGISTRY[type].example.key, ...FIELD_REGISTRY[type].example.config, show_if: { name: 'x', value: 1 } }));
    // the field the conditions read (a condition on a missing field is an error: issue 29)
    const x = { name: 'X', field: 'x', component: { type: 'text' } };
    const parsed = parseFormConfig(formOf(...([x, ...fields] as never[])));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const json = JSON.stringify(compileForm(parsed.config, { initialValues: {} }));
    expect(json).not.toContain('{{');
    const reactions = Object.values(compileForm(parsed.config).properties.grid.properties).flatMap((f) => f['x-reactions']);
    expect(reactions.every((r) => typeof r === 'function')).toBe(true);
  });
});
