import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileForm, compileList, parseFormConfig, parseListConfig, type ConfigError } from '../../engine/index.ts';

// Issue 15, item 4: the engine never throws on any input. 2,000 mutations of every shipped page
// config (schemas/pages/*.json): deleted keys, wrong types, nulls, huge strings, deep nesting,
// show_if cycles, object cycles, unknown types; each through parseFormConfig + compileForm and
// parseListConfig + compileList. A crash is a failure, and every error must name a path.

const PAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/pages');
const SHIPPED = fs
  .readdirSync(PAGES)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, config: JSON.parse(fs.readFileSync(path.join(PAGES, name), 'utf8')) as { list?: unknown; form?: unknown } }));

export const MUTATIONS = 2000;

/** A small deterministic generator, so a failure names a case that can be replayed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}
type Random = ReturnType<typeof random>;

const HUGE = 'x'.repeat(200_000);
const JUNK: unknown[] = [null, 0, 1, -3, NaN, '', '1', 'colour', true, false, [], {}, [1, 2], { name: 1 }, '{{alert(1)}}', 'a|b|', 1e21, HUGE];

function deep(levels: number): unknown {
  let value: unknown = { type: 'text' };
  for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { type: value };
  return value;
}

/** Every object and list inside a value (cycle-safe). */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = [], seen = new Set<unknown>()): (Record<string, unknown> | unknown[])[] {
  if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    out.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, out, seen);
  }
  return out;
}

function fieldsOf(config: unknown): Record<string, unknown>[] {
  const all = containers(config);
  return all.filter((c): c is Record<string, unknown> => !Array.isArray(c) && 'field' in c);
}

/** Breaks `config` in place in one way; returns what it did. */
function mutate(config: Record<string, unknown>, r: Random): string {
  const target = r.pick(containers(config));
  const keys = Object.keys(target);
  const key = keys.length ? r.pick(keys) : 'x';
  const set = (value: unknown) => ((target as Record<string, unknown>)[key] = value);
  switch (r.int(9)) {
    case 0:
      delete (target as Record<string, unknown>)[key];
      return `deleted ${key}`;
    case 1: {
      const junk = r.pick(JUNK);
      set(typeof junk === 'object' && junk !== null ? structuredClone(junk) : junk);
      return `${key} = ${typeof junk === 'string' && junk.length > 50 ? 'huge string' : String(JSON.stringify(junk))}`;
    }
    case 2:
      set(null);
      return `${key} = null`;
    case 3:
      set(HUGE);
      return `${key} = huge string`;
    case 4:
      set(deep(100 + r.int(400)));
      return `${key} = deep nesting`;
    case 5: {
      const fields = fieldsOf(config);
      if (fields.length < 1) return 'no fields';
      const a = r.pick(fields);
      const b = r.pick(fields);
      a.show_if = { name: typeof b.field === 'string' ? b.field : 'k', value: 1 };
      b.show_if = [{ name: typeof a.field === 'string' ? a.field : 'k', value: '1' }];
      return 'show_if cycle';
    }
    case 6: {
      const fields = fieldsOf(config);
      const component = fields.length ? r.pick(fields).component : undefined;
      if (component === null || typeof component !== 'object') return 'no component';
      (component as Record<string, unknown>).type = r.pick(['colour', 'TEXT', '', 'image_arr', '__proto__', 'constructor', 42]);
      return 'unknown type';
    }
    case 7:
      // an object that contains itself
      set(target);
      return `${key} = itself (cycle)`;
    default:
      // an own property, as JSON.parse makes it (an assignment to __proto__ would swap the prototype)
      Object.defineProperty(target, r.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'show_iff', 'colour']), { value: r.pick(JUNK), enumerable: true, writable: true, configurable: true });
      return 'odd key';
  }
}

function checkErrors(errors: readonly ConfigError[], what: string) {
  for (const error of errors) {
    expect(typeof error.path, what).toBe('string');
    expect(error.path.length, `${what}: ${error.message}`).toBeGreaterThan(0);
    expect(typeof error.message, what).toBe('string');
  }
}

/** Runs one mutated page through the engine; returns the errors found (throws only on a crash). */
export function runEngine(page: { list?: unknown; form?: unknown }) {
  const form = parseFormConfig(page.form);
  const formConfig = form.ok ? form.config : form.partial;
  if (formConfig) compileForm(formConfig);
  const list = parseListConfig(page.list);
  const listConfig = list.ok ? list.config : list.partial;
  if (listConfig) compileList(listConfig, formConfig ?? undefined);
  return { form, list };
}

describe('the engine on mutated shipped configs', () => {
  it(`never throws on ${MUTATIONS} mutations, and every error has a path`, () => {
    const r = random(20261123);
    const crashes: string[] = [];
    let reported = 0;
    for (let i = 0; i < MUTATIONS; i++) {
      const { name, config } = SHIPPED[i % SHIPPED.length]!;
      const page = structuredClone(config) as Record<string, unknown>;
      const part = r.pick(['form', 'list'].filter((k) => page[k] !== undefined));
      const what: string[] = [];
      for (let n = 1 + r.int(3); n > 0; n--) what.push(mutate(page[part] as Record<string, unknown>, r));
      const label = `case ${i} (${name} ${part}: ${what.join('; ')})`;
      try {
        const { form, list } = runEngine(page);
        checkErrors(form.errors, label);
        checkErrors(list.errors, label);
        if (!(part === 'form' ? form : list).ok) reported++;
      } catch (error) {
        crashes.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(crashes).toEqual([]);
    // the mutations must really break configs, or this test proves little
    expect(reported).toBeGreaterThan(MUTATIONS * 0.5);
  }, 60_000);

  it('accepts every shipped config as it is', () => {
    for (const { name, config } of SHIPPED) {
      const { form, list } = runEngine(config);
      if (config.form !== undefined) expect(form.errors, name).toEqual([]);
      if (config.list !== undefined) expect(list.errors, name).toEqual([]);
    }
  });
});
