import { connect, mapReadPretty } from '@formily/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { WidgetProps } from '../../../engine/index.ts';
import { ReadText } from './read-text.tsx';

type Props = WidgetProps['DateInput'] & { value?: string | null; onChange?: (value: string | undefined) => void };

/** The value as a dayjs date, or null when it is empty or not in the field's format (shown empty). */
function toDay(value: string | null | undefined, format: string) {
  if (!value) return null;
  const day = dayjs(value); // dayjs reads both formats itself (no parse plugin needed)
  return day.isValid() && day.format(format) === value ? day : null;
}

function DateInputBase({ format, showTime, placeholder, value, onChange }: Props) {
  return (
    <DatePicker
      style={{ width: '100%' }}
      value={toDay(value, format)}
      format={format}
      showTime={showTime}
      placeholder={placeholder}
      onChange={(day) => onChange?.(day ? day.format(format) : undefined)}
    />
  );
}

/** date, datetime: antd's DatePicker; the value is the text yyyy-MM-dd (or yyyy-MM-dd HH:mm:ss). */
export const DateInput = connect(DateInputBase, mapReadPretty(({ value }: { value?: unknown }) => <ReadText text={value == null ? '' : String(value)} />));
