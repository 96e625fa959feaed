import { observer, useField } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';
import { characterCount } from './text-input.tsx';

type Props = WidgetProps['TextArea'] & { value?: string; onChange?: (value: string) => void };

/**
 * textarea: several lines; rules.max limits the length, with a counter. Read pretty, its text.
 * One observer that reads the field's pattern itself, where connect(…, mapReadPretty(…)) put a
 * component of its own above it: each key in a textarea ran one component more than the same
 * textarea written by hand (issue 61, the work-count test).
 */
export const TextArea = observer(function TextArea({ maxLength, value, onChange, ...rest }: Props) {
  const field = useField();
  if (field && 'pattern' in field && field.pattern === 'readPretty') return <ReadText text={value == null ? '' : String(value)} />;
  return <Input.TextArea {...rest} value={value ?? ''} count={characterCount(maxLength)} rows={4} onChange={(e) => onChange?.(e.target.value)} />;
});
