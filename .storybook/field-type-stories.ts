import type { Plugin } from 'vite';
import { FIELD_TYPES } from '../engine/config/form-config.ts';

// The field-type stories are generated from the engine's registry (DESIGN.md: a new field type is
// one registry entry in engine, one widget in adapters/antd, and its story appears by itself).
// stories/form-fields.stories.tsx holds only the meta; one story per FIELD_TYPES entry is added
// to it here, in the same words for the two readers: Storybook's indexer (main.ts, the sidebar)
// and Vite (the module the preview and the story tests load). No story file is edited for a type.

/** The one stories file the generated stories go into. */
export const FIELD_TYPE_STORIES_FILE = /[\\/]stories[\\/]form-fields\.stories\.tsx$/;

/** A type's story export: 'search-page' -> SearchPageField (never a global's name such as Date). */
export function fieldTypeExportName(type: string): string {
  const words = type.split(/[^a-z0-9]+/i).filter(Boolean);
  return `${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Field`;
}

/** The stories file's code with one story per field type appended (plain CSF objects). */
export function withFieldTypeStories(code: string, types: readonly string[] = FIELD_TYPES): string {
  const stories = types.map((type) => {
    const literal = JSON.stringify(type);
    return `export const ${fieldTypeExportName(type)} = { name: ${literal}, args: { type: ${literal} }, parameters: { fieldType: ${literal} } };`;
  });
  return `${code}\n// generated from FIELD_TYPES (.storybook/field-type-stories.ts)\n${stories.join('\n')}\n`;
}

/** The Vite side: Storybook's builder and the `stories` test project load the file through it. */
export function fieldTypeStoriesPlugin(): Plugin {
  return {
    name: 'field-type-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!FIELD_TYPE_STORIES_FILE.test(id.split('?')[0] ?? '')) return undefined;
      return { code: withFieldTypeStories(code), map: null };
    },
  };
}
