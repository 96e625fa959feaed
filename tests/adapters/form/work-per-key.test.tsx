import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigPage } from '../../bench/form-page/config-page.tsx';
import { HandPage } from '../../bench/form-page/hand-page.tsx';
import { CONFIG, FIELD_COUNT } from '../../bench/form-page/shared.ts';
import { CountRenders, createWorkCounter, type Counts, type WorkCounter } from '../../bench/work-count.tsx';

// The work behind one key in the form bench's 200-field form (issue 61 items 1 and 2), ConfigForm
// against the same form written by hand in Formily (tests/bench/form-page/), counted, not timed:
// the components React renders, the Formily reactions, the engine's condition and path calls,
// antd's theme-token work. The bench prints the same counts (WORK_COUNTS_OUT, form-chromium.ts).

/** Calls into the engine, by the name the table prints; the mocks below add to it. */
const engine = vi.hoisted(() => {
  const sink = { add: (_name: string) => {} };
  /** The module with each of `names` (functions) counting its calls under `label`. */
  const counting = <M extends Record<string, unknown>>(module: M, label: (name: string) => string, names: readonly string[]): M => {
    const counted: Record<string, unknown> = { ...module };
    for (const name of names) {
      const original = module[name] as (...args: unknown[]) => unknown;
      counted[name] = (...args: unknown[]) => {
        sink.add(label(name));
        return original(...args);
      };
    }
    return counted as M;
  };
  return { sink, counting };
});
vi.mock('../../../engine/paths.ts', async (importOriginal) =>
  engine.counting(await importOriginal<Record<string, unknown>>(), (name) => `engine paths: ${name}`, ['splitPipePath', 'toFormPath', 'formPathParts', 'getByPipePath', 'setByPipePath']),
);
vi.mock('../../../engine/form/conditions.ts', async (importOriginal) =>
  engine.counting(await importOriginal<Record<string, unknown>>(), () => 'engine conditions', ['isTruthy', 'valueMatches', 'conditionsMatch', 'categoryIncluded', 'isSpecialCategory', 'recordReader', 'isEmptyValue']),
);
vi.mock('../../../engine/form/validate.ts', async (importOriginal) =>
  engine.counting(await importOriginal<Record<string, unknown>>(), (name) => (name === 'fieldError' ? 'engine field check' : 'engine conditions'), ['fieldVisible', 'fieldLabel', 'fieldRequired', 'fieldError', 'valueKey']),
);

/** The three keys of issue 61: the field 50 others name in show_if, a field in the middle, one near the end. */
const KEYS = [
  { key: 'field 1 (50 depend on)', label: '触发字段', clearFirst: true },
  { key: 'field 51 (学校简介50)', label: '学校简介50', clearFirst: false },
  { key: 'field 197 (学校简称196)', label: '学校简称196', clearFirst: false },
] as const;
type KeyName = (typeof KEYS)[number]['key'];
type PageName = 'config' | 'hand';

/** The fields whose show_if names the trigger. */
const DEPENDENTS = CONFIG.fields.filter((field) => field.show_if && !Array.isArray(field.show_if) && field.show_if.name === 'trigger').length;

/** The input of the field labelled `label`. */
function inputOf(label: string): HTMLInputElement | HTMLTextAreaElement {
  const item = screen.getByText(label).closest('.ant-formily-item');
  const input = item?.querySelector('input, textarea');
  if (!input) throw new Error(`no input under ${label}`);
  return input as HTMLInputElement | HTMLTextAreaElement;
}

/** Lets what a key started finish: Formily's validation (promises), antd's and React's timers. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** The counts of one key typed into each of KEYS on `page` (one form; the trigger last, as it hides field 51). */
async function countKeys(page: PageName, counter: WorkCounter): Promise<Record<KeyName, Counts>> {
  const user = userEvent.setup({ delay: null });
  let container: Element = document.body;
  const Page = page === 'config' ? ConfigPage : HandPage;
  const rendered = render(
    <CountRenders counter={counter} container={() => container}>
      <Page />
    </CountRenders>,
  );
  container = rendered.container;
  await vi.waitFor(() => expect(document.querySelectorAll('.ant-formily-item')).toHaveLength(FIELD_COUNT), { timeout: 60_000 });
  await settle();
  const result = {} as Record<KeyName, Counts>;
  for (const { key, label, clearFirst } of [...KEYS].reverse()) {
    const input = inputOf(label);
    if (clearFirst) await user.clear(input);
    await act(async () => input.focus());
    await settle();
    result[key] = await counter.during(async () => {
      await user.keyboard('a');
      await settle();
    });
  }
  rendered.unmount();
  return result;
}

const counts = {} as Record<PageName, Record<KeyName, Counts>>;
const read = (page: PageName, key: KeyName, name: string) => counts[page][key][name] ?? 0;
/** Every counter either page reported, in the table's order. */
const ROWS = ['components rendered', 'React commits', 'Formily reactions', 'engine conditions', 'engine field check', 'engine paths: splitPipePath', 'engine paths: toFormPath', 'engine paths: formPathParts', 'engine paths: getByPipePath', 'antd useToken', 'cssinjs flattenToken', 'cssinjs token2key', 'cssinjs hash (@emotion/hash)'];

/** The counts side by side, a row per counter and a column per page and key. */
function workTable(): string {
  const head = ['work per key'.padEnd(32), ...KEYS.flatMap(({ key }) => [`${key} ConfigForm`, 'hand'])].join(' | ');
  const lines = ROWS.map((row) => [row.padEnd(32), ...KEYS.flatMap(({ key }) => [String(read('config', key, row)).padStart(`${key} ConfigForm`.length), String(read('hand', key, row)).padStart(4)])].join(' | '));
  return [head, ...lines].join('\n');
}

describe('the work behind a key in the 200-field bench form (counted)', () => {
  let counter: WorkCounter;
  beforeAll(async () => {
    counter = createWorkCounter();
    engine.sink.add = counter.add;
    counts.hand = await countKeys('hand', counter);
    counts.config = await countKeys('config', counter);
    const table = workTable();
    console.log(table);
    if (process.env.WORK_COUNTS_OUT) fs.writeFileSync(process.env.WORK_COUNTS_OUT, JSON.stringify({ table, counts }, null, 2));
  }, 240_000);
  afterAll(() => counter.restore());

  // Under the CSS-variable theme antd's Input drew two CSSVarRegister components beside itself
  // at every render (16 components against 14), each asking useToken again (8 against 6), and
  // antd's useToken handed cssinjs a new cssVar object at each call, which cssinjs hashed (8
  // against 0); a textarea ran one component more (17 against 14). patches/ memoises the
  // register and keeps one cssVar object per theme; the textarea is one observer.
  it.each(KEYS)('$key: re-renders no more components than the hand-written page', ({ key }) => {
    expect(read('config', key, 'components rendered')).toBeLessThanOrEqual(read('hand', key, 'components rendered'));
  });

  it('runs the reactions of the fields whose conditions name the typed field, and none for a field nobody names', () => {
    expect(DEPENDENTS).toBe(50);
    // Formily's own work for the field typed in (the hand page's count for a field nobody names)
    const own = read('hand', 'field 197 (学校简称196)', 'Formily reactions');
    expect(read('config', 'field 1 (50 depend on)', 'Formily reactions')).toBe(own + DEPENDENTS);
    expect(read('config', 'field 51 (学校简介50)', 'Formily reactions')).toBe(own);
    expect(read('config', 'field 197 (学校简称196)', 'Formily reactions')).toBe(own);
  });

  it('reads a condition\'s dependencies off the form\'s values: one fieldVisible and one conditionsMatch for each field that names the typed one', () => {
    const own = read('config', 'field 197 (学校简称196)', 'engine conditions');
    expect(read('config', 'field 1 (50 depend on)', 'engine conditions')).toBe(own + 2 * DEPENDENTS);
    expect(read('config', 'field 51 (学校简介50)', 'engine conditions')).toBe(own);
  });

  it.each(KEYS)('$key: asks antd for no more tokens than the hand page, and hashes none', ({ key }) => {
    expect(read('config', key, 'antd useToken')).toBeLessThanOrEqual(read('hand', key, 'antd useToken'));
    expect(read('config', key, 'cssinjs hash (@emotion/hash)')).toBe(0);
  });

  it.each(KEYS)('$key: splits no path (paths are split once per field, when the form is compiled)', ({ key }) => {
    expect(read('config', key, 'components rendered')).toBeGreaterThan(0);
    expect(read('config', key, 'engine paths: splitPipePath')).toBe(0);
    expect(read('config', key, 'engine paths: toFormPath')).toBe(0);
    expect(read('config', key, 'engine paths: formPathParts')).toBe(0);
  });
});
