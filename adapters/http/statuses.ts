import { HTTPError } from 'ky';

// What a failure was, apart from the catalogue (catalogue.ts, which reads 422 bodies through the
// contracts): the start of a page asks these before the contracts are loaded (app/routing/handoff.ts).

/** A 402 answer: the login has ended (spec section 8); the only failure that ends a session. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 402;
}

/** A 404 answer: ignored by the catalogue (spec section 8), so the page shows its own empty or error state, never a toast. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}
