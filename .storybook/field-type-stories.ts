import type { Plugin } from 'vite';
import { FIELD_TYPES } from '../engine/config/form-config.ts';
import { FIELD_STATES, fieldStatesOf, type FieldState } from '../stories/fixtures/field-examples.ts';

// The field-type stories are generated from the engine's registry (DESIGN.md: a new field type is
// one registry entry in engine, one widget in adapters/form/widgets, and its story appears by itself).
// stories/form-fields.stories.tsx holds only the meta; one story per FIELD_TYPES entry, then one
// per state that type is shown in (fieldStatesOf: disabled, S/M/L, options loading or failed,
// upload in progress or failed; issue 30 item 4), is added to it here, in the same words for the
// two readers: Storybook's indexer (main.ts, the sidebar) and Vite (the module the preview and
// the story tests load). No story file is edited for a type.

/** The one stories file the generated stories go into. */
export const FIELD_TYPE_STORIES_FILE = /[\\/]stories[\\/]form-fields\.stories\.tsx$/;

/** A type's story export: 'search-page' -> SearchPageField (never a global's name such as Date). */
export function fieldTypeExportName(type: string): string {
  const words = type.split(/[^a-z0-9]+/i).filter(Boolean);
  return `${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Field`;
}

/** A state's story export: ('search-page', 'options-failed') -> SearchPageFieldOptionsFailed. */
export function fieldStateExportName(type: string, state: FieldState): string {
  return fieldTypeExportName(type) + fieldTypeExportName(state).replace(/Field$/, '');
}

/** The stories file's code with one story per field type and per state of it appended (plain CSF objects). */
export function withFieldTypeStories(code: string, types: readonly string[] = FIELD_TYPES): string {
  const stories = types.flatMap((type) => {
    const literal = JSON.stringify(type);
    const main = `export const ${fieldTypeExportName(type)} = { name: ${literal}, args: { type: ${literal} }, parameters: { fieldType: ${literal} } };`;
    return [
      main,
      ...fieldStatesOf(type).map((state) => {
        const name = JSON.stringify(`${type}：${FIELD_STATES[state]}`);
        const args = `{ type: ${literal}, state: ${JSON.stringify(state)} }`;
        return `export const ${fieldStateExportName(type, state)} = { name: ${name}, args: ${args}, parameters: { fieldType: ${literal}, fieldState: ${JSON.stringify(state)} } };`;
      }),
    ];
  });
  return `${code}\n// generated from FIELD_TYPES (.storybook/field-type-stories.ts)\n${stories.join('\n')}\n`;
}

/**
 * The Vite side: Storybook's builder and the `stories` test project load the file through it.
 * It runs last (an 'post' plugin's 'post' hook): addon-docs' CSF plugin (a 'post' hook too, of a
 * 'pre' plugin) enriches each story with its source as read from the file on disk, where a
 * generated story is not, and failed on them ("Cannot read properties of undefined (reading
 * 'tokens')" in the build's output). Storybook's export-order list, written earlier, leaves the
 * generated stories out; the preview takes the stories and their order from the index instead.
 */
export function fieldTypeStoriesPlugin(): Plugin {
  return {
    name: 'field-type-stories',
    enforce: 'post',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!FIELD_TYPE_STORIES_FILE.test(id.split('?')[0] ?? '')) return undefined;
        return { code: withFieldTypeStories(code), map: null };
      },
    },
  };
}
