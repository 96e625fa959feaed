import type { FormInstance } from 'antd';
import { errorMessage, fieldErrors } from '../../../adapters/http/index.ts';

// A refused call of a door: a 422's `errors` go on the form's fields the server names (a field
// called otherwise in the form is renamed by `aliases`); what no field shows is returned for the
// form's alert. The values typed stay in the form.

/**
 * Puts the server's field errors on `form` and answers the message left for the alert, if any.
 * showServerErrors(form, 422 {errors: {code: ['短信验证码错误或已过期']}}, '…') -> undefined (shown on 短信验证码)
 */
export async function showServerErrors(form: FormInstance, error: unknown, fallback: string, aliases: Record<string, string> = {}): Promise<string | undefined> {
  const errors = await fieldErrors(error);
  // the fields on screen now (getFieldsValue() reads the registered fields only)
  const shown = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const onFields = Object.entries(errors ?? {})
    .map(([field, message]) => ({ name: aliases[field] ?? field, errors: [message] }))
    .filter((entry) => shown.has(entry.name));
  if (onFields.length > 0) {
    form.setFields(onFields);
    form.scrollToField(onFields[0]!.name);
    return undefined;
  }
  return errorMessage(error, fallback);
}
