import { apiCall, fieldKey, optionalText, text } from './primitives.ts';
import { z } from './zod.ts';
import { FIELD_REGISTRY, fieldComponent, MAPPING_TYPES } from '../form/field-types/index.ts';
import { fieldShape } from '../form/field-types/shape.ts';

// The form-config exactly as the server sends it (spec section 3, Form config and Select
// config). This file is the one declaration: the TypeScript types are inferred from it and
// schemas/form-config.schema.json is generated from it (`npm run schemas`). A field's
// `component` is the union of the field types' own (engine/form/field-types/, one file each):
// what a type accepts and refuses is said in its file, not here.

export { FIELD_TYPES, NEEDS_DATA_SOURCE, fieldComponent, type FieldType } from '../form/field-types/index.ts';
export {
  anyFieldComponent,
  anyFormField,
  condition,
  conditions,
  coordinateMapping,
  cropSize,
  fieldRules,
  selectConfig,
  selectOption,
  type AnyFormField,
  type Condition,
  type CropSize,
  type SelectConfig,
  type SelectOption,
} from '../form/field-types/shape.ts';

/**
 * A form field: its keys (shape.ts, fieldShape) with the component of its type. Once all of it
 * has been read, its type checks it (its entry's checkComponent and mapping): its `field` is one
 * key, or for a type that writes several the list of them. Listed in the order check-config
 * has always given them.
 */
export const formField = z.strictObject(fieldShape(fieldComponent)).superRefine((field, ctx) => {
  const entry = FIELD_REGISTRY[field.component.type];
  const oneKey = typeof field.field === 'string';
  const keyIssue = (message: string) => ctx.addIssue({ code: 'custom', path: ['field'], message });
  if (entry.mapping && oneKey) keyIssue(entry.mapping.message);
  entry.checkComponent(field.component, (path, message) => ctx.addIssue({ code: 'custom', path: ['component', ...path], message }));
  if (!entry.mapping && !oneKey) keyIssue(`${field.component.type} 字段的 field 应为字段名字符串；列表只用于 ${MAPPING_TYPES.join('、')}`);
});
export type FormField = z.output<typeof formField>;

export const formComponent = z.strictObject({
  name: text.describe('表单名；auth_form 为认证表单，多一个「放弃申领」按钮'),
  title: optionalText.describe('表单标题，如 "学校基本信息"'),
  api_url: z
    .strictObject({
      show: z
        .union([text.transform((url) => ({ url, method: 'get' as const })), apiCall])
        .optional()
        .describe('读取已保存数据的接口：地址字符串（GET）或 {url, method}'),
      update: apiCall.optional().describe('提交表单的接口 {url, method}，如 {"url": "/api/…/update", "method": "post"}'),
    })
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('认证表单自己的接口：show 读取，update 提交；列表页的表单用列表的 api'),
  auth_status: fieldKey
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('show 应答中认证状态的字段名，如 "status"'),
  auth_log: fieldKey
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('show 应答中审核记录列表的字段名，如 "audit_logs"'),
});

export const formConfig = z.strictObject({
  component: formComponent.describe('表单本身：{name, title, api_url, auth_status, auth_log}'),
  fields: z.array(formField).describe('字段列表，按顺序显示：[{name, field, component: {type}}, …]'),
});
export type FormConfig = z.output<typeof formConfig>;
/** The form-config as written on the server, before normalisation. */
export type RawFormConfig = z.input<typeof formConfig>;
