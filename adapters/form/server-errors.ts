import { isField, onFieldInputValueChange, type Form } from '@formily/core';
import type { FormInstance } from 'antd';
import { toFormPath } from '../../engine/index.ts';
import { fieldErrors } from '../http/index.ts';

// A 422's messages on the fields they name (issue 31 item 5; spec section 8 keeps its toast of
// the first): `errors: {name: ['专业名称已存在'], 'info|address': [...]}` marks 专业名称 and the
// address, until the user changes them. The one home of that (issue 56): applyServerErrors with a
// target for the form at hand, Formily's (the generated forms) or antd's (the bespoke screens).
// Which message of a field counts is http's errorsByField, the rule the toast reads too.

/** Where a 422's messages can go: the fields a form shows. */
export interface ErrorTarget {
  /** The form's name of the field a server key names, when the form shows it. */
  fieldOf(key: string): string | undefined;
  /** Shows each message on its field. */
  mark(marks: readonly ServerMark[]): void;
}

export interface ServerMark {
  field: string;
  message: string;
}

export interface ServerErrors {
  /** The messages put on fields, in the server's order. */
  marked: ServerMark[];
  /** The first message no field of the form shows (for its toast or alert), if any. */
  left: string | undefined;
}

/**
 * Puts a failed call's 422 messages on the fields of `target`; undefined when it is not a 422.
 * applyServerErrors(422 {errors: {name: ['已存在'], x: ['…']}}, target) -> {marked: [{field: 'name', …}], left: '…'}
 */
export async function applyServerErrors(failure: unknown, target: ErrorTarget): Promise<ServerErrors | undefined> {
  const messages = await fieldErrors(failure);
  if (!messages) return undefined;
  const marked: ServerMark[] = [];
  let left: string | undefined;
  for (const [key, message] of Object.entries(messages)) {
    const field = key === '' ? undefined : target.fieldOf(key);
    if (field === undefined) left ??= message;
    else marked.push({ field, message });
  }
  if (marked.length > 0) target.mark(marked);
  return { marked, left };
}

const CODE = 'ServerError';
const clearing = new WeakSet<Form>();

/** A Formily form: a key is its field's pipe path; the message goes when the user edits the field. */
export function formilyErrors(form: Form): ErrorTarget {
  return {
    fieldOf(key) {
      const field = form.query(toFormPath(key)).take();
      return field && isField(field) ? key : undefined;
    },
    mark(marks) {
      if (!clearing.has(form)) {
        clearing.add(form);
        // an edited field drops the server's word on it
        form.addEffects('server-errors', () => {
          onFieldInputValueChange('*', (field) => field.setFeedback({ type: 'error', code: CODE, messages: [] }));
        });
      }
      for (const { field, message } of marks) {
        const target = form.query(toFormPath(field)).take();
        if (target && isField(target)) target.setFeedback({ type: 'error', code: CODE, messages: [message] });
      }
    },
  };
}

/**
 * An antd form: the fields it has registered (or `fields`), a server key renamed by `aliases`
 * where the form calls the field otherwise.
 */
export function antdErrors(form: FormInstance, options: { fields?: readonly string[]; aliases?: Readonly<Record<string, string>> } = {}): ErrorTarget {
  return {
    fieldOf(key) {
      const name = options.aliases?.[key] ?? key;
      // getFieldsValue() reads the fields on screen now
      const shown = options.fields ?? Object.keys((form.getFieldsValue() ?? {}) as Record<string, unknown>);
      return shown.includes(name) ? name : undefined;
    },
    mark(marks) {
      form.setFields(marks.map(({ field, message }) => ({ name: field, errors: [message] })));
    },
  };
}
