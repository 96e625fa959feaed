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
  /** The form's name; `auth_form` adds the 放弃申领 button (spec section 2). */
  name: text,
  title: optionalText,
  api_url: z
    .strictObject({
      show: z.union([text.transform((url) => ({ url, method: 'get' as const })), apiCall]).optional(),
      update: apiCall.optional(),
    })
    .nullish()
    .transform((value) => value ?? undefined),
  /** The key of the authentication status in the show response. */
  auth_status: fieldKey.nullish().transform((value) => value ?? undefined),
  /** The key of the audit log list in the show response. */
  auth_log: fieldKey.nullish().transform((value) => value ?? undefined),
});

export const formConfig = z.strictObject({
  component: formComponent,
  fields: z.array(formField),
});
export type FormConfig = z.output<typeof formConfig>;
/** The form-config as written on the server, before normalisation. */
export type RawFormConfig = z.input<typeof formConfig>;
