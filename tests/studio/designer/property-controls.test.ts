import { describe, expect, it } from 'vitest';
import { FIELD_REGISTRY, JSON_SCHEMAS, z } from '../../../engine/index.ts';
import { defineFieldType } from '../../../engine/form/field-types/entry.ts';
import { optionalCrop } from '../../../engine/form/field-types/shape.ts';
import { controlsOf, labelOf, optionLabels, type Control } from '../../../studio/designer/property-controls.ts';
import { itemSchema, paletteItems, schemaAt, typeBranches } from '../../../studio/designer/schema-nav.ts';

// The property panel is read from the engine's JSON Schema of the node (issue 60 item 2), never
// written per type: a fixture type gets its panel from its defineFieldType alone.

type Schema = Record<string, unknown>;
const ROOT = JSON_SCHEMAS['menu-component.schema.json']() as Schema;

/** The controls as `key:kind`, groups with their controls inside. */
const shape = (controls: Control[]): unknown[] => controls.map((c) => (c.kind === 'group' ? { [c.key]: shape(c.controls) } : `${c.key}:${c.kind}`));
const find = (controls: Control[], ...keys: string[]): Control | undefined => {
  const [key, ...rest] = keys;
  const found = controls.find((c) => c.key === key);
  return rest.length && found?.kind === 'group' ? find(found.controls, ...rest) : found;
};

describe("the property panel from the engine's JSON Schema", () => {
  const field = { name: '届别', field: 'info|grade', rules: { required: 1 }, component: { type: 'select', size: 'm', data_source: { data: [{ id: 2023, name: '2023届' }] } }, show_if: { name: 'is_head', value: 0 } };
  const controls = controlsOf(ROOT, itemSchema(ROOT, 'fields'), field, []);

  it("offers a form field's keys: text, pipe path, switches, the S/M/L width, options as a table, the condition", () => {
    expect(find(controls, 'name')).toMatchObject({ kind: 'text', label: '字段的标签', required: true, main: true });
    expect(find(controls, 'field')).toMatchObject({ kind: 'text', pipe: true });
    expect(find(controls, 'rules', 'required')).toMatchObject({ kind: 'switch', label: '必填', path: ['rules', 'required'] });
    expect(find(controls, 'component', 'type')).toMatchObject({ kind: 'fixed', value: 'select' });
    expect(find(controls, 'component', 'size')).toMatchObject({ kind: 'choice', options: ['S', 'M', 'L'] });
    expect(find(controls, 'component', 'data_source', 'data')).toMatchObject({ kind: 'options', path: ['component', 'data_source', 'data'] });
    expect(find(controls, 'component', 'data_source', 'data_type')).toMatchObject({ kind: 'choice', options: ['api', 'normal'] });
    expect(find(controls, 'show_if')).toMatchObject({ kind: 'condition', main: true });
    expect(find(controls, 'only')).toMatchObject({ kind: 'choice', options: ['add', 'edit'], main: false });
    expect(find(controls, 'readonly')).toMatchObject({ kind: 'switch' });
    for (const c of controls) expect(c.help, c.key).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('offers crop, with its bounds, on an image only', () => {
    const image = controlsOf(ROOT, itemSchema(ROOT, 'fields'), { name: '头像', field: 'logo', component: { type: 'image' } });
    expect(find(image, 'component', 'crop')).toMatchObject({ kind: 'group', main: true });
    expect(find(image, 'component', 'data_source')).toMatchObject({ kind: 'group', main: false });
    expect(find(image, 'rules', 'required')).toMatchObject({ kind: 'switch', main: true });
    expect(find(controlsOf(ROOT, itemSchema(ROOT, 'fields'), { name: '头像', field: 'logo', component: { type: 'image', crop: { width: 300, height: 300 } } }), 'component', 'crop', 'width')).toMatchObject({ kind: 'number', min: 1, max: 4096 });
    expect(find(controls, 'component', 'crop')).toBeUndefined();
  });

  it("offers a column's and a row action's keys", () => {
    const column = controlsOf(ROOT, itemSchema(ROOT, 'columns'), { title: '届别', field: 'grade' });
    expect(shape(column)).toEqual(expect.arrayContaining(['title:text', 'field:text', 'type:choice', 'width:number', 'sortable:switch', 'options_from:text']));
    const action = controlsOf(ROOT, itemSchema(ROOT, 'row_actions'), { action: 'edit' });
    expect(shape(action)).toEqual(expect.arrayContaining(['action:choice', 'title:text', 'show_if:condition']));
  });

  it('names a control by the first words of its description', () => {
    expect(labelOf('1：必填，空着提交时提示', 'required')).toBe('必填');
    expect(labelOf('宽度（4 列栅格）：S 占 1/4', 'size')).toBe('宽度');
    expect(labelOf('仅 image-arr：最少几张图片，默认 1', 'min')).toBe('最少几张图片');
    expect(labelOf('a very long english description without stops at all', 'x')).toBe('x');
  });

  it('gives a new field type its panel and its palette entry from its defineFieldType alone', () => {
    const colour = defineFieldType('colour', {
      title: '颜色',
      description: '从色板中选一种颜色，值为 #rrggbb',
      keys: { crop: optionalCrop },
      widget: 'ColourPicker',
      list: () => false,
      read: (value: unknown) => value,
      requiredMessage: (label: string) => `请选择${label}`,
      props: () => ({}),
      example: { label: '主题色', key: 'colour', config: { component: { type: 'text' } }, values: {} },
    });
    const branch = z.toJSONSchema(colour.component, { io: 'input', unrepresentable: 'any' }) as Schema;
    const root = { properties: { form: { properties: { fields: { items: { properties: { component: { oneOf: [branch] } } } } } } } };
    const panel = controlsOf(root, branch, { type: 'colour', crop: { width: 64, height: 64 } });
    expect(find(panel, 'type')).toMatchObject({ kind: 'fixed', value: 'colour' });
    expect(find(panel, 'size')).toMatchObject({ kind: 'choice', options: ['S', 'M', 'L'] });
    expect(find(panel, 'crop', 'height')).toMatchObject({ kind: 'number', min: 1, max: 4096 });
    expect(find(panel, 'multiple')).toMatchObject({ kind: 'switch' });
    expect(paletteItems({ colour }, root)).toEqual([{ type: 'colour', title: '颜色', description: '从色板中选一种颜色，值为 #rrggbb' }]);
  });

  it("finds each registered type's branch, and the palette names every one from the registry", () => {
    const branches = typeBranches(ROOT, schemaAt(ROOT, ['form', 'fields', 'items', 'component']));
    expect([...branches.keys()].sort()).toEqual(Object.keys(FIELD_REGISTRY).sort());
    expect(paletteItems(FIELD_REGISTRY, ROOT).find((item) => item.type === 'select')).toEqual({ type: 'select', title: '下拉选择', description: FIELD_REGISTRY.select.description });
  });
});

describe("a choice's options, named by the key's description", () => {
  it.each([
    ['列类型：text 文字（默认）、image 缩略图、tag 标签', ['text', 'image', 'tag', 'money'], { text: 'text 文字', image: 'image 缩略图', tag: 'tag 标签', money: 'money' }],
    ['操作：detail 详情、edit 编辑、edit_mobile 修改手机号', ['edit', 'edit_mobile'], { edit: 'edit 编辑', edit_mobile: 'edit_mobile 修改手机号' }],
    ['add：只在新增表单中（如账号密码）；edit：只在编辑和详情中', ['add', 'edit'], { add: 'add 只在新增表单中', edit: 'edit 只在编辑和详情中' }],
    ['宽度（4 列栅格）：S 占 1/4，M 占 1/2，L 或省略占整行；大小写均可', ['S', 'M', 'L'], { S: 'S 占 1/4', M: 'M 占 1/2', L: 'L 或省略占整行' }],
  ] as const)('%s', (help, options, expected) => expect(optionLabels(help, options)).toEqual(expected));
});

describe('the category conditions', () => {
  it('offers required_type and required_category as a choice of 1 and 2, written as numbers', () => {
    const controls = controlsOf(ROOT, itemSchema(ROOT, 'fields'), { name: '编号', field: 'no', component: { type: 'text', required_type: 2 } });
    expect(find(controls, 'component', 'required_type')).toMatchObject({ kind: 'choice', options: ['1', '2'], values: { '1': 1, '2': 2 }, main: true });
    expect(find(controls, 'component', 'required_category')).toMatchObject({ kind: 'choice', options: ['1', '2'] });
    expect(optionLabels(find(controls, 'component', 'required_type')?.help ?? '', ['2'])).toEqual({ '2': '2 仅当类别为 985 时必填' });
  });
});
