import type { AnyFormField } from './field-types/shape.ts';
import { splitPipePath } from '../paths.ts';

// What the browser never keeps at rest (issue 26, item 3): a draft of what was typed leaves out
// passwords, captchas and SMS codes. The rule, declared once for every draft writer:
//   - a value under one of SECRET_FIELD_NAMES, at any depth (info|password is a password too);
//   - in a form-config, a field shown as a password input (rules.format password): its key joins
//     the names for that form (secretKeys).
// withoutSecrets({ user_name: 'a', password: 'x1' }) -> { values: { user_name: 'a' }, leftOut: true }

/** Keys that always hold a secret: the account forms' passwords, the image captcha and the SMS code. */
export const SECRET_FIELD_NAMES: readonly string[] = ['password', 'password_confirmation', 'old_password', 'new_password', 'captcha', 'captcha_key', 'code', 'sms_code'];

/** The field shows as a masked password input (the text type's TextInput `password`). */
export function isPasswordField(field: Pick<AnyFormField, 'rules'>): boolean {
  return field.rules.format === 'password';
}

/** The keys a draft of this form leaves out: SECRET_FIELD_NAMES and the last key of each password field. */
export function secretKeys(config?: { fields: readonly Pick<AnyFormField, 'field' | 'rules'>[] }): string[] {
  const keys = new Set(SECRET_FIELD_NAMES);
  for (const field of config?.fields ?? []) {
    if (typeof field.field === 'string' && isPasswordField(field)) {
      const last = splitPipePath(field.field).at(-1);
      if (last) keys.add(last);
    }
  }
  return [...keys];
}

const typed = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A copy of `values` (plain data: objects, arrays, scalars) without any key of `keys` at any
 * depth, SECRET_FIELD_NAMES always among them; `leftOut`: something typed was taken out.
 */
export function withoutSecrets<T>(values: T, keys: readonly string[] = SECRET_FIELD_NAMES): { values: T; leftOut: boolean } {
  const secret = new Set([...SECRET_FIELD_NAMES, ...keys]);
  let leftOut = false;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const kept: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (secret.has(key)) leftOut ||= typed(inner);
      else kept[key] = walk(inner);
    }
    return kept;
  };
  return { values: walk(values) as T, leftOut };
}
