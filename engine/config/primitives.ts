import { anyCase, z } from './zod.ts';

// The legacy server is loose with scalars: flags come as 1, "1", true (or 0, "0", false, ""),
// numbers come as strings, and absent values as null. These primitives accept all of those and
// hand the engine one clean type. Structure (objects, lists, names of keys) stays strict.

const FLAG_TEXT = '应为 1/0、"1"/"0" 或 true/false';

/** 1 | "1" | true | "true" -> true; 0 | "0" | false | "false" | "" -> false. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', ''])], { error: FLAG_TEXT })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** An optional flag: null and absence read as `fallback` (false unless given). */
export const flagOr = (fallback: boolean) => flag.nullish().transform((value) => value ?? fallback);
export const optionalFlag = flagOr(false);

/** A number, or a string holding one ("10", "1.5"). */
const NUMBER_TEXT = '应为数字（可写作字符串，如 "10"）';
export const looseNumber = z
  // the regex's own message too: a string that is not a number would otherwise get zod's
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, { error: NUMBER_TEXT })], { error: NUMBER_TEXT })
  .transform((value) => Number(value));

/** An optional number: null and absence read as undefined. */
export const optionalNumber = looseNumber.nullish().transform((value) => value ?? undefined);

/** A record id as the server sends it: 985 or "985". Kept as sent; compare with `sameId`. */
export const looseId = z.union([z.number(), z.string()], { error: '应为数字或字符串 id' });

/** A non-empty string with surrounding spaces removed. */
export const text = z.string({ error: '应为字符串' }).trim().min(1, { error: '不能为空' });

/** An optional string: null and absence read as undefined. */
export const optionalText = z
  .string({ error: '应为字符串' })
  .nullish()
  .transform((value) => value ?? undefined);

/** Ids compare as the server means them: 985 equals "985". */
export function sameId(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** A form key: a name, or a pipe path into nested values (`info|longitude`). */
export const fieldKey = z
  .string({ error: '应为字符串' })
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]*(\|[A-Za-z_][A-Za-z0-9_]*)*$/, {
    error: '字段名只能由字母、数字和下划线组成，嵌套值用 | 分隔（如 info|longitude）',
  });

/** An HTTP call from the configuration: `{url, method}`; the method defaults per call. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const apiCall = z.strictObject({
  url: text.describe('接口路径，{id} 换成记录的 id，如 "/api/organization/school-majors/{id}"'),
  method: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(METHODS, { error: '请求方法只能是 get, post, put, patch, delete' }))
    .optional()
    .meta({ description: `请求方法：${METHODS.join('、')}（大小写均可）；省略时按接口取默认值`, anyOf: anyCase(METHODS) }),
});
export type ApiCall = z.infer<typeof apiCall>;
