// The times the server sends (spec section 9): the reference server and the production API send
// China time without an offset ('2026-11-25 16:00:00'), or a timestamp (10 digits: seconds, 13:
// milliseconds). They are read here, and only here, whatever the browser's time zone: text
// without an offset is UTC+8 (Asia/Shanghai has no daylight saving time, so a fixed +08:00 is
// right all year); text with an offset or 'Z' keeps its own. Pure: no dayjs, no Intl.

/** The server's clock: UTC+8, in minutes. */
export const SERVER_UTC_OFFSET_MINUTES = 480;
const OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * 60_000;

/** Timestamps below this are in seconds (10 digits until the year 5138), above in milliseconds. */
const SECONDS_LIMIT = 1e11;

/** yyyy-MM-dd, optionally with HH:mm[:ss[.SSS]] after a space or T, and nothing after: no offset. */
const WALL_CLOCK = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant (ms since the epoch) of a time the server sent, or undefined when it is empty or
 * unreadable, in any time zone of the browser:
 * serverInstant('2026-11-25 16:00:00') -> Date.UTC(2026, 10, 25, 8) (read as China time);
 * serverInstant('2026-11-25') -> China midnight; serverInstant('2026-11-25T08:00:00Z') -> its own;
 * serverInstant(1795593600) and serverInstant('1795593600') -> seconds; 13 digits -> milliseconds;
 * a Date -> its instant.
 */
export function serverInstant(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return finite(value.getTime());
  if (typeof value === 'number') return finite(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return serverInstant(Number(text));
  const match = WALL_CLOCK.exec(text);
  if (!match) return finite(Date.parse(text)); // an offset or 'Z' of its own (ISO 8601)
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const ms = Number((match[7] ?? '').padEnd(3, '0'));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(wall);
  // no 2026-02-30 or 25:00 rolled over into the next day
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  return wall - OFFSET_MS;
}

const finite = (n: number) => (Number.isFinite(n) ? n : undefined);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A server time as the server's clock shows it (China time, whatever the browser's zone):
 * yyyy-MM-dd HH:mm:ss, or yyyy-MM-dd with `date` only; '' when it is empty or unreadable.
 * formatServerTime(1795593600) -> '2026-11-25 16:00:00'; formatServerTime('2026-11-25T08:00:00Z', 'date') -> '2026-11-25'
 */
export function formatServerTime(value: unknown, part: 'date' | 'datetime' = 'datetime'): string {
  const instant = serverInstant(value);
  if (instant === undefined) return '';
  const wall = new Date(instant + OFFSET_MS);
  if (Number.isNaN(wall.getTime())) return '';
  const date = `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return part === 'date' ? date : `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}
