import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';
import { characterCount } from './text-input.tsx';

type Props = WidgetProps['TextArea'] & { value?: string; onChange?: (value: string) => void };

function TextAreaBase({ maxLength, value, onChange, ...rest }: Props) {
  return (
    <Input.TextArea
      {...rest}
      value={value ?? ''}
      count={characterCount(maxLength)}
      rows={4}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

/** textarea: several lines; rules.max limits the length, with a counter. */
export const TextArea = connect(TextAreaBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
