import { DATE_FORMATS, dateCheck } from '../date-field.ts';
import { asTime } from '../value-readers.ts';
import { choose, defineFieldType } from './entry.ts';

/** DateInput: a date picker; `format` is the dayjs format of the value, `showTime` adds the time (datetime). */
export interface DateInputProps {
  format: string;
  showTime: boolean;
  placeholder: string;
}

/** date: a day, as yyyy-MM-dd text (a time in seconds from the server reads as that). */
export const date = defineFieldType('date', {
  widget: 'DateInput',
  list: () => false,
  read: asTime('date'),
  requiredMessage: choose,
  props: (field): DateInputProps => ({ format: DATE_FORMATS.date, showTime: false, placeholder: choose(field.name) }),
  check: dateCheck('date'),
  example: { label: '开始日期', key: 'start_date', config: { rules: { required: 1 }, component: { type: 'date', size: 'S' } }, values: { start_date: '2026-09-01' } },
});
