import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '../../engine/index.ts';
import * as stories from '../../stories/form-fields.stories.tsx';

describe('Storybook: a story for every field type', () => {
  const covered = Object.entries(stories)
    .filter(([name]) => name !== 'default')
    .map(([, story]) => (story as { parameters?: { fieldType?: string } }).parameters?.fieldType);

  it.each([...FIELD_TYPES])('%s has a story', (type) => {
    expect(covered).toContain(type);
  });

  it('has no story for a type the registry does not know', () => {
    expect(covered.filter((type) => !(FIELD_TYPES as readonly (string | undefined)[]).includes(type))).toEqual([]);
  });
});
