import { FIELD_FORMATS } from '../account/rules.ts';
import type { FormConfig, FormField } from '../config/form-config.ts';
import { fieldKeys } from '../config/parse.ts';
import { toFormPath } from '../paths.ts';
import { CATEGORY_KEY, categoryIncluded, conditionsMatch, isEmptyValue, isSpecialCategory, recordReader, type ValueReader } from './conditions.ts';
import { FIELD_REGISTRY, type FieldRegistry } from './field-types/index.ts';

// The one rule set of a form-config's values (spec section 5): the generated form runs it per
// field (compile.ts), and the reference server runs it over a request body (formErrors), so the
// browser and the server give the same answer, message for message.

export interface ValidationContext {
  /** The values the form was loaded with: required_category 2 reads the category from them. */
  initialValues?: Record<string, unknown> | undefined;
  /** Which form of a record this is: fields marked `only` for the other one are left out. */
  mode?: 'add' | 'edit' | 'detail' | undefined;
}

/** Whether a field belongs in this form: `only: 'add'` fields are left out of edit and detail, and the reverse. */
export function inMode(field: FormField, mode: ValidationContext['mode']): boolean {
  if (!field.only || !mode) return true;
  return field.only === 'add' ? mode === 'add' : mode !== 'add';
}

/**
 * show_if (all must match) and must_value (the category must be listed) over the current values.
 * Reads only what the field's conditions name: a form's reaction follows every value it reads.
 */
export function fieldVisible(field: FormField, read: ValueReader): boolean {
  const mustValue = field.component.must_value;
  return conditionsMatch(field.show_if, read) && (!mustValue || categoryIncluded(mustValue, read(CATEGORY_KEY)));
}

/** The label right now: other_name while the category is 985 (spec section 3, Category). */
export function fieldLabel(field: FormField, read: ValueReader): string {
  return field.other_name && isSpecialCategory(read(CATEGORY_KEY)) ? field.other_name : field.name;
}

/**
 * Whether the field is required right now (spec section 5), never when nullable: by
 * rules.required, or with required_type 2 exactly while the category is 985 (required_category 1
 * the current values', 2 the loaded values').
 */
export function fieldRequired(field: FormField, read: ValueReader, context: ValidationContext = {}): boolean {
  if (field.rules.nullable) return false;
  if (field.component.required_type !== 2) return field.rules.required;
  const category = field.component.required_category === 2 ? recordReader(context.initialValues)(CATEGORY_KEY) : read(CATEGORY_KEY);
  return isSpecialCategory(category);
}

/** The message of an empty required field: the config's own (rules.message), else by type. */
export function requiredMessage(field: FormField, label: string, registry: FieldRegistry = FIELD_REGISTRY): string {
  return field.rules.message ?? registry[field.component.type].requiredMessage(label, field);
}

/** The form key a field's value is read from: its key, or where its type says (an address-coordinate's longitude). */
export function valueKey(field: FormField, registry: FieldRegistry = FIELD_REGISTRY): string {
  return registry[field.component.type].valueKey?.(field) ?? toFormPath(fieldKeys(field)[0] ?? '');
}

/** Where fieldError reads a field: the keys that must hold a value, and the key of the value checked. */
export interface FieldValueKeys {
  filled: readonly string[];
  value: string;
}

/**
 * The keys a field's check reads (a type that writes several keys is filled once each holds a
 * value): worked out once per field where the form is compiled, not at every check.
 * fieldValueKeys(textField('学校简称')) -> { filled: ['short_name'], value: 'short_name' }
 */
export function fieldValueKeys(field: FormField, registry: FieldRegistry = FIELD_REGISTRY): FieldValueKeys {
  const value = valueKey(field, registry);
  return { filled: registry[field.component.type].paths?.(field).filled ?? [value], value };
}

/**
 * The problem with a visible field's value, or '' when it is fine: empty and required, or a
 * value its type refuses (too long, not a number, too many pictures).
 * fieldError(textField('学校简称', {required: 1}), recordReader({short_name: '  '})) -> '请输入学校简称'
 */
export function fieldError(
  field: FormField,
  read: ValueReader,
  context: ValidationContext = {},
  registry: FieldRegistry = FIELD_REGISTRY,
  keys: FieldValueKeys = fieldValueKeys(field, registry),
): string {
  const label = fieldLabel(field, read);
  if (keys.filled.some((path) => isEmptyValue(read(path)))) return fieldRequired(field, read, context) ? requiredMessage(field, label, registry) : '';
  const value = read(keys.value);
  const problem = registry[field.component.type].check?.(value, field, label) ?? '';
  if (problem || !field.rules.format) return problem;
  const format = FIELD_FORMATS[field.rules.format];
  return format.pattern.test(String(value)) ? '' : format.message;
}

/**
 * Field key -> message for every visible field of this mode that fails, in form order (the
 * first is a 422 answer's message). Values are nested (`info|address` at info.address).
 * formErrors(config, { short_name: '' }) -> { short_name: '请输入学校简称' }
 */
export function formErrors(
  config: Pick<FormConfig, 'fields'>,
  values: Record<string, unknown>,
  context: ValidationContext = {},
  registry: FieldRegistry = FIELD_REGISTRY,
): Record<string, string> {
  const read = recordReader(values);
  const errors: Record<string, string> = {};
  for (const field of config.fields) {
    if (!inMode(field, context.mode) || !fieldVisible(field, read)) continue;
    const error = fieldError(field, read, context, registry);
    if (error) errors[fieldKeys(field)[0] ?? valueKey(field, registry)] = error;
  }
  return errors;
}
