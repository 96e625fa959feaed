import { FIELD_FORMATS } from '../account/rules.ts';
import type { FormConfig, FormField } from '../config/form-config.ts';
import { fieldKeys } from '../config/parse.ts';
import { toFormPath } from '../paths.ts';
import { CATEGORY_KEY, categoryIncluded, conditionsMatch, isEmptyValue, isSpecialCategory, recordReader, type ValueReader } from './conditions.ts';
import { coordinatePaths, FIELD_REGISTRY } from './registry.ts';

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

/** show_if (all must match) and must_value (the category must be listed) over the current values. */
export function fieldVisible(field: FormField, read: ValueReader): boolean {
  return conditionsMatch(field.show_if, read) && categoryIncluded(field.component.must_value, read(CATEGORY_KEY));
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
export function requiredMessage(field: FormField, label: string): string {
  return field.rules.message ?? FIELD_REGISTRY[field.component.type].requiredMessage(label, field);
}

/** The form key a field's value is read from (an address-coordinate's longitude). */
export function valueKey(field: FormField): string {
  return field.component.type === 'address-coordinate' ? coordinatePaths(field).longitude : toFormPath(fieldKeys(field)[0] ?? '');
}

/**
 * The problem with a visible field's value, or '' when it is fine: empty and required, or a
 * value its type refuses (too long, not a number, too many pictures).
 * fieldError(textField('学校简称', {required: 1}), recordReader({short_name: '  '})) -> '请输入学校简称'
 */
export function fieldError(field: FormField, read: ValueReader, context: ValidationContext = {}): string {
  const label = fieldLabel(field, read);
  const empty =
    field.component.type === 'address-coordinate'
      ? [coordinatePaths(field).longitude, coordinatePaths(field).latitude].some((path) => isEmptyValue(read(path)))
      : isEmptyValue(read(valueKey(field)));
  if (empty) return fieldRequired(field, read, context) ? requiredMessage(field, label) : '';
  const value = read(valueKey(field));
  const problem = FIELD_REGISTRY[field.component.type].check?.(value, field, label) ?? '';
  if (problem || !field.rules.format) return problem;
  const format = FIELD_FORMATS[field.rules.format];
  return format.pattern.test(String(value)) ? '' : format.message;
}

/**
 * Field key -> message for every visible field of this mode that fails, in form order (the
 * first is a 422 answer's message). Values are nested (`info|address` at info.address).
 * formErrors(config, { short_name: '' }) -> { short_name: '请输入学校简称' }
 */
export function formErrors(config: Pick<FormConfig, 'fields'>, values: Record<string, unknown>, context: ValidationContext = {}): Record<string, string> {
  const read = recordReader(values);
  const errors: Record<string, string> = {};
  for (const field of config.fields) {
    if (!inMode(field, context.mode) || !fieldVisible(field, read)) continue;
    const error = fieldError(field, read, context);
    if (error) errors[fieldKeys(field)[0] ?? valueKey(field)] = error;
  }
  return errors;
}
