import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import type { contracts } from '../../../engine/index.ts';
import { checkUpload, extensionOf, type UploadRule, type z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fileBodyLimit, UPLOAD_CALLS } from '../../body-limit.ts';
import { fail, invalid, ok } from '../../http.ts';
import { CONTENT_MISMATCH, contentMatches } from '../../sniff.ts';
import { resolveInside } from '../../static.ts';
import { certUrlKey, verifyCertPath } from './cert-urls.ts';
import { dataDirOf } from './util.ts';

// Uploads (spec section 5): multipart, field `file` or `img`; types and sizes checked with the
// engine's UPLOAD_RULES; stored under DATA_DIR/uploads/YYYY/MM/<random>.<ext> and answered with
// the relative path, as the production API answers paths on its object storage. A document
// (upload-file) is stored as YYYY/MM/<random>/<the user's file name>: the path a single-file
// field saves keeps the original name, which the form shows again on reopen (spec 3, File item).
// The body is cut off while it is read past the rule's size (fileBodyLimit), once the token is checked.

/** Documents keep the user's file name (see above). */
const KEEPS_NAME = new Set(['/organization/common/upload-file']);

const MONTH = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' });

/** Characters that end or escape a URL path, or that a file system refuses: replaced by _. */
const UNSAFE = '?#%<>:"|*';
/** Longest kept file name before its extension: this many characters (as people count them) … */
const NAME_MAX = 80;
/**
 * … and this many bytes of UTF-8 (issue 58 item 3: 80 emoji are 320 bytes, past the 255 a file
 * system takes for a name, and the upload answered 500). With the extension, at most 200 bytes.
 */
const NAME_MAX_BYTES = 190;
/** Invisible characters that reorder or hide what a name shows: bidi controls, zero-width space, BOM. */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** A surrogate with no partner (text cut inside a character). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const graphemes = new Intl.Segmenter('zh', { granularity: 'grapheme' });

/**
 * The user's file name as a safe last path segment: no folders, no characters that end or
 * escape a URL path, no control or invisible characters, at most NAME_MAX characters and
 * NAME_MAX_BYTES bytes, never cut inside a character (an emoji family stays whole), the
 * extension lower-case as the rules check it.
 * storedName('..\\办学 许可证?.PDF') -> '办学 许可证_.pdf'; storedName('.pdf') -> 'file.pdf'
 */
export function storedName(name: string): string {
  const ext = extensionOf(name);
  const base = (name.split(/[/\\]/).pop() ?? '').normalize('NFC');
  const stem = ext ? base.slice(0, base.length - ext.length - 1) : base;
  const plain = [...stem.replace(LONE_SURROGATE, '_').replace(INVISIBLE, '')]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code < 32 || (code >= 0x7f && code < 0xa0) || UNSAFE.includes(char) ? '_' : char;
    })
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(plain)) {
    if (count === NAME_MAX || Buffer.byteLength(kept + segment) > NAME_MAX_BYTES) break;
    kept += segment;
    count += 1;
  }
  const safe = kept.replace(/[.\s]+$/, '');
  return `${safe || 'file'}${ext ? `.${ext}` : ''}`;
}

function uploadRoute(dataDir: string, rule: UploadRule, keepName = false): MiddlewareHandler {
  return async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      return fail(c, 422, '请使用 multipart/form-data 上传文件');
    }
    const file = body.file ?? body.img;
    if (!(file instanceof File)) return invalid(c, { file: '请选择要上传的文件' });
    const problem = checkUpload({ name: file.name, size: file.size, type: file.type }, rule);
    if (problem) return invalid(c, { file: problem });
    const content = Buffer.from(await file.arrayBuffer());
    // by content, not only the name: a text file renamed .png is not an image
    if (!contentMatches(extensionOf(file.name), content)) return invalid(c, { file: CONTENT_MISMATCH });
    const [year, month] = MONTH.format(new Date()).split('-') as [string, string];
    const random = randomBytes(12).toString('hex');
    const relative = path.posix.join('uploads', year, month, keepName ? `${random}/${storedName(file.name)}` : `${random}.${extensionOf(file.name)}`);
    const target = path.join(dataDir, relative);
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
    } catch (error) {
      // an unusable uploads folder (a file, read-only): said on stderr, a plain answer to the user
      console.error(`[uploads] 文件未能保存到 "${path.dirname(target)}" / could not store the upload: ${(error as Error).message}`);
      return fail(c, 500, '文件保存失败，请联系管理员');
    }
    return ok(c, { url: relative, name: keepName ? storedName(file.name) : file.name, size: file.size } satisfies z.input<typeof contracts.uploadAnswer>, { url: relative });
  };
}

export function mountUploads(api: Hono, { db }: AppDeps): void {
  const dataDir = dataDirOf(db);
  const auth = requireAccount(db);
  for (const [call, rule] of Object.entries(UPLOAD_CALLS)) api.post(call, auth, fileBodyLimit(rule), uploadRoute(dataDir, rule, KEEPS_NAME.has(call)));
}

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
/** Shown in the browser; anything else is downloaded. */
const INLINE = new Set(['svg', 'png', 'jpg', 'jpeg', 'gif', 'mp4', 'pdf']);

/** Whether `file` is inside `dir`, as the file system resolves both (links, and the case of a case-insensitive disk). */
function isWithin(file: string, dir: string): boolean {
  try {
    const real = fs.realpathSync.native(file);
    const folder = fs.realpathSync.native(dir);
    return real === folder || real.startsWith(folder + path.sep);
  } catch {
    return false;
  }
}

/**
 * GET /uploads/*: the files of DATA_DIR/uploads, never anything outside it ('..', encoded
 * variants and NUL bytes answer 404). Mounted by app.ts before the SPA fallback. The
 * certificates' folder (uploads/certs) only at the signed URLs the certificates call answers
 * (cert-urls.ts); any other way to it, encoded or not, answers 404 as a missing file does.
 */
export function serveUploads(db: AppDeps['db']): MiddlewareHandler {
  const dataDir = dataDirOf(db);
  const root = path.join(dataDir, 'uploads');
  const certs = path.join(root, 'certs');
  const key = certUrlKey(db.name === ':memory:' ? undefined : dataDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = new URL(c.req.url).pathname;
    const signed = urlPath.startsWith('/uploads/certs/') ? verifyCertPath(key, urlPath) : undefined;
    const inside = signed ? `/${signed.slice('uploads/'.length).split('/').map(encodeURIComponent).join('/')}` : urlPath.slice('/uploads'.length);
    const file = resolveInside(root, inside);
    if (!file || (!signed && isWithin(file, certs))) return c.text('文件不存在', 404);
    const ext = extensionOf(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      // a certificate: kept by this browser only
      'Cache-Control': signed ? 'private, max-age=3600' : 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    };
    if (!INLINE.has(ext)) headers['Content-Disposition'] = 'attachment';
    return new Response(c.req.method === 'HEAD' ? null : fs.readFileSync(file), { headers });
  };
}
