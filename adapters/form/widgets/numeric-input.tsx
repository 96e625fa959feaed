import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';

type Props = WidgetProps['NumericInput'] & { value?: string | number; onChange?: (value: string) => void };

/**
 * Keeps digits and dots only (spec section 5), then at most `max` of them: the letters go first,
 * so 139abc12345678 with max 11 is 13912345678 (the input has no native maxlength, which would cut
 * a paste before the letters are dropped).
 */
export const digitsAndDots = (text: string, max?: number) => {
  const digits = text.replace(/[^0-9.]/g, '');
  return max === undefined ? digits : digits.slice(0, max);
};

function NumericInputBase({ maxLength, value, onChange, ...rest }: Props) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange?.(digitsAndDots(e.target.value, maxLength))}
      allowClear
    />
  );
}

/** numeric: digits and dots only, kept as the text typed (the server reads strings). */
export const NumericInput = connect(NumericInputBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
