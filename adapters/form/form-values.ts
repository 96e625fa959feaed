import { fieldKeys, getByPipePath, setByPipePath, type FormConfig } from '../../engine/index.ts';

/** The values a form sends: each of its fields' keys (pipe paths nested), nothing else. */
export function formValues(form: FormConfig | undefined, values: Record<string, unknown>): Record<string, unknown> {
  if (!form) return { ...values };
  let out: Record<string, unknown> = {};
  for (const field of form.fields) {
    for (const key of fieldKeys(field)) {
      const value = getByPipePath(values, key);
      if (value !== undefined) out = setByPipePath(out, key, value);
    }
  }
  return out;
}
