// The screens' code being fetched now, for a visit or ahead of one (app/features/index.tsx).

const loading = new Set<Promise<unknown>>();

/** `promise` (a dynamic import, or a chain of them), counted until it settles; returned as it is. */
export function trackedLoad<T>(promise: Promise<T>): Promise<T> {
  loading.add(promise);
  const done = () => loading.delete(promise);
  promise.then(done, done);
  return promise;
}

/**
 * Settles once no tracked code is loading, including code whose loading began while this waited.
 * The component tests wait for it after each test (tests/setup-dom.ts): a warm-up's import that
 * outlived its test file failed in the next file of the same worker ("Cannot load … after the
 * environment was torn down").
 */
export async function codeSettled(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
