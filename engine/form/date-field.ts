import type { AnyFormField as FormField } from './field-types/shape.ts';

// The date and datetime field types: a day as yyyy-MM-dd, a moment as yyyy-MM-dd HH:mm:ss (the
// value the server stores and the form submits, always a string). Pure: the widget
// (adapters/antd/widgets/date-input.tsx) parses and formats with dayjs in the same formats.

export const DATE_FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' } as const;
export type DateKind = keyof typeof DATE_FORMATS;

const PATTERNS: Record<DateKind, RegExp> = {
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
  datetime: /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
};
const EXAMPLES: Record<DateKind, string> = { date: '2026-01-31', datetime: '2026-01-31 08:30:00' };

/** isDateText('2026-02-30', 'date') -> false (no such day); isDateText('2026-02-28', 'date') -> true */
export function isDateText(text: string, kind: DateKind): boolean {
  const match = PATTERNS[kind].exec(text);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number) as [number, number, number, number?, number?, number?];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** The problem with a non-empty value ('' when fine): dateCheck('date')('2026/1/31', f, '开始日期') -> '开始日期格式不正确，应为 2026-01-31' */
export const dateCheck =
  (kind: DateKind) =>
  (value: unknown, _field: FormField, label: string): string =>
    typeof value === 'string' && isDateText(value.trim(), kind) ? '' : `${label}格式不正确，应为 ${EXAMPLES[kind]}`;
