import type { ComponentType } from 'react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import preview from '../../.storybook/preview.tsx';

// Renders every story of stories/ with the Storybook preview (portable stories) and fails on a
// thrown error or any console.error, such as React's warnings about keys or bad props. Storybook's
// a11y test mode 'error' (issue 30 item 6) is checked in Chromium, on every story of the build,
// with all of the browser tests' rules (tests/storybook/axe-stories.ts, `npm run test:a11y`):
// axe here in jsdom ran a subset of those rules again and took 40 % of this file's time.
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void> | void;
};

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
      });
    }
  }
});
