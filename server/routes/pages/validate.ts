import { FIELD_REGISTRY, fieldKeys, getByPipePath, isEmptyValue, isPictureSrc, recordReader, setByPipePath, valueKey, type FormConfig } from '../../../engine/index.ts';
import { COLUMN_KEYS, type Values } from './store.ts';

// The server's check of a submitted form against its form-config is the engine's own rule set
// (engine/form/validate.ts, formErrors): the generated form runs the same rules per field, so the
// browser and the server give the same messages (spec section 5).

export { formErrors } from '../../../engine/index.ts';

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

/**
 * The values as their field types store them (each type's `stored`): a text field keeps text,
 * so 13800138000 sent for a mobile is stored as '13800138000' (issue 58 item 5: the admin add
 * stored a number). Keys of no text field are left as sent.
 */
export function storedValues(form: FormConfig | undefined, values: Values): Values {
  let out = values;
  for (const field of form?.fields ?? []) {
    const stored = FIELD_REGISTRY[field.component.type].stored;
    const key = typeof field.field === 'string' ? field.field : undefined;
    if (!stored || key === undefined) continue;
    const value = getByPipePath(out, key);
    if (value !== undefined) out = setByPipePath(out, key, stored(value));
  }
  return out;
}

/** The longest value (as JSON) a config-driven call stores: a TEXT column's 65,535. */
export const MAX_VALUE_CHARS = 65_535;
/** Keys a record body may carry beside its form's fields. */
const EXTRA_KEYS = new Set<string>([...COLUMN_KEYS, 'branch_id', 'confirm']);

/** The top-level keys a form's fields are stored under (`info|address` -> info). */
function formKeys(form: FormConfig): Set<string> {
  return new Set(form.fields.flatMap((field) => fieldKeys(field).map((key) => key.split('|')[0] ?? key)));
}

/**
 * What makes a body unstorable beyond the form's own rules (issue 18): a key that is no field of
 * the form (when `form` is given) or a value longer than MAX_VALUE_CHARS. Key -> message.
 * bodyProblems(form, {nmae: 'x'}) -> {nmae: '未知字段：nmae'}
 */
export function bodyProblems(form: FormConfig | undefined, body: Values): Record<string, string> {
  const known = form ? formKeys(form) : undefined;
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const top = key.split('|')[0] ?? key;
    if (known && !known.has(top) && !EXTRA_KEYS.has(top)) {
      problems[key] = `未知字段：${key}`;
      continue;
    }
    const size = typeof value === 'string' ? value.length : (JSON.stringify(value) ?? '').length;
    if (size > MAX_VALUE_CHARS) problems[key] = `${fieldName(form, top)}内容过长（不能超过 ${MAX_VALUE_CHARS} 个字符）`;
  }
  return problems;
}

/**
 * The message for a stored picture that is no upload, or '': a path on the site or an http(s)
 * address (engine/form/links.ts), never javascript: or //another-host (issue 33 item 2).
 * pictureError('用户头像', ['//evil.example/a.png']) -> '用户头像应为上传后的图片地址'
 */
export function pictureError(label: string, value: unknown): string {
  if (isEmptyValue(value)) return '';
  const all = Array.isArray(value) ? value : [value];
  return all.every((src) => typeof src === 'string' && isPictureSrc(src)) ? '' : `${label}应为上传后的图片地址`;
}

/** Field key -> message for each image and image-arr field of `form` whose value is no upload. */
export function pictureErrors(form: FormConfig, values: Values): Record<string, string> {
  const read = recordReader(values);
  const errors: Record<string, string> = {};
  for (const field of form.fields) {
    if (field.component.type !== 'image' && field.component.type !== 'image-arr') continue;
    const error = pictureError(field.name, read(valueKey(field)));
    if (error) errors[fieldKeys(field)[0] ?? valueKey(field)] = error;
  }
  return errors;
}

function fieldName(form: FormConfig | undefined, key: string): string {
  return form?.fields.find((field) => fieldKeys(field).some((k) => (k.split('|')[0] ?? k) === key))?.name ?? key;
}
