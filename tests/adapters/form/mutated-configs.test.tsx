import { describe, expect, it } from 'vitest';
import { FIELD_REGISTRY, FIELD_TYPES, parseFormConfig } from '../../../engine/index.ts';
import { renderForm } from './harness.tsx';

// A few hundred configs broken in the ways product people break them: wrong types, missing
// keys, unknown field types, show_if cycles, repeated keys. <ConfigForm> must never throw, and
// must list the errors whenever the parser finds any.

// A sample rendered (about half a second each in jsdom): the engine itself takes 2,000 mutations of the
// shipped configs in seconds in tests/engine/fuzz-configs.test.ts.
const COUNT = 50;

/** A small deterministic generator, so a failure names a case that can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

const JUNK = [null, 0, 1, -3, '', '1', 'colour', 'S', true, false, [], {}, [1, 2], { name: 1 }, '{{alert(1)}}', 'a|b|', 1e21];

function validConfig(r: ReturnType<typeof random>) {
  const fields = Array.from({ length: 2 + r.int(2) }, (_, i) => {
    const type = r.pick(FIELD_TYPES);
    const { example } = FIELD_REGISTRY[type];
    const key = typeof example.key === 'string' ? `k${i}` : example.key.map((e) => ({ ...e, value: `k${i}|${e.name}` }));
    return structuredClone({ name: `${example.label}${i}`, field: key, ...example.config }) as Record<string, unknown>;
  });
  return { component: { name: 'fuzz', title: '随机表单' }, fields } as Record<string, unknown>;
}

/** Every object and list inside a value, with the way to replace a key of it. */
function containers(value: unknown, out: (Record<string, unknown> | unknown[])[] = []): (Record<string, unknown> | unknown[])[] {
  if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

function mutate(config: Record<string, unknown>, r: ReturnType<typeof random>): string {
  const fields = (Array.isArray(config.fields) ? config.fields : []).filter((f): f is Record<string, unknown> => f !== null && typeof f === 'object' && !Array.isArray(f));
  const field = fields.length ? r.pick(fields) : undefined;
  if (!field || !(field.component !== null && typeof field.component === 'object')) {
    config.fields = r.pick([null, {}, 'fields', [1, 'x']]);
    return 'broken fields';
  }
  switch (r.int(7)) {
    case 0: {
      const target = r.pick(containers(config));
      const keys = Object.keys(target);
      if (keys.length === 0) return 'nothing';
      const key = r.pick(keys);
      delete (target as Record<string, unknown>)[key];
      return `deleted ${key}`;
    }
    case 1: {
      const target = r.pick(containers(config));
      const keys = Object.keys(target);
      if (keys.length === 0) return 'nothing';
      const key = r.pick(keys);
      const junk = r.pick(JUNK);
      (target as Record<string, unknown>)[key] = structuredClone(junk);
      return `${key} = ${JSON.stringify(junk)}`;
    }
    case 2:
      (field.component as Record<string, unknown>).type = r.pick(['colour', 'date', 'TEXT', '', 'image_arr']);
      return 'unknown type';
    case 3: {
      const other = r.pick(fields);
      field.show_if = { name: typeof other.field === 'string' ? other.field : 'k0', value: 1 };
      other.show_if = [{ name: typeof field.field === 'string' ? field.field : 'k0', value: '1' }];
      return 'show_if cycle';
    }
    case 4:
      fields.push(structuredClone(field));
      return 'repeated field';
    case 5:
      field[r.pick(['show_iff', 'require', 'colour'])] = 1;
      return 'unknown key';
    default:
      config[r.pick(['fields', 'component'])] = r.pick(JUNK);
      return 'broken top level';
  }
}

describe('<ConfigForm> with mutated configs', () => {
  it(`never throws on ${COUNT} broken configs, and always lists the errors`, () => {
    const r = random(20261121);
    let withErrors = 0;
    const view = renderForm({ config: validConfig(r) });
    for (let i = 0; i < COUNT; i++) {
      const config = validConfig(r);
      const what = [mutate(config, r), r.next() < 0.4 ? mutate(config, r) : ''].join(' ');
      const parsed = parseFormConfig(config);
      // the same root, a new form each time (key): as a page swapping configs would
      expect(() => view.rerenderForm({ config, key: i }), `case ${i}: ${what}`).not.toThrow();
      const alert = view.container.querySelector('[role="alert"]'); // (queryByRole is slow)
      if (parsed.ok) {
        expect(alert, `case ${i}: ${what}`).toBeNull(); // an unknown key alone is a warning, for the console only
        if (parsed.warnings.length) withErrors++;
      } else {
        withErrors++;
        expect(alert, `case ${i}: ${what}`).not.toBeNull();
        for (const error of parsed.errors) expect(alert?.textContent, `case ${i}: ${what}`).toContain(error.path);
      }
    }
    // the generator must really break (or warn of) most configs, or this test proves little
    expect(withErrors).toBeGreaterThan(COUNT * 0.6);
  }, 60_000);
});
