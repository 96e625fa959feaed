import { describe, expect, it } from 'vitest';
import { compileForm, compileList, parseFormConfig, parseListConfig, type ConfigError } from '../../engine/index.ts';
import { MUTATIONS, mutatedPages, SHIPPED } from '../fixtures/config-mutations.ts';

// Issue 15, item 4: the engine never throws on any input. 2,000 mutations of every shipped page
// config (tests/fixtures/config-mutations.ts: deleted keys, wrong types, nulls, huge strings, deep
// nesting, show_if cycles, object cycles, unknown types); each through parseFormConfig +
// compileForm and parseListConfig + compileList. A crash is a failure, and every error must name a path.

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
    const crashes: string[] = [];
    let reported = 0;
    for (const { page, part, label } of mutatedPages()) {
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

  it('survives values nested 8,000 deep anywhere (issue 33 item 7): errors with paths, never a stack overflow', () => {
    let object: unknown = 1;
    let list: unknown = 1;
    for (let level = 0; level < 8000; level++) {
      object = { a: object };
      list = [list];
    }
    const { list: shipped } = SHIPPED.find(({ config }) => config.list !== undefined)!.config as { list: Record<string, unknown> };
    const columns = shipped.columns as Record<string, unknown>[];
    for (const value of [object, list]) {
      const pages = [
        { list: { ...shipped, extra: value } },
        { list: { ...shipped, columns: [{ ...columns[0], extra: value }, ...columns.slice(1)] } },
        { list: { ...shipped, title: value } },
      ];
      for (const page of pages) {
        const { list: result } = runEngine(page);
        checkErrors([...result.errors, ...result.warnings], 'deep');
        expect(result.errors.length + result.warnings.length).toBeGreaterThan(0);
      }
    }
  });

  it('accepts every shipped config as it is', () => {
    for (const { name, config } of SHIPPED) {
      const { form, list } = runEngine(config);
      if (config.form !== undefined) expect(form.errors, name).toEqual([]);
      if (config.list !== undefined) expect(list.errors, name).toEqual([]);
    }
  });
});
