import { Checkbox, DatePicker, FormGrid, FormItem, Input, Radio, Select, Submit, Form, Upload } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { createSchemaField, type ISchema } from '@formily/react';
import { Button, ConfigProvider, Input as AntInput, Space } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { useMemo } from 'react';
import { CONFIG, INITIAL_VALUES } from './shared.ts';

// The same 200 fields written by hand as a Formily schema with @formily/antd-v5's own
// components (the limit of our stack): the baseline ConfigForm is measured against. Reactions
// are functions, as ours are, so neither side pays for expression strings. Each type is drawn
// with the antd control a user sees in the generated form (a date picker for dates, a clear
// button and a count on text with a maximum, as the spec's fields have, the address with its
// 获取坐标 button), so the two pages show the same form.
// address-coordinate: the address (read-only) and the button that opens the map, side by side.
function Coordinate({ value }: { value?: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <AntInput readOnly value={value} placeholder="请点击“获取坐标”选择地址" />
      <Button type="primary">
        获取坐标
      </Button>
    </Space.Compact>
  );
}
const SchemaField = createSchemaField({ components: { FormGrid, FormItem, Input, TextArea: Input.TextArea, Select, Radio: Radio.Group, Checkbox: Checkbox.Group, Upload, DatePicker, Coordinate } });
type Field = (typeof CONFIG.fields)[number];
const WIDGET: Record<string, [string, object]> = {
  text: ['Input', { allowClear: true, showCount: true, maxLength: 20 }],
  numeric: ['Input', { allowClear: true, inputMode: 'decimal' }],
  textarea: ['TextArea', { showCount: true, maxLength: 200, rows: 4 }],
  select: ['Select', {}],
  radio: ['Radio', {}],
  tag: ['Select', { mode: 'tags' }],
  'category-org-tag': ['Checkbox', {}],
  'search-page': ['Select', { showSearch: true, filterOption: false }],
  file: ['Upload', { action: '/upload', textContent: '上传文件' }],
  image: ['Upload', { action: '/upload', listType: 'picture-card' }],
  'image-arr': ['Upload', { action: '/upload', listType: 'picture-card', maxCount: 9 }],
  'address-coordinate': ['Coordinate', {}],
  date: ['DatePicker', { style: { width: '100%' } }],
  datetime: ['DatePicker', { showTime: true, style: { width: '100%' } }],
};
const SPAN: Record<string, number> = { S: 1, M: 2, L: 4 };

function handField(field: Field, index: number): [string, ISchema] {
  const type = String(field.component.type);
  const [component, props] = WIDGET[type] ?? ['Input', {}];
  const key = typeof field.field === 'string' ? field.field : `f${index}.address`;
  const options = (field.component.data_source as { data?: { id: string | number; name: string }[] } | undefined)?.data;
  const showIf = field.show_if && !Array.isArray(field.show_if) ? field.show_if : undefined;
  const required = String(field.rules?.required) === '1';
  return [
    key.replace('|', '.'),
    {
      type: ['tag', 'image-arr', 'category-org-tag'].includes(type) ? 'array' : 'string',
      title: field.name,
      'x-index': index,
      'x-decorator': 'FormItem',
      'x-decorator-props': { gridSpan: SPAN[String(field.component.size ?? 'L')] ?? 4, asterisk: required },
      'x-component': component,
      'x-component-props': props,
      enum: options?.map((option) => ({ label: option.name, value: option.id })),
      'x-validator': required ? [{ triggerType: 'onInput', validator: (value: unknown) => (value ? '' : `请输入${field.name}`) }] : [],
      'x-reactions': showIf
        ? [(f: { visible: boolean; form: { values: Record<string, unknown> } }) => void (f.visible = String(f.form.values[showIf.name]) === String(showIf.value))]
        : [],
    } as ISchema,
  ];
}

const schema: ISchema = {
  type: 'object',
  properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 4, minColumns: 4, columnGap: 16 }, properties: Object.fromEntries(CONFIG.fields.map(handField)) } },
};
function HandForm() {
  const form = useMemo(() => createForm({ initialValues: structuredClone(INITIAL_VALUES) }), []);
  return (
    <Form form={form} layout="vertical">
      <SchemaField schema={schema} />
      <Submit onSubmit={() => undefined}>提交</Submit>
    </Form>
  );
}
// The stack's defaults (issue 32: the baseline): antd's ConfigProvider in Chinese, its styles written at run time.
/** The hand-written page (a new form for each `formKey`), as the bench mounts it and the work-count test renders it. */
export function HandPage({ formKey }: { formKey?: number }) {
  return (
    <ConfigProvider locale={zhCN} componentSize="small">
      <HandForm key={formKey} />
    </ConfigProvider>
  );
}
