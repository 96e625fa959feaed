import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from '../../../adapters/ui/preloadable.tsx';

// Issue 32 item 3: a screen or dialog whose code was fetched ahead of the click draws at once,
// as on a second visit, instead of its spinner for a render first (React.lazy's way).

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

/** A loader the test answers by hand, counting its calls. */
function loader() {
  let answer!: (module: { default: typeof Greeting }) => void;
  const module = new Promise<{ default: typeof Greeting }>((resolve) => (answer = resolve));
  const calls = { count: 0 };
  return { load: () => ((calls.count += 1), module), answer: () => answer({ default: Greeting }), calls };
}

/** Renders `Component` in a Suspense whose fallback is 加载中, and whether that fallback was ever drawn. */
function renderIn(Component: ComponentType<{ name: string }>) {
  const fallbackDrawn = { value: false };
  function Fallback() {
    fallbackDrawn.value = true;
    return <p>加载中</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Component name="王老师" />
    </Suspense>,
  );
  return fallbackDrawn;
}

describe('preloadable', () => {
  it('draws a component whose code was preloaded in the first render, without its fallback', async () => {
    const { load, answer } = loader();
    const screenCode = preloadable(load);
    const preloaded = screenCode.preload();
    answer();
    await preloaded;
    const fallbackDrawn = renderIn(screenCode.Component);
    expect(screen.getByText('你好，王老师')).toBeTruthy();
    expect(fallbackDrawn.value).toBe(false);
  });

  it('shows the fallback while the code loads on first use, then the component', async () => {
    const { load, answer } = loader();
    const screenCode = preloadable(load);
    const fallbackDrawn = renderIn(screenCode.Component);
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => answer());
    expect(await screen.findByText('你好，王老师')).toBeTruthy();
    expect(fallbackDrawn.value).toBe(true);
  });

  it('gives the module to preload(), and a failed load to its caller', async () => {
    const { load, answer } = loader();
    const screenCode = preloadable(load);
    answer();
    await expect(screenCode.preload()).resolves.toEqual({ default: Greeting });
    const failing = preloadable<{ default: typeof Greeting }>(() => Promise.reject(new Error('chunk failed')));
    await expect(failing.preload()).rejects.toThrow('chunk failed');
  });
});
