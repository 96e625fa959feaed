import type { AnyFormField as FormField } from './field-types/shape.ts';

// The date and datetime field types: a day as yyyy-MM-dd, a moment as yyyy-MM-dd HH:mm:ss (the
// value the server stores and the form submits, always a string). Pure: the widget
// (adapters/form/widgets/date-input.tsx) parses and formats with dayjs in the same formats.

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

/** Excel's day 0 from day 61 on (its 1900 date system counts a 1900-02-29 that never was): 1899-12-30. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A spreadsheet cell's text as a value of `kind` (the import): a date serial number (46266 is
 * 2026-09-01; a fraction is the time of day), 2026/9/1, 2026.9.1, 2026年9月1日, with or without a
 * time; anything else is given back as it is, and the field's check names it.
 * importedDate('46266', 'date') -> '2026-09-01'; importedDate('2026/9/1 8:30', 'datetime') -> '2026-09-01 08:30:00'
 */
export function importedDate(text: string, kind: DateKind): string {
  let parts: number[] | undefined;
  if (/^\d+(\.\d+)?$/.test(text)) {
    const serial = Number(text);
    // 1 is 1900-01-01, 2958465 is 9999-12-31; a larger number is no date
    if (serial < 1 || serial > 2958465 || Math.floor(serial) === 60) return text;
    // before day 60 (the 1900-02-29 Excel counts) the days are one later than the epoch says
    const days = serial < 60 ? serial + 1 : serial;
    const at = new Date(SERIAL_EPOCH_MS + Math.round((days * DAY_MS) / 1000) * 1000);
    parts = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()];
  } else {
    const match = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/.exec(text);
    if (!match) return text;
    parts = match.slice(1).map((part) => Number(part ?? 0));
  }
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts as [number, number, number, number?, number?, number?];
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const value = kind === 'date' ? date : `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
  return isDateText(value, kind) ? value : text;
}
