import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCsf } from 'storybook/internal/csf-tools';
import { withFieldTypeStories } from '../../.storybook/field-type-stories.ts';
import { fieldTypeIndexer } from '../../.storybook/main.ts';
import { WIDGETS } from '../../adapters/form/widgets/index.ts';
import { JSON_SCHEMAS } from '../../engine/config/json-schema.ts';
import { FIELD_REGISTRY } from '../../engine/index.ts';
import { FIELD_TYPES, NEEDS_DATA_SOURCE } from '../../engine/form/field-types/index.ts';
import { FIELD_STATES, fieldStatesOf } from '../../stories/fixtures/field-examples.ts';
import * as stories from '../../stories/form-fields.stories.tsx';

// The field-type stories are generated from the registry (.storybook/field-type-stories.ts): the
// module the preview loads and the index Storybook's sidebar shows must both list every type,
// each followed by its states (issue 30 item 4), in the registry's order, and nothing else.

const FILE = path.resolve(import.meta.dirname, '../../stories/form-fields.stories.tsx');

type Parameters = { fieldType?: string; fieldState?: string };
const storyParameters = Object.entries(stories)
  .filter(([name]) => name !== 'default')
  .map(([, story]) => (story as { parameters?: Parameters }).parameters ?? {});
const generated = storyParameters.filter((parameters) => !parameters.fieldState).map((parameters) => parameters.fieldType);
/** type, then type/state for each of its states: 'radio', 'radio/disabled', …. */
const expectedStories = FIELD_TYPES.flatMap((type) => [type, ...fieldStatesOf(type).map((state) => `${type}/${state}`)]);

describe('Storybook: the field-type stories are the registry', () => {
  it('the stories module has one story per registry type and per state of it, in order', () => {
    expect(generated).toEqual([...FIELD_TYPES]);
    expect(storyParameters.map(({ fieldType, fieldState }) => (fieldState ? `${fieldType}/${fieldState}` : fieldType))).toEqual(expectedStories);
  });

  it.each([
    ['text', ['disabled', 'widths']],
    ['address-coordinate', ['disabled', 'widths']],
    ['select', ['disabled', 'widths', 'options-loading', 'options-failed']],
    ['search-page', ['disabled', 'widths', 'options-loading', 'options-failed']],
    ['category-org-tag', ['disabled', 'widths', 'options-loading', 'options-failed']],
    ['image', ['disabled', 'widths', 'upload-progress', 'upload-failed']],
    ['image-arr', ['disabled', 'widths', 'upload-progress', 'upload-failed']],
    ['colour-picker', ['disabled', 'widths']],
  ])('%s is shown in the states %j (from its widget props: a source, an upload rule)', (type, states) => {
    expect(fieldStatesOf(type)).toEqual(states);
  });

  it("Storybook's index lists the same stories, with a docs page", async () => {
    const inputs = await fieldTypeIndexer.createIndex(FILE, { makeTitle: (title) => title ?? 'untitled' });
    const names = FIELD_TYPES.flatMap((type) => [type, ...fieldStatesOf(type).map((state) => `${type}：${FIELD_STATES[state]}`)]);
    expect(inputs.map((input) => input.name)).toEqual(names);
    expect(inputs.every((input) => input.title === 'Form/Field types' && input.tags?.includes('autodocs'))).toBe(true);
    expect(await readFile(FILE, 'utf8')).not.toMatch(/export const \w+Field\b/);
  });

  it('a type added to the registry gets its story with no edit of the stories file', async () => {
    const source = await readFile(FILE, 'utf8');
    const index = loadCsf(withFieldTypeStories(source, [...FIELD_TYPES, 'colour-picker']), { fileName: FILE, makeTitle: (title) => title ?? '' }).parse().indexInputs;
    expect(index.slice(-3)).toMatchObject([
      { exportName: 'ColourPickerField', name: 'colour-picker', title: 'Form/Field types' },
      { exportName: 'ColourPickerFieldDisabled', name: 'colour-picker：禁用' },
      { exportName: 'ColourPickerFieldWidths', name: 'colour-picker：宽度 S/M/L' },
    ]);
  });

  it.each([...FIELD_TYPES])('%s renders with a widget adapters/antd registers', (type) => {
    expect(WIDGETS).toHaveProperty(FIELD_REGISTRY[type].widget);
  });
});

// The walk of adding a field type (schemas/README.md, issue 14): one registry entry, one widget
// file, `npm run schemas`. Everything else is derived from the entry and checked here.
describe('a field type is its registry entry and its widget file', () => {
  const widgetFiles = import.meta.glob<Record<string, unknown>>('../../adapters/form/widgets/*.tsx', { eager: true });

  it('FIELD_TYPES and the types needing a source are derived from the registry', () => {
    expect([...FIELD_TYPES]).toEqual(Object.keys(FIELD_REGISTRY));
    expect([...NEEDS_DATA_SOURCE]).toEqual(FIELD_TYPES.filter((type) => FIELD_REGISTRY[type].needsSource));
  });

  it.each([...FIELD_TYPES])('%s: its widget comes from a file of adapters/form/widgets, it has a story and a place in the JSON Schema', (type) => {
    const widget = FIELD_REGISTRY[type].widget;
    const files = Object.entries(widgetFiles).filter(([, exports]) => exports[widget] === WIDGETS[widget]);
    expect(files.map(([file]) => path.basename(file)), `no file exports ${widget}`).toHaveLength(1);
    expect(generated).toContain(type);
    expect(JSON.stringify(JSON_SCHEMAS['form-config.schema.json']())).toContain(`"${type}"`);
  });

  it('registers no component that no field type uses', () => {
    const used = new Set<string>(Object.values(FIELD_REGISTRY).map((entry) => entry.widget));
    expect(Object.keys(WIDGETS).filter((name) => !used.has(name))).toEqual([]);
  });
});
