import { isField, onFieldInputValueChange, type Form } from '@formily/core';
import { toFormPath } from '../../engine/index.ts';
import { fieldErrors } from '../http/index.ts';

// A 422's messages on the fields they name (issue 31 item 5; spec section 8 keeps its toast of
// the first): `errors: {name: ['专业名称已存在'], 'info|address': [...]}` marks 专业名称 and the
// address, until the user changes them. Fields the form does not have are left to the toast.

const CODE = 'ServerError';
const clearing = new WeakSet<Form>();

/** Marks the fields a failed call's 422 names; answers whether any was marked. */
export async function markServerErrors(form: Form, failure: unknown): Promise<boolean> {
  const messages = await fieldErrors(failure);
  if (!messages) return false;
  if (!clearing.has(form)) {
    clearing.add(form);
    // an edited field drops the server's word on it
    form.addEffects('server-errors', () => {
      onFieldInputValueChange('*', (field) => field.setFeedback({ type: 'error', code: CODE, messages: [] }));
    });
  }
  let marked = false;
  for (const [key, message] of Object.entries(messages)) {
    const field = key === '' ? undefined : form.query(toFormPath(key)).take();
    if (!field || !isField(field)) continue;
    field.setFeedback({ type: 'error', code: CODE, messages: [message] });
    marked = true;
  }
  return marked;
}
