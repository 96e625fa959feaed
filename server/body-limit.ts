import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_RULES, type UploadRule } from '../engine/index.ts';
import type { AppDeps } from './deps.ts';
import { fail, invalid } from './http.ts';
import { currentPageConfigs } from './page-configs.ts';
import { matchRoute } from './routes/pages/route-table.ts';

// Issues 18 and 26: every request body has a limit, multipart included, checked while it is read
// (a Content-Length over it is refused before a byte of the body is read; a chunked body is cut
// off once it passes it), so a 600 MB body costs the server a few MB, not 2.5 GB. JSON, forms and
// multipart: 4 MB, 413 in Chinese. Uploads and spreadsheet imports (multipart) take their rule's
// size plus the multipart framing, checked by their route after the token (fileBodyLimit), so
// that no one without a session makes the server hold 100 MB; too large answers the rule's 422
// message, like a file the browser refused. What the client sends after the answer is not kept:
// @hono/node-server discards at most 64 MB or 500 ms of it, then closes the connection.

/** The largest body the API reads, except uploads and imports. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;
export const BODY_TOO_LARGE = '请求内容过大，不能超过 4 MB';

/** Multipart framing allowed above a file rule's size before the body is cut off. */
export const MULTIPART_OVERHEAD = 256 * 1024;

/** The upload calls (under /api) and their rules (routes/core/uploads.ts). */
export const UPLOAD_CALLS: Readonly<Record<string, UploadRule>> = {
  '/organization/common/upload-img': UPLOAD_RULES.image,
  '/organization/common/upload-file': UPLOAD_RULES.file,
  '/organization/common/upload-video': UPLOAD_RULES.video,
  // the cropped image of the cropper (avatar, logo)
  '/admin/common/upload-img': UPLOAD_RULES.image,
};

const isMultipart = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().includes('multipart/form-data');

/** Whether the request is a multipart upload or config-driven import, whose route limits its body itself. */
function limitsItsOwnBody(c: Context, schemasDir: string): boolean {
  if (!isMultipart(c)) return false;
  if (c.req.path.startsWith('/api/') && UPLOAD_CALLS[c.req.path.slice('/api'.length)]) return true;
  try {
    return matchRoute(currentPageConfigs(schemasDir).routes, c.req.method, c.req.path)?.route.call === 'import';
  } catch {
    return false; // configs that cannot be read: the page calls answer that themselves
  }
}

/** The body limit of a file call: the rule's size plus the framing, else 422 with the rule's message. */
export function fileBodyLimit(rule: UploadRule): MiddlewareHandler {
  return bodyLimit({ maxSize: rule.maxBytes + MULTIPART_OVERHEAD, onError: (c) => invalid(c, { file: rule.sizeMessage }) });
}

/** Every /api body but the file calls' (limitsItsOwnBody): at most MAX_BODY_BYTES, else 413. */
export function requestBodyLimit(deps: Pick<AppDeps, 'schemasDir'>): MiddlewareHandler {
  const standard = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, 413, BODY_TOO_LARGE) });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || limitsItsOwnBody(c, deps.schemasDir)) return next();
    return standard(c, next);
  };
}
