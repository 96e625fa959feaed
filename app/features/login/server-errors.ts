import type { FormInstance } from 'antd';
import { antdErrors, applyServerErrors } from '../../../adapters/form/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';

// A refused call of a door: a 422's `errors` go on the form's fields the server names (a field
// called otherwise in the form is renamed by `aliases`); what no field shows is returned for the
// form's alert. The values typed stay in the form.

/**
 * Puts the server's field errors on `form` and answers the message left for the alert, if any.
 * showServerErrors(form, 422 {errors: {code: ['短信验证码错误或已过期']}}, '…') -> undefined (shown on 短信验证码)
 */
export async function showServerErrors(form: FormInstance, error: unknown, fallback: string, aliases: Record<string, string> = {}): Promise<string | undefined> {
  const applied = await applyServerErrors(error, antdErrors(form, { aliases }));
  const first = applied?.marked[0];
  if (first) {
    form.scrollToField(first.field);
    return undefined;
  }
  return errorMessage(error, fallback);
}
