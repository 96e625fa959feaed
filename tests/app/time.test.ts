import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, parseTime, relativeTime, type TimeInput } from '../../app/lib/time.ts';

// Spec section 9: relative time and the date formats. `now` is fixed; times are built in local
// time so the table holds in any time zone.
const NOW = dayjs('2026-11-20 12:00:00').valueOf();
const ago = (seconds: number) => NOW - seconds * 1000;
const agoSeconds = (seconds: number) => Math.floor(ago(seconds) / 1000);

describe('relativeTime', () => {
  const cases: [string, TimeInput, string][] = [
    ['now', NOW, '刚刚'],
    ['29 s ago', ago(29), '刚刚'],
    ['29 s ahead (clock skew)', ago(-29), '刚刚'],
    ['30 s ago', ago(30), '1分钟前'],
    ['119 s ago', ago(119), '1分钟前'],
    ['2 min ago', ago(120), '2分钟前'],
    ['59 min 59 s ago', ago(3599), '59分钟前'],
    ['1 h ago', ago(3600), '1小时前'],
    ['23 h 59 min ago', ago(86_399), '23小时前'],
    ['1 day ago', ago(86_400), '1天前'],
    ['47 h ago', ago(47 * 3600), '1天前'],
    ['2 days ago: the date', ago(2 * 86_400), '2026-11-18'],
    ['a year ago: the date', '2025-03-04 08:09:10', '2025-03-04'],
    ['an hour ahead: the date', ago(-3600), '2026-11-20'],
    ['10-digit number: seconds', agoSeconds(300), '5分钟前'],
    ['10-digit string: seconds', String(agoSeconds(7200)), '2小时前'],
    ['13-digit string: milliseconds', String(ago(600)), '10分钟前'],
    ['server text YYYY-MM-DD HH:mm:ss', '2026-11-20 11:15:00', '45分钟前'],
    ['a Date', new Date(ago(90_000)), '1天前'],
    ['empty', '', ''],
    ['null', null, ''],
    ['unreadable', 'not a date', ''],
  ];
  it.each(cases)('%s', (_name, value, expected) => {
    expect(relativeTime(value, NOW)).toBe(expected);
  });

  it('takes now as a Date too', () => {
    expect(relativeTime(ago(120), new Date(NOW))).toBe('2分钟前');
  });
});

describe('formatDate and formatDateTime', () => {
  const instant = dayjs('2026-01-05 07:08:09');
  const cases: [string, TimeInput, string, string][] = [
    ['10-digit number (seconds)', instant.unix(), '2026-01-05', '2026-01-05 07:08:09'],
    ['13-digit number (ms)', instant.valueOf(), '2026-01-05', '2026-01-05 07:08:09'],
    ['10-digit string', String(instant.unix()), '2026-01-05', '2026-01-05 07:08:09'],
    ['13-digit string', String(instant.valueOf()), '2026-01-05', '2026-01-05 07:08:09'],
    ['server text', '2026-01-05 07:08:09', '2026-01-05', '2026-01-05 07:08:09'],
    ['a date only', '2026-01-05', '2026-01-05', '2026-01-05 00:00:00'],
    ['a Date', instant.toDate(), '2026-01-05', '2026-01-05 07:08:09'],
    ['undefined', undefined, '', ''],
    ['empty', '', '', ''],
    ['unreadable', '2026-99-99x', '', ''],
  ];
  it.each(cases)('%s', (_name, value, date, dateTime) => {
    expect(formatDate(value)).toBe(date);
    expect(formatDateTime(value)).toBe(dateTime);
  });
});

describe('parseTime', () => {
  it('reads 10 digits as seconds and 13 as milliseconds, to the same instant', () => {
    expect(parseTime(1_763_596_800)?.valueOf()).toBe(1_763_596_800_000);
    expect(parseTime(1_763_596_800_000)?.valueOf()).toBe(1_763_596_800_000);
    expect(parseTime(' 1763596800 ')?.valueOf()).toBe(1_763_596_800_000);
  });
});
