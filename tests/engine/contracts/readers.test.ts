import { describe, expect, it } from 'vitest';
import { isScalarReader, list, maybe, obj, readBit, readDate, readFlag, readId, readNumber, readText, readTime, record, rows, structureOf } from '../../../engine/config/readers.ts';
import { contracts, menuTree, z } from '../../../engine/index.ts';

// Issue 25: every scalar the server sends is read by a reader of engine/config/readers.ts, in
// every contract. The readers' tables first, then a walk over every answer contract that fails
// on a bare z.string(), z.number(), z.boolean(), or an object or list that would refuse PHP's
// spellings ([] for {}, a list keyed by index).

describe('the readers take every spelling a PHP backend sends', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['text as sent', readText, '阳光', '阳光'],
    ['a number as text: a mobile keeps its digits', readText, 13800138003, '13800138003'],
    ['a decimal as text', readText, 36.5, '36.5'],
    ['a number', readNumber, 36.5, 36.5],
    ['numeric text as a number', readNumber, ' 36.50 ', 36.5],
    ['negative text', readNumber, '-2', -2],
    ['a flag: true', readFlag, true, true],
    ['a flag: 1', readFlag, 1, true],
    ['a flag: "1"', readFlag, '1', true],
    ['a flag: "true"', readFlag, 'true', true],
    ['a flag: 0', readFlag, 0, false],
    ['a flag: "0"', readFlag, '0', false],
    ['a flag: "false"', readFlag, 'false', false],
    ['a bit from true', readBit, true, 1],
    ['a bit from "0"', readBit, '0', 0],
    ['a bit from 1', readBit, 1, 1],
    ['a time as China time text', readTime, '2026-11-25 16:00:00', '2026-11-25 16:00:00'],
    ['a time as 10-digit seconds', readTime, 1795593600, '2026-11-25 16:00:00'],
    ['a time as seconds in text', readTime, '1795593600', '2026-11-25 16:00:00'],
    ['a time as 13-digit milliseconds', readTime, 1795593600000, '2026-11-25 16:00:00'],
    ['a time as ISO 8601 in UTC', readTime, '2026-11-25T08:00:00Z', '2026-11-25 16:00:00'],
    ['a time as ISO 8601 with an offset', readTime, '2026-11-25T16:00:00+08:00', '2026-11-25 16:00:00'],
    ['MySQL\'s zero time is none', readTime, '0000-00-00 00:00:00', undefined],
    ['a zero timestamp is none', readTime, 0, undefined],
    ['a day from seconds', readDate, 1795593600, '2026-11-25'],
    ['a day as text', readDate, '2026-11-25', '2026-11-25'],
    ['an id as a number stays a number', readId, 12, 12],
    ['an id as text stays text', readId, '12', '12'],
    ['none: null', maybe(readText), null, undefined],
    ['none: ""', maybe(readNumber), '', undefined],
    ['none: absent', maybe(readTime), undefined, undefined],
    ['an empty object as []', obj({ a: maybe(readNumber) }), [], {}],
    ['an object drops keys it does not read', obj({ a: readNumber }), { a: '1', extra: true }, { a: 1 }],
    ['a list', list(readNumber), [1, '2'], [1, 2]],
    ['a list keyed by index, in index order', list(readText), { '10': 'c', '2': 'b', '0': 'a' }, ['a', 'b', 'c']],
    ['a list: null is empty', list(readText), null, []],
    ['a list: absent is empty', list(readText), undefined, []],
    ['a list: "" is empty', list(readText), '', []],
    ['a list: {} is empty', list(readText), {}, []],
    ['rows keyed by index', rows(readNumber), { '0': 1 }, [1]],
    ['a record: [] is empty', record(readNumber), [], {}],
  ])('%s', (_, reader, input, expected) => {
    expect(reader.parse(input)).toEqual(expected);
  });

  it.each<[string, z.ZodType, unknown]>([
    ['text is no number', readNumber, '12a'],
    ['an object is no text', readText, { a: 1 }],
    ['2 is no flag', readFlag, 'yes'],
    ['an impossible day is no time', readTime, '2026-02-30 10:00:00'],
    ['words are no time', readTime, '昨天'],
    ['rows must be there', rows(readNumber), null],
    ['an object with other keys is no list', list(readNumber), { id: 1 }],
  ])('refuses what no spelling means: %s', (_, reader, input) => {
    expect(reader.safeParse(input).success).toBe(false);
  });
});

type Def = { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType; out?: z.core.$ZodType; options?: z.core.$ZodType[]; shape?: Record<string, z.core.$ZodType>; getter?: () => z.core.$ZodType; left?: z.core.$ZodType; right?: z.core.$ZodType };
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** The JSON paths of `schema` where a value from the server would meet a strict reading. */
function strictPlaces(schema: z.core.$ZodType, path = '', seen = new Set<z.core.$ZodType>()): string[] {
  if (isScalarReader(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const structure = structureOf(schema);
  if (structure) {
    const def = defOf(structure);
    if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, field]) => strictPlaces(field, `${path}.${key}`, seen));
    return strictPlaces(structure, `${path}[]`, seen);
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'date':
      return [`${path || '(根)'}: z.${def.type}()`];
    case 'object':
    case 'array':
    case 'record':
    case 'tuple':
      return [`${path || '(根)'}: z.${def.type}() (not obj/list/rows/record: refuses [] or a list keyed by index)`];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return strictPlaces(def.innerType!, path, seen);
    case 'pipe':
      // the out side reads what the in side read, unless the in side passes the value on as sent
      return [...strictPlaces(def.in!, path, seen), ...(['unknown', 'any'].includes(defOf(def.in!).type) ? strictPlaces(def.out!, path, seen) : [])];
    case 'union':
      return (def.options ?? []).flatMap((option) => strictPlaces(option, path, seen));
    case 'intersection':
      return [...strictPlaces(def.left!, path, seen), ...strictPlaces(def.right!, path, seen)];
    case 'lazy':
      return strictPlaces(def.getter!(), path, seen);
    default:
      return []; // literal, enum, unknown, null, transform…: nothing a spelling changes
  }
}

/** The bodies the app writes are checked strictly on purpose (issue 25 item 5): not answers. */
const isBody = (name: string) => /Input$/.test(name) || name === 'mobileText';

describe('no contract reads a value from the server strictly (issue 25)', () => {
  const answers = (Object.entries(contracts) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType && !isBody(entry[0]));

  it('walks every answer contract (and the menu tree)', () => {
    expect(answers.length).toBeGreaterThan(35);
    const strict = [...answers, ['menuTree', menuTree] as const].flatMap(([name, schema]) => strictPlaces(schema).map((place) => `${name}${place}`));
    expect(strict).toEqual([]);
  });

  it('the walk finds a field that reverts to a strict scalar, object or list', () => {
    const reverted = obj({ id: readNumber, mobile: maybe(z.string()), school: z.object({ id: readNumber }), tags: maybe(z.array(readText)), ok: list(obj({ on: z.boolean() })) });
    expect(strictPlaces(reverted)).toEqual([
      '.mobile: z.string()',
      '.school: z.object() (not obj/list/rows/record: refuses [] or a list keyed by index)',
      '.tags: z.array() (not obj/list/rows/record: refuses [] or a list keyed by index)',
      '.ok[].on: z.boolean()',
    ]);
  });
});
