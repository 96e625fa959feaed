import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';

type Props = WidgetProps['TextInput'] & { value?: string; onChange?: (value: string) => void };

function TextInputBase({ maxLength, value, onChange, password, ...rest }: Props) {
  // a password: masked, with antd's eye icon to show it while typing
  if (password) return <Input.Password {...rest} value={value ?? ''} maxLength={maxLength} autoComplete="new-password" onChange={(e) => onChange?.(e.target.value)} />;
  return <Input {...rest} value={value ?? ''} maxLength={maxLength} showCount={maxLength !== undefined} onChange={(e) => onChange?.(e.target.value)} allowClear />;
}

/** text: one line of text; rules.max limits its length. */
export const TextInput = connect(TextInputBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
