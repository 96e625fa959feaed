import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime as listDateTime } from '../../adapters/list/view/cells.tsx';
import { formatDate, formatDateTime, parseTime, relativeTime, type TimeInput } from '../../app/lib/time.ts';

// Spec section 9: relative time and the date formats. The server's texts are China time without
// an offset ('2026-11-25 16:00:00'); each table holds whatever the browser's time zone, so it runs
// with the process in several (process.env.TZ, which Node applies at once): UTC, one behind
// (Los Angeles), one off by half an hour (Kolkata) and China's own. engine/server-time.ts reads
// them (parseTime, formatDate…) and the list's datetime column shows timestamps with it.
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Asia/Shanghai'];

function inTimeZone(zone: string) {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

/** Now: 2026-11-26 03:00:00 in China, 2026-11-25 19:00:00 UTC. */
const NOW = Date.UTC(2026, 10, 25, 19, 0, 0);
const ago = (seconds: number) => NOW - seconds * 1000;
const agoSeconds = (seconds: number) => Math.floor(ago(seconds) / 1000);

describe.each(ZONES)('in the time zone %s', (zone) => {
  inTimeZone(zone);

  it('runs in that zone', () => {
    expect(process.env.TZ).toBe(zone);
    expect(new Date(NOW).getTimezoneOffset()).toBe({ UTC: 0, 'America/Los_Angeles': 480, 'Asia/Kolkata': -330, 'Asia/Shanghai': -480 }[zone]);
  });

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
      ['2 days ago: the date', ago(2 * 86_400), '2026-11-24'],
      ['10-digit number: seconds', agoSeconds(300), '5分钟前'],
      ['10-digit string: seconds', String(agoSeconds(7200)), '2小时前'],
      ['13-digit string: milliseconds', String(ago(600)), '10分钟前'],
      ['a Date', new Date(ago(90_000)), '1天前'],
      // the server's texts: China time
      ['server text 15 s ago', '2026-11-26 02:59:45', '刚刚'],
      ['server text 1 min ago', '2026-11-26 02:59:00', '1分钟前'],
      ['server text 45 min ago', '2026-11-26 02:15:00', '45分钟前'],
      ['server text 11 h ago, across midnight', '2026-11-25 16:00:00', '11小时前'],
      ['server text 2.5 h ago', '2026-11-26 00:30:00', '2小时前'],
      ['server text 24 h ago', '2026-11-25 03:00:00', '1天前'],
      ['server text 47:59:59 ago', '2026-11-24 03:00:01', '1天前'],
      ['server text 48 h ago: the date', '2026-11-24 03:00:00', '2026-11-24'],
      ['server text a year ago: the date', '2025-03-04 08:09:10', '2025-03-04'],
      ['server date only', '2026-11-20', '2026-11-20'],
      ['server text with a T', '2026-11-26T01:00:00', '2小时前'],
      ['server text 20 min ahead: the date in China', '2026-11-26 03:20:00', '2026-11-26'],
      // an offset or Z of its own is kept
      ['UTC text (Z)', '2026-11-25T19:00:00Z', '刚刚'],
      ['text with +08:00', '2026-11-26T01:00:00+08:00', '2小时前'],
      ['text with -05:00', '2026-11-25T10:00:00-05:00', '4小时前'],
      // the date shown is China's: 23:00 UTC is the next day in China
      ['seconds of 2026-11-22 23:00 UTC', Date.UTC(2026, 10, 22, 23) / 1000, '2026-11-23'],
      ['empty', '', ''],
      ['null', null, ''],
      ['unreadable', 'not a date', ''],
      ['no such day', '2026-02-30 10:00:00', ''],
    ];
    it.each(cases)('%s', (_name, value, expected) => {
      expect(relativeTime(value, NOW)).toBe(expected);
    });

    it('takes now as a Date too', () => {
      expect(relativeTime(ago(120), new Date(NOW))).toBe('2分钟前');
      expect(relativeTime('2026-11-25 16:00:00', new Date(NOW))).toBe('11小时前');
    });
  });

  describe('formatDate and formatDateTime: China time, as the server writes it', () => {
    const instant = Date.UTC(2026, 0, 4, 23, 8, 9); // 2026-01-05 07:08:09 in China
    const cases: [string, TimeInput, string, string][] = [
      ['10-digit number (seconds)', instant / 1000, '2026-01-05', '2026-01-05 07:08:09'],
      ['13-digit number (ms)', instant, '2026-01-05', '2026-01-05 07:08:09'],
      ['10-digit string', String(instant / 1000), '2026-01-05', '2026-01-05 07:08:09'],
      ['13-digit string', String(instant), '2026-01-05', '2026-01-05 07:08:09'],
      ['server text', '2026-01-05 07:08:09', '2026-01-05', '2026-01-05 07:08:09'],
      ['server text with milliseconds', '2026-01-05 07:08:09.250', '2026-01-05', '2026-01-05 07:08:09'],
      ['a date only', '2026-01-05', '2026-01-05', '2026-01-05 00:00:00'],
      ['UTC text (Z)', '2026-01-04T23:08:09Z', '2026-01-05', '2026-01-05 07:08:09'],
      ['text with +08:00', '2026-01-05T07:08:09+08:00', '2026-01-05', '2026-01-05 07:08:09'],
      ['a Date', new Date(instant), '2026-01-05', '2026-01-05 07:08:09'],
      ['undefined', undefined, '', ''],
      ['empty', '', '', ''],
      ['unreadable', '2026-99-99x', '', ''],
      ['no such hour', '2026-01-05 24:00:00', '', ''],
    ];
    it.each(cases)('%s', (_name, value, date, dateTime) => {
      expect(formatDate(value)).toBe(date);
      expect(formatDateTime(value)).toBe(dateTime);
    });
  });

  describe("the list's datetime column", () => {
    it('shows timestamps in China time and texts as sent', () => {
      const instant = Date.UTC(2026, 0, 4, 23, 8, 9);
      expect(listDateTime(instant / 1000)).toBe('2026-01-05 07:08:09');
      expect(listDateTime(String(instant / 1000))).toBe('2026-01-05 07:08:09');
      expect(listDateTime(instant)).toBe('2026-01-05 07:08:09');
      expect(listDateTime('2026-01-05 07:08:09')).toBe('2026-01-05 07:08:09');
      expect(listDateTime('')).toBe('');
    });
  });

  describe('parseTime', () => {
    it('reads the server text as UTC+8', () => {
      expect(parseTime('2026-11-25 16:00:00')).toBe(Date.UTC(2026, 10, 25, 8));
      expect(parseTime(' 2026-11-25 16:00:00 ')).toBe(Date.UTC(2026, 10, 25, 8));
      expect(parseTime('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 16));
      expect(parseTime('2026/11/25 16:00')).toBe(Date.UTC(2026, 10, 25, 8));
    });

    it('keeps an offset or Z the text carries', () => {
      expect(parseTime('2026-11-25T16:00:00Z')).toBe(Date.UTC(2026, 10, 25, 16));
      expect(parseTime('2026-11-25T16:00:00.000+09:00')).toBe(Date.UTC(2026, 10, 25, 7));
    });

    it('reads 10 digits as seconds and 13 as milliseconds, to the same instant', () => {
      expect(parseTime(1_763_596_800)).toBe(1_763_596_800_000);
      expect(parseTime(1_763_596_800_000)).toBe(1_763_596_800_000);
      expect(parseTime(' 1763596800 ')).toBe(1_763_596_800_000);
    });
  });
});
