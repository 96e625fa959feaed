import type { ComponentType } from 'react';
import axe from 'axe-core';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import preview from '../../.storybook/preview.tsx';

// Renders every story of stories/ with the Storybook preview (portable stories) and fails on a
// thrown error or any console.error, such as React's warnings about keys or bad props, and, as
// Storybook's a11y test mode 'error' does (issue 30 item 6), on a critical or serious axe
// violation (WCAG 2.0–2.2 A and AA; jsdom draws nothing, so contrast and target size are left to
// the browser tests).
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
  parameters?: { a11y?: { test?: 'todo' | 'error' | 'off' } };
};

/** The critical and serious violations axe finds in the document (the story and its portals). */
async function axeProblems(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}`));
}
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

describe('every story renders without an error', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());

  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [file, module] of Object.entries(modules)) {
    for (const [name, Story] of Object.entries(composeStories(module)) as [string, ComposedStory][]) {
      it(`${file.replace('../../stories/', '')} › ${name}`, async () => {
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.textContent?.trim()).not.toBe('');
        expect(consoleError.mock.calls.map((call) => call.join(' '))).toEqual([]);
        if (Story.parameters?.a11y?.test === 'error') expect(await axeProblems()).toEqual([]);
      });
    }
  }
});
