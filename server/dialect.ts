import type { MiddlewareHandler } from 'hono';

// The answer dialects of the reference server (server/README.md, Answer dialects). `plain` is how
// the routes answer; `php` rewrites every JSON answer of /api/* the way PHP backends commonly
// serialise, all habits at once, so the app and the test-suite meet them before production does.

export const DIALECTS = ['plain', 'php'] as const;
export type Dialect = (typeof DIALECTS)[number];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The key the php dialect adds to the envelope and to every object with an `id`: no app reads it. */
export const PHP_EXTRA_KEY = '__php_dialect_extra';
export const PHP_EXTRA_VALUE = 'x';

/** REFERENCE_DIALECT: unset or '' = plain; undefined for a value that is no dialect. */
export function dialectFrom(value: string | undefined): Dialect | undefined {
  if (value === undefined || value === '') return 'plain';
  return (DIALECTS as readonly string[]).includes(value) ? (value as Dialect) : undefined;
}

const NUMERIC = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const CHINA_OFFSET_SECONDS = 8 * 3600;
/** What a double holds exactly; PHP's JSON_NUMERIC_CHECK would send more as a rounded float. */
const MAX_SIGNIFICANT_DIGITS = 15;

/** 'YYYY-MM-DD HH:mm:ss' in China time (UTC+8) -> Unix seconds; undefined when no real moment. */
export function chinaTimeToSeconds(text: string): number | undefined {
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 2026-02-30 or 25:00:00 would roll over into another moment: leave such text alone
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d || utc.getUTCHours() !== h || utc.getUTCMinutes() !== mi) return undefined;
  return utc.getTime() / 1000 - CHINA_OFFSET_SECONDS;
}

/** Numeric text PHP's JSON_NUMERIC_CHECK would send as a number, when that number keeps every digit. */
function numericText(text: string): number | undefined {
  if (!NUMERIC.test(text)) return undefined;
  const significant = text.replace(/[-.]/g, '').replace(/^0+/, '');
  return significant.length > MAX_SIGNIFICANT_DIGITS ? undefined : Number(text);
}

function scalar(value: null | boolean | number | string): Json {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return String(value);
  if (value === '' || value === null) return null;
  return chinaTimeToSeconds(value) ?? numericText(value) ?? value;
}

function rewrite(value: Json, path: string, verbatim: ReadonlySet<string>, envelope: boolean): Json {
  if (verbatim.has(path)) return value;
  if (Array.isArray(value)) return value.map((item) => rewrite(item, `${path}[]`, verbatim, false));
  if (value === null || typeof value !== 'object') return scalar(value);
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    const rewritten = rewrite(item, path ? `${path}.${key}` : key, verbatim, false);
    if (rewritten !== null) out[key] = rewritten;
  }
  if (envelope || 'id' in value) out[PHP_EXTRA_KEY] = PHP_EXTRA_VALUE;
  // PHP encodes an empty array as [], whether it was meant as a list or an object
  return Object.keys(out).length === 0 ? [] : out;
}

/**
 * A plain answer body as the php dialect sends it (README, Answer dialects):
 * toPhp({ code: 200, data: { id: 1, mobile: '13800000001', created_at: '2026-10-14 21:05:04', ok: true, note: '', extra: {} } })
 * -> { code: '200', data: { id: '1', mobile: 13800000001, created_at: 1791983104, ok: 1, extra: [], __php_dialect_extra: 'x' }, __php_dialect_extra: 'x' }.
 * `verbatim` names JSON paths left exactly as they are ('data.list'; '[]' stands for any array item).
 */
export function toPhp(body: Json, verbatim: readonly string[] = []): Json {
  return rewrite(body, '', new Set(verbatim), true);
}

/** The page configuration documents a backend echoes verbatim (README, Answer dialects). */
function verbatimPaths(method: string, path: string): string[] {
  return method === 'GET' && /^\/api\/organization\/menu-component\/[^/]+\/?$/.test(path) ? ['data.list', 'data.form'] : [];
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Rewrites every JSON answer under it with toPhp, errors included (mount it outside the routes
 * and the fault injection); status and headers stay, other bodies (xlsx, images) pass untouched.
 */
export function phpDialect(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || !JSON_TYPE.test(res.headers.get('content-type') ?? '')) return;
    let body: Json;
    try {
      body = JSON.parse(await res.clone().text()) as Json;
    } catch {
      return; // a deliberately broken answer (fault injection's `malformed`) stays broken
    }
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    // unset first: assigning over a response would copy its headers (content-length) onto the new one
    c.res = undefined;
    c.res = new Response(JSON.stringify(toPhp(body, verbatimPaths(c.req.method, c.req.path))), { status: res.status, statusText: res.statusText, headers });
  };
}
