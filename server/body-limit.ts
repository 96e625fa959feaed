import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { fail } from './http.ts';

// Issue 18: no request body over a few MB is read, except uploads (multipart, each with its own
// limit: routes/core/uploads.ts, the 30 MB import). The answer is a 413 in Chinese.

/** The largest JSON or form body the API reads. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
export const BODY_TOO_LARGE = '请求内容过大，不能超过 4 MB';

export function requestBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, BODY_TOO_LARGE) });
  return async (c, next) => {
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data')) return next();
    return limit(c, next);
  };
}
