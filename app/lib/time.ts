import dayjs, { type Dayjs } from 'dayjs';

// Dates and relative times (spec section 9): formats yyyy-MM-dd and yyyy-MM-dd HH:mm:ss; the
// relative time of notices and logs. Pure: `now` is a parameter.

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date | null | undefined;

/** Timestamps below this are in seconds (10 digits until the year 5138), above in milliseconds. */
const SECONDS_LIMIT = 1e11;

/**
 * The instant of a server time, or undefined when it is empty or unreadable:
 * 1763596800 (10 digits: seconds), 1763596800000 (13 digits: ms), '1763596800' (digits as text),
 * '2026-11-20 08:00:00' or '2026-11-20' (local time), a Date.
 */
export function parseTime(value: TimeInput): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let parsed: Dayjs;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    const n = Number(value);
    if (!Number.isFinite(n)) return undefined;
    parsed = dayjs(Math.abs(n) < SECONDS_LIMIT ? n * 1000 : n);
  } else {
    parsed = dayjs(typeof value === 'string' ? value.trim() : value);
  }
  return parsed.isValid() ? parsed : undefined;
}

/** yyyy-MM-dd, or '' when the value is empty or unreadable. */
export function formatDate(value: TimeInput): string {
  return parseTime(value)?.format(DATE_FORMAT) ?? '';
}

/** yyyy-MM-dd HH:mm:ss, or '' when the value is empty or unreadable. */
export function formatDateTime(value: TimeInput): string {
  return parseTime(value)?.format(DATE_TIME_FORMAT) ?? '';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (spec section 9): under 30 s 刚刚, under an hour N分钟前, under a day N小时前,
 * under two days 1天前, older (or later than `now` by 30 s and more) the date yyyy-MM-dd.
 * relativeTime(now - 90 s, now) -> '1分钟前'
 */
export function relativeTime(value: TimeInput, now: number | Date = Date.now()): string {
  const time = parseTime(value);
  if (!time) return '';
  const seconds = (dayjs(now).valueOf() - time.valueOf()) / 1000;
  if (seconds > -30 && seconds < 30) return '刚刚';
  if (seconds >= 30 && seconds < HOUR) return `${Math.max(1, Math.floor(seconds / MINUTE))}分钟前`;
  if (seconds >= HOUR && seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds >= DAY && seconds < 2 * DAY) return '1天前';
  return time.format(DATE_FORMAT);
}
