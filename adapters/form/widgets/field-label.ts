import { useField } from '@formily/react';

/**
 * The field's label as an accessible name for a control whose input is not the one the form
 * item's <label> points at (antd's selects and cascaders make their own input ids).
 */
export function useFieldLabel(): string | undefined {
  const field = useField();
  const title: unknown = field?.title;
  return typeof title === 'string' && title !== '' ? title : undefined;
}
