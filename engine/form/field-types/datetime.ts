import { DATE_FORMATS, dateCheck } from '../date-field.ts';
import { asTime } from '../value-readers.ts';
import type { DateInputProps } from './date.ts';
import { choose, defineFieldType } from './entry.ts';

/** datetime: a moment, as yyyy-MM-dd HH:mm:ss text, in date's widget with the time. */
export const datetime = defineFieldType('datetime', {
  widget: 'DateInput',
  list: () => false,
  read: asTime('datetime'),
  requiredMessage: choose,
  props: (field): DateInputProps => ({ format: DATE_FORMATS.datetime, showTime: true, placeholder: choose(field.name) }),
  check: dateCheck('datetime'),
  example: { label: '上线时间', key: 'online_at', config: { rules: { required: 1 }, component: { type: 'datetime', size: 'M' } }, values: { online_at: '2026-09-01 08:30:00' } },
});
