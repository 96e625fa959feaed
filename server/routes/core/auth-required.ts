import { formErrors, setByPipePath, type FormConfig } from '../../../engine/index.ts';
import { currentPageConfigs } from '../../page-configs.ts';

// The required fields of an authentication form, taken from the page configs (schemas/ and
// SCHEMAS_DIR) whose form's api_url.update points at school-auth-form/update?form=<form>, so
// the server checks what the page asks for with the engine's own rules (engine/form/validate.ts:
// the messages of spec section 5, show_if, must_value, required_type 2 / 985), as the form in
// the browser does. When several pages share a form key, values that satisfy any one of them pass.

function formsFor(schemasDir: string, form: string): FormConfig[] {
  const found: FormConfig[] = [];
  for (const page of currentPageConfigs(schemasDir).pages.values()) {
    const url = page.form?.component.api_url?.update?.url ?? '';
    if (!page.form || !url.includes('school-auth-form/update')) continue;
    if ((new URLSearchParams(url.split('?')[1] ?? '').get('form') ?? 'school-auth') === form) found.push(page.form);
  }
  return found;
}

/** `info|address` keys nested, as the engine's rules read them. */
function nested(values: Record<string, unknown>): Record<string, unknown> {
  return Object.entries(values).reduce<Record<string, unknown>>((out, [key, value]) => setByPipePath(out, key, value), {});
}

/** The missing required fields of `values` for `form` ({} when complete): { key: message }. */
export function missingFields(schemasDir: string, form: string, values: Record<string, unknown>, original: Record<string, unknown> = {}): Record<string, string> {
  let fewest: Record<string, string> | undefined;
  const current = nested(values);
  for (const config of formsFor(schemasDir, form)) {
    const missing = formErrors(config, current, { initialValues: nested(original) });
    if (!Object.keys(missing).length) return {};
    if (!fewest || Object.keys(missing).length < Object.keys(fewest).length) fewest = missing;
  }
  return fewest ?? {};
}
