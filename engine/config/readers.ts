import { formatServerTime, serverInstant } from '../server-time.ts';
import { z } from './zod.ts';

// The readers of what an API answers (DESIGN.md, Answers from a backend nobody here wrote): every
// scalar of engine/contracts is read by one of these, never by a bare z.string(), z.number() or
// z.boolean() (tests/engine/contracts/readers.test.ts walks every contract to keep it so). A PHP
// backend sends numeric text as numbers (JSON_NUMERIC_CHECK), numbers as text, flags as 0/1 or
// "1", times as 10-digit seconds, `[]` for an empty object, null or "" for none, and leaves keys
// out: each reader takes all of those and hands the app one clean type.
//
// The drift report (adapters/http, reportDrift) lists every value a reader had to convert: run a
// parse inside readStrictly() and each conversion becomes an issue with `params.drift`, at its
// exact JSON path, instead of passing silently. Outside it the readers never fail on a spelling.

let strict = false;

/** Runs `parse` with the readers reporting each conversion as an issue (see driftIssues). */
export function readStrictly<T>(parse: () => T): T {
  const was = strict;
  strict = true;
  try {
    return parse();
  } finally {
    strict = was;
  }
}

/** The params of a conversion's issue in readStrictly: what the reader read the value as. */
export interface DriftParams {
  drift: true;
  expected: string;
}

function converted(ctx: z.core.$RefinementCtx, expected: string): void {
  if (strict) ctx.addIssue({ code: 'custom', message: `已按${expected}读取`, params: { drift: true, expected } satisfies DriftParams, input: ctx.value });
}

const scalarReaders = new WeakSet<z.core.$ZodType>();
const structureReaders = new WeakMap<z.core.$ZodType, z.core.$ZodType>();
const scalar = <S extends z.ZodType>(schema: S): S => (scalarReaders.add(schema), schema);

/** Whether `schema` is one of the scalar readers below (the contract walker stops there). */
export const isScalarReader = (schema: z.core.$ZodType) => scalarReaders.has(schema);
/** The object, item or value schema a structure reader (obj, list, record) reads with, if it is one. */
export const structureOf = (schema: z.core.$ZodType) => structureReaders.get(schema);

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Text; a number is kept as its decimal text: readText.parse(13800138003) -> '13800138003'. */
export const readText = scalar(
  z.union([z.string(), z.number()], { error: '应为文字' }).transform((value, ctx) => {
    if (typeof value === 'string') return value;
    converted(ctx, '文字');
    return String(value);
  }),
);

/** A number; numeric text is read as its number: readNumber.parse('36.5') -> 36.5. */
export const readNumber = scalar(
  z.union([z.number(), z.string().trim().regex(NUMBER, { error: '应为数字' })], { error: '应为数字' }).transform((value, ctx) => {
    if (typeof value === 'number') return value;
    converted(ctx, '数字');
    return Number(value);
  }),
);

const FLAG_SPELLINGS = z.union([z.boolean(), z.number(), z.enum(['0', '1', 'true', 'false'])], { error: '应为 true/false、1/0 或 "1"/"0"' });
/** true, a number other than 0, "1", "true". */
const isYes = (value: z.output<typeof FLAG_SPELLINGS>) => value === true || (typeof value === 'number' && value !== 0) || value === '1' || value === 'true';

/** A yes/no: true, 1 (any number but 0), "1", "true" -> true; false, 0, "0", "false" -> false. */
export const readFlag = scalar(
  FLAG_SPELLINGS.transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    converted(ctx, '是/否');
    return isYes(value);
  }),
);

/** A yes/no the app keeps as 1/0 (is_shcool, has_branch…): readBit.parse(true) -> 1, readBit.parse('0') -> 0. */
export const readBit = scalar(
  FLAG_SPELLINGS.transform((value, ctx): 0 | 1 => {
    if (value === 0 || value === 1) return value;
    converted(ctx, '1/0');
    return isYes(value) ? 1 : 0;
  }),
);

/** MySQL's and PHP's spellings of "no time": 0, "0", 0000-00-00[ 00:00:00]. */
const NO_TIME = /^(0|0000-00-00( 00:00:00)?)$/;

const timeReader = (part: 'date' | 'datetime', expected: string) =>
  scalar(
    z.union([z.string(), z.number()], { error: `应为${expected}` }).transform((value, ctx): string | undefined => {
      if (NO_TIME.test(String(value).trim())) {
        converted(ctx, '无');
        return undefined;
      }
      const shown = formatServerTime(value, part);
      if (shown === '' || serverInstant(value) === undefined) {
        ctx.addIssue({ code: 'custom', message: `应为${expected}（YYYY-MM-DD HH:mm:ss、ISO 8601 或 10/13 位时间戳）`, input: value });
        return z.NEVER;
      }
      if (shown !== value) converted(ctx, expected);
      return shown;
    }),
  );

/**
 * A time, shown on the server's clock (China time) as YYYY-MM-DD HH:mm:ss whatever was sent:
 * readTime.parse(1795593600) -> '2026-11-25 16:00:00'; ('2026-11-25T08:00:00Z') -> the same;
 * 13 digits are milliseconds; 0 and 0000-00-00 00:00:00 read as none (undefined).
 */
export const readTime = timeReader('datetime', '时间');
/** A day, as YYYY-MM-DD: readDate.parse(1795593600) -> '2026-11-25'. */
export const readDate = timeReader('date', '日期');

/** A record id, kept as sent: 12 or "12" (compare with sameId). */
export const readId = scalar(z.union([z.number(), z.string()], { error: '应为数字或字符串 id' }));

/**
 * A value that may be absent: null, "" and a left-out key all read as undefined.
 * maybe(readNumber).parse('') -> undefined; maybe(readText).parse(null) -> undefined.
 */
export const maybe = <S extends z.ZodType>(schema: S) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((value): z.output<S> | undefined => (value === '' || value === null ? undefined : (value as z.output<S>)))
    .optional();

/** `object`, or PHP's empty array `[]` read as an empty object through it. */
function orEmptyArray<O extends z.ZodObject>(object: O) {
  const emptyArray = z
    .tuple([])
    .transform((_, ctx) => {
      converted(ctx, '空对象');
      return {};
    })
    .pipe(object);
  const reader = z.union([object, emptyArray], { error: '应为对象' });
  structureReaders.set(reader, object);
  return reader;
}

/**
 * An object; PHP's empty array `[]` reads as an empty object, and keys the app does not read are
 * dropped: obj({ a: maybe(readNumber) }).parse([]) -> {}.
 */
export const obj = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => orEmptyArray(z.object(shape));

/** An object that keeps the keys the app does not read (the envelope); `[]` reads as {}. */
export const looseObj = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => orEmptyArray(z.looseObject(shape));

/** An object keyed by index, as PHP sends a list whose keys are not 0…n-1: {"0": a, "2": b}. */
const byIndex = <S extends z.ZodType>(item: S) =>
  z.record(z.string().regex(/^\d+$/), item).transform((value, ctx): z.output<S>[] => {
    converted(ctx, '列表');
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key] as z.output<S>);
  });

/**
 * A list that must be there (the rows of a page): an array, or an object keyed by index.
 * rows(readNumber).parse({ '0': 1, '1': '2' }) -> [1, 2]; null fails.
 */
export function rows<S extends z.ZodType>(item: S) {
  const array = z.array(item);
  const reader = z.union([array, byIndex(item)], { error: '应为列表' });
  structureReaders.set(reader, item);
  return reader;
}

/**
 * A list: an array, an object keyed by index, or none (null, "", absent) read as [].
 * list(readText).parse(null) -> []; list(readText).parse({ '1': 'b', '0': 'a' }) -> ['a', 'b'].
 */
export function list<S extends z.ZodType>(item: S) {
  const reader = rows(item);
  const tolerant = z
    .union([reader, z.literal(''), z.null()])
    .optional()
    .transform((value): z.output<S>[] => (Array.isArray(value) ? (value as z.output<S>[]) : []));
  structureReaders.set(tolerant, item);
  return tolerant;
}

/** Values by key (a record of the server's own keys); `[]` reads as empty. */
export function record<S extends z.ZodType>(value: S) {
  const map = z.record(z.string(), value);
  const empty = z.tuple([]).transform((_, ctx): Record<string, z.output<S>> => {
    converted(ctx, '空对象');
    return {};
  });
  const reader = z.union([map, empty], { error: '应为对象' });
  structureReaders.set(reader, value);
  return reader;
}
