import { DATE_FORMATS, dateCheck, importedDate } from '../date-field.ts';
import { asTime } from '../value-readers.ts';
import { choose, defineFieldType } from './entry.ts';

/** DateInput: a date picker; `format` is the dayjs format of the value, `showTime` adds the time (datetime). */
export interface DateInputProps {
  format: string;
  showTime: boolean;
  placeholder: string;
}

/** The entry of a date type: its value's format, reader and check follow its kind; the time shows with datetime. */
export function dateType<K extends 'date' | 'datetime'>(kind: K, example: { label: string; key: string; size: 'S' | 'M'; value: string }, name: { title: string; description: string }) {
  return defineFieldType(kind, {
    ...name,
    widget: 'DateInput',
    list: () => false,
    read: asTime(kind),
    requiredMessage: choose,
    props: (field): DateInputProps => ({ format: DATE_FORMATS[kind], showTime: kind === 'datetime', placeholder: choose(field.name) }),
    check: dateCheck(kind),
    // a spreadsheet's date is a serial number (or a date cell, or text such as 2026/9/1)
    importable: { cell: (text) => importedDate(text, kind) },
    example: { label: example.label, key: example.key, config: { rules: { required: 1 }, component: { type: kind, size: example.size } }, values: { [example.key]: example.value } },
  });
}

/** date: a day, as yyyy-MM-dd text (a time in seconds from the server reads as that). */
export const date = dateType('date', { label: '开始日期', key: 'start_date', size: 'S', value: '2026-09-01' }, { title: '日期', description: '日期选择器，值为 yyyy-MM-dd 格式的文字，如 2026-09-01' });
