import { formatServerTime, serverInstant } from '../../engine/index.ts';

// Dates and relative times (spec section 9): formats yyyy-MM-dd and yyyy-MM-dd HH:mm:ss; the
// relative time of notices and logs. The server's times are read by engine/server-time.ts (China
// time, whatever the browser's time zone) and shown on the server's clock. Pure: `now` is a parameter.

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date | null | undefined;

/**
 * The instant (ms since the epoch) of a server time, or undefined when it is empty or unreadable:
 * 1763596800 (10 digits: seconds), 1763596800000 (13 digits: ms), '1763596800' (digits as text),
 * '2026-11-20 08:00:00' or '2026-11-20' (China time, UTC+8), '2026-11-20T00:00:00Z' (its own offset), a Date.
 */
export function parseTime(value: TimeInput): number | undefined {
  return serverInstant(value);
}

/** yyyy-MM-dd (China time), or '' when the value is empty or unreadable. */
export function formatDate(value: TimeInput): string {
  return formatServerTime(value, 'date');
}

/** yyyy-MM-dd HH:mm:ss (China time), or '' when the value is empty or unreadable. */
export function formatDateTime(value: TimeInput): string {
  return formatServerTime(value, 'datetime');
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (spec section 9): under 30 s 刚刚, under an hour N分钟前, under a day N小时前,
 * under two days 1天前, older (or later than `now` by 30 s and more) the date yyyy-MM-dd (China time).
 * relativeTime(now - 90 s, now) -> '1分钟前'
 */
export function relativeTime(value: TimeInput, now: number | Date = Date.now()): string {
  const time = parseTime(value);
  if (time === undefined) return '';
  const seconds = ((typeof now === 'number' ? now : now.getTime()) - time) / 1000;
  if (seconds > -30 && seconds < 30) return '刚刚';
  if (seconds >= 30 && seconds < HOUR) return `${Math.max(1, Math.floor(seconds / MINUTE))}分钟前`;
  if (seconds >= HOUR && seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds >= DAY && seconds < 2 * DAY) return '1天前';
  return formatDate(time);
}
