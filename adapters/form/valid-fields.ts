import type { FormInstance } from 'antd';

/**
 * An antd form's values once every rule passed, or undefined (its fields then show what is wrong):
 *   const values = await validFields(form); if (!values) return;
 */
export async function validFields<V>(form: FormInstance<V>): Promise<V | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}

/**
 * Focuses the first field a generated (Formily) form marks as wrong, within `root` (the whole
 * page by default; a dialog passes its body): call it after a failed submit, once the marks show.
 */
export function focusFirstError(root: ParentNode | null = document): void {
  root?.querySelector<HTMLElement>('.ant-formily-item-error input, .ant-formily-item-error textarea, .ant-formily-item-error [tabindex]')?.focus();
}
