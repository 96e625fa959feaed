import { fieldKeys, getByPipePath, inMode, sameId, setByPipePath, type FormConfig, type FormField } from '../../../engine/index.ts';
import { COLUMN_KEYS, type Values } from './store.ts';

// The server's check of a submitted form against its form-config (spec section 5): the same
// required rules and messages as the generated form, so a request that skips the form still
// gets 请输入{name}, 请选择{name}, 请选择{min}-{max}张图片 or 请选择坐标.

/** The category whose fields have other labels and conditional requirements (spec section 3). */
export const SPECIAL_CATEGORY = '985';
const IMAGE_ARR_MAX = 9;

/** The request body as stored values: `info|address` keys nested, column keys dropped. */
export function toValues(body: unknown): Values {
  let out: Values = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [key, value] of Object.entries(body as Values)) {
    if ((COLUMN_KEYS as readonly string[]).includes(key)) continue;
    out = setByPipePath(out, key, value);
  }
  return out;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function visible(field: FormField, values: Values): boolean {
  const shown = field.show_if.every((condition) => {
    const actual = getByPipePath(values, condition.name);
    const expected = Array.isArray(condition.value) ? condition.value : [condition.value];
    return expected.some((value) => (value === null ? isEmpty(actual) : sameId(actual, value)));
  });
  const mustValue = field.component.must_value;
  if (!shown || !mustValue?.length) return shown;
  return mustValue.some((id) => sameId(getByPipePath(values, 'category_id'), id));
}

function required(field: FormField, values: Values, original: Values): boolean {
  if (!field.rules.required || field.rules.nullable) return false;
  if (field.component.required_type !== 2) return true;
  const source = field.component.required_category === 2 ? original : values;
  return sameId(getByPipePath(source, 'category_id'), SPECIAL_CATEGORY);
}

export function labelOf(field: FormField, values: Values): string {
  return field.other_name && sameId(getByPipePath(values, 'category_id'), SPECIAL_CATEGORY) ? field.other_name : field.name;
}

const imageRange = (field: FormField) => `请选择${field.component.min ?? 1}-${field.rules.max ?? IMAGE_ARR_MAX}张图片`;

/** The message of an empty required field: the config's own, else by its type (spec section 5). */
export function requiredMessage(field: FormField, label: string): string {
  if (field.rules.message) return field.rules.message;
  switch (field.component.type) {
    case 'text':
    case 'numeric':
    case 'textarea':
      return `请输入${label}`;
    case 'image-arr':
      return imageRange(field);
    case 'address-coordinate':
      return '请选择坐标';
    default:
      return `请选择${label}`;
  }
}

function fieldError(field: FormField, values: Values, original: Values): string | undefined {
  const label = labelOf(field, values);
  const keys = fieldKeys(field);
  if (field.component.type === 'address-coordinate') {
    const point = (typeof field.field === 'string' ? [] : field.field).filter((entry) => entry.name !== 'address');
    const missing = point.some((entry) => isEmpty(getByPipePath(values, entry.value)));
    return missing && required(field, values, original) ? requiredMessage(field, label) : undefined;
  }
  const value = getByPipePath(values, keys[0] as string);
  if (isEmpty(value)) return required(field, values, original) ? requiredMessage(field, label) : undefined;
  const max = field.rules.max;
  switch (field.component.type) {
    case 'text':
    case 'textarea':
      return max !== undefined && String(value).length > max ? `${label}不能超过${max}个字符` : undefined;
    case 'numeric':
      return /^\d+(\.\d+)?$/.test(String(value).trim()) ? undefined : `${label}只能填写数字`;
    case 'image-arr': {
      const count = Array.isArray(value) ? value.length : 1;
      return count < (field.component.min ?? 1) || count > (max ?? IMAGE_ARR_MAX) ? imageRange(field) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Field key -> message for each visible field that fails, in form order (the first is the
 * answer's message). `original` is the record as loaded (required_category 2 reads it).
 */
export function formErrors(form: Pick<FormConfig, 'fields'>, values: Values, original: Values = values, mode?: 'add' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (!visible(field, values) || !inMode(field, mode)) continue;
    const error = fieldError(field, values, original);
    if (error) errors[fieldKeys(field)[0] as string] = error;
  }
  return errors;
}
