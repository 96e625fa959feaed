import type { Context } from 'hono';
import { isRecord } from '../../../engine/index.ts';
import { bodyShapeProblem } from '../../body-shape.ts';
import type { Values } from './store.ts';

// Reading what the front end sends: JSON or form bodies, and the id lists of batch calls.

/** The body as an object: JSON, urlencoded or multipart; {} when there is none. */
export async function readBody(c: Context): Promise<Values> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return isRecord(body) ? body : {};
    }
    if (type.includes('form')) return (await c.req.parseBody({ all: true })) as Values;
  } catch {
    return {};
  }
  return {};
}

export const BODY_NOT_JSON = '请求数据格式有误（不是有效的 JSON）';
export const BODY_NOT_OBJECT = '请求数据格式有误（应为 JSON 对象）';

/**
 * The body of a config-driven call (issues 18 and 33): a JSON body must be an object, or the call
 * is refused with `problem` (nothing is stored); so must a `write`'s (add, update, content,
 * settings: a text/plain, form or empty body stored an empty record); no body may hold a key that
 * reaches a prototype or nest too deep (body-shape.ts). Other calls: form bodies as readBody, {}
 * when there is none.
 */
export async function readCallBody(c: Context, write = false): Promise<{ body: Values; problem?: undefined } | { problem: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/json')) return write ? { problem: BODY_NOT_OBJECT } : { body: await readBody(c) };
  const text = await c.req.text();
  if (text.trim() === '') return write ? { problem: BODY_NOT_OBJECT } : { body: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: BODY_NOT_JSON };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { problem: BODY_NOT_OBJECT };
  const problem = bodyShapeProblem(body);
  return problem === undefined ? { body: body as Values } : { problem };
}

/** ids as a list, a comma-separated string or one id (body first, then the query). */
export function parseIds(body: Values, query: Record<string, string>): number[] {
  const raw = body.ids ?? body['ids[]'] ?? query.ids ?? body.id;
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : String(raw).split(',');
  return [...new Set(list.map((id) => Number(String(id).trim())).filter((id) => Number.isInteger(id) && id > 0))];
}

/** A positive whole number from a query value, or the fallback. */
export function positiveInt(value: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}
