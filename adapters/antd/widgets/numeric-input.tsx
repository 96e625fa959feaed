import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';

type Props = WidgetProps['NumericInput'] & { value?: string | number; onChange?: (value: string) => void };

/** Keeps digits and dots only (spec section 5: numeric input accepts digits and dots). */
export const digitsAndDots = (text: string) => text.replace(/[^0-9.]/g, '');

function NumericInputBase({ maxLength, value, onChange, ...rest }: Props) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={value === undefined || value === null ? '' : String(value)}
      maxLength={maxLength}
      onChange={(e) => onChange?.(digitsAndDots(e.target.value))}
      allowClear
    />
  );
}

/** numeric: digits and dots only, kept as the text typed (the server reads strings). */
export const NumericInput = connect(NumericInputBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
