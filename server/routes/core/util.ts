import { MOBILE_PATTERN } from '../../../engine/index.ts';
import path from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { contracts, isRecord, z } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';
import { fail, invalid, ok } from '../../http.ts';
import { typeProblems } from './body-types.ts';
import { bodyShapeProblem } from '../../body-shape.ts';

// Helpers shared by the core calls: time, money, paging and request bodies validated with zod.

// ---- time: stored as ISO UTC strings, shown as 'YYYY-MM-DD HH:mm:ss' in China time ----

export const nowIso = (): string => new Date().toISOString();
export const isoAgo = (ms: number): string => new Date(Date.now() - ms).toISOString();
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const CHINA_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Parses an ISO string or SQLite's 'YYYY-MM-DD HH:MM:SS' (UTC). */
export function parseTime(stored: string): Date {
  return new Date(stored.includes('T') ? stored : `${stored.replace(' ', 'T')}Z`);
}

/** showTime('2026-11-21T00:58:00.000Z') -> '2026-11-21 08:58:00' (Asia/Shanghai). */
export function showTime(stored: string | null | undefined): string {
  if (!stored) return '';
  const date = parseTime(stored);
  return Number.isNaN(date.getTime()) ? '' : CHINA_TIME.format(date);
}

/**
 * The moment `at` (ms, now by default) as China time text, whatever the host's zone: what the
 * generic pages store and answer (issue 31 item 1). chinaDateTime(Date.UTC(2026, 10, 20, 23, 40)) -> '2026-11-21 07:40:00'.
 */
export const chinaDateTime = (at: number = Date.now()): string => CHINA_TIME.format(new Date(at));

// ---- money: kept in fen, answered in yuan ----

export const yuan = (fen: number): number => Math.round(fen) / 100;
export const toFen = (amount: number): number => Math.round(amount * 100);
/** 12345 -> '123.45' */
export const yuanText = (fen: number): string => (fen / 100).toFixed(2);

// ---- paging ----

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

const positiveInt = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** page and page_size from the query (page_size at most 100). */
export function pagingOf(c: Context, defaultSize = 20): Paging {
  const page = positiveInt(c.req.query('page'), 1);
  const pageSize = Math.min(positiveInt(c.req.query('page_size'), defaultSize), 100);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The paged list answer: data = { data: rows, total, current_page, page_size, ...extra }. */
export function pagedOk<T>(c: Context, rows: T[], total: number, paging: Paging, extra: Record<string, unknown> = {}) {
  return ok(c, { data: rows, total, current_page: paging.page, page_size: paging.pageSize, ...extra });
}

// ---- request bodies ----

type Body = Record<string, unknown>;
export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The request body as an object: JSON, urlencoded or multipart; undefined when it is not one. */
export async function readBody(c: Context): Promise<Body | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return (await c.req.parseBody()) as Body;
    } catch {
      return undefined;
    }
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    // no key reaching a prototype, no nesting deeper than a form sends (body-shape.ts)
    return isRecord(value) && bodyShapeProblem(value) === undefined ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The field messages of a zod error, first issue of each field: { user_name: '请输入用户名' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Validates `input` with `schema`: the data, or a 422 answer with the first message. A field of
 * the wrong JSON type is refused first, by name (body-types.ts; `labels` names a route's fields).
 */
export function validate<S extends z.ZodType>(c: Context, schema: S, input: unknown, labels?: Record<string, string>): Parsed<z.output<S>> {
  const wrongTypes = isRecord(input) ? typeProblems(schema, input, labels) : {};
  if (Object.keys(wrongTypes).length) return { ok: false, response: invalid(c, wrongTypes) };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: invalid(c, fieldErrors(result.error)) };
}

/** Reads and validates the body (as validate); a body that is not a JSON object answers 422 请求数据格式有误. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S, labels?: Record<string, string>): Promise<Parsed<z.output<S>>> {
  const body = await readBody(c);
  if (body === undefined) return { ok: false, response: fail(c, 422, '请求数据格式有误') };
  return validate(c, schema, body, labels);
}

// ---- zod building blocks with Chinese messages ----

/** An optional string ('' and null read as undefined): the contracts' optionalInput. */
export const optional = contracts.optionalInput;

export const MOBILE = MOBILE_PATTERN;

/** A number sent as a number or a string ('100', '0.5'). */
export const numberFrom = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/)], { error: message })
    .transform((value) => Number(value));

/** 0/1 sent as a number, a string or a boolean. */
export const zeroOne = (message: string) =>
  z
    .union([z.literal(0), z.literal(1), z.enum(['0', '1']), z.boolean()], { error: message })
    .transform((value) => (value === true || value === 1 || value === '1' ? 1 : 0));

// ---- the rest ----

/** DATA_DIR: the folder of the SQLite file. */
export const dataDirOf = (db: Db): string => path.dirname(path.resolve(db.name));

/** The client's address, or 'unknown' (app.request() in tests has no socket). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** An id as a number (a positive whole number, or its text), or undefined: toId('7') -> 7; toId('x') -> undefined. */
export function toId(value: unknown): number | undefined {
  const n = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A whole-number route parameter, or undefined. */
export function idParam(c: Context, name = 'id'): number | undefined {
  return toId(c.req.param(name));
}
