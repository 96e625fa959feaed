import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';

type Props = WidgetProps['TextInput'] & { value?: string; onChange?: (value: string) => void };

/**
 * rules.max counted as people count (issue 58 item 3): in characters (code points), as the check
 * does in the browser and the server, not in UTF-16 units as the input's own maxLength, which kept
 * 17 of 40 emoji. Nothing is cut: past the limit the counter turns red and the check says so.
 */
export const characterCount = (max: number | undefined) => ({ show: max !== undefined, max, strategy: (text: string) => [...text].length });

function TextInputBase({ maxLength, value, onChange, password, ...rest }: Props) {
  // a password: masked, with antd's eye icon to show it while typing
  if (password) return <Input.Password {...rest} value={value ?? ''} maxLength={maxLength} autoComplete="new-password" onChange={(e) => onChange?.(e.target.value)} />;
  return <Input {...rest} value={value ?? ''} count={characterCount(maxLength)} onChange={(e) => onChange?.(e.target.value)} allowClear />;
}

/** text: one line of text; rules.max limits its length. */
export const TextInput = connect(TextInputBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
