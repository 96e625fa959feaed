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
