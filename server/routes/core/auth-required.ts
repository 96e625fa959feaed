import { getByPipePath, type FormConfig, type FormField } from '../../../engine/index.ts';
import { currentPageConfigs } from '../../page-configs.ts';

// The required fields of an authentication form, taken from the page configs (schemas/ and
// SCHEMAS_DIR) whose form's api_url.update points at school-auth-form/update?form=<form>, so
// the server checks what the page asks for, with the messages of spec section 5. Only fields
// required unconditionally are checked: no show_if, no must_value, no required_type 2, not
// nullable. When several pages share a form key, values that satisfy any one of them pass.

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function messageOf(field: FormField): string {
  const { type, min } = field.component;
  if (type === 'text' || type === 'numeric' || type === 'textarea') return `请输入${field.name}`;
  if (type === 'image-arr') return `请选择${min ?? 1}-${field.rules.max ?? 9}张图片`;
  if (type === 'address-coordinate') return '请选择坐标';
  return `请选择${field.name}`;
}

/** The form key a field must fill (the longitude key of an address-coordinate field). */
const keyOf = (field: FormField): string | undefined =>
  typeof field.field === 'string' ? field.field : field.field.find((entry) => entry.name === 'longitude')?.value;

function formsFor(schemasDir: string, form: string): FormConfig[] {
  const found: FormConfig[] = [];
  for (const page of currentPageConfigs(schemasDir).pages.values()) {
    const url = page.form?.component.api_url?.update?.url ?? '';
    if (!page.form || !url.includes('school-auth-form/update')) continue;
    if ((new URLSearchParams(url.split('?')[1] ?? '').get('form') ?? 'school-auth') === form) found.push(page.form);
  }
  return found;
}

function missingIn(config: FormConfig, values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of config.fields) {
    const { rules, component } = field;
    if (!rules.required || rules.nullable || field.show_if.length || component.must_value?.length || component.required_type === 2) continue;
    const key = keyOf(field);
    if (key && isEmpty(getByPipePath(values, key) ?? values[key])) errors[key] ??= messageOf(field);
  }
  return errors;
}

/** The missing required fields of `values` for `form` ({} when complete): { key: message }. */
export function missingFields(schemasDir: string, form: string, values: Record<string, unknown>): Record<string, string> {
  let fewest: Record<string, string> | undefined;
  for (const config of formsFor(schemasDir, form)) {
    const missing = missingIn(config, values);
    if (!Object.keys(missing).length) return {};
    if (!fewest || Object.keys(missing).length < Object.keys(fewest).length) fewest = missing;
  }
  return fewest ?? {};
}
