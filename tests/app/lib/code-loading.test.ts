import { describe, expect, it } from 'vitest';
import { codeSettled, trackedLoad } from '../../../app/lib/code-loading.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('codeSettled: what the component tests wait for before their file ends', () => {
  it('waits for every tracked load, failed ones too, and for loads begun while it waited', async () => {
    const first = deferred<string>();
    const second = deferred();
    const later = deferred();
    expect(trackedLoad(first.promise)).toBe(first.promise);
    trackedLoad(second.promise).catch(() => undefined);
    let settled = false;
    const waiting = codeSettled().then(() => (settled = true));

    first.resolve('module');
    second.reject(new Error('chunk failed'));
    // a warm-up that fetched the list page now fetches its dialogs
    await first.promise;
    trackedLoad(later.promise);
    await Promise.allSettled([second.promise]);
    await new Promise((done) => setTimeout(done, 0));
    expect(settled).toBe(false);

    later.resolve();
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles at once when nothing is loading', async () => {
    await expect(codeSettled()).resolves.toBeUndefined();
  });
});
