import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { acceptedCodings, type Coding } from './encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

const NOT_BUILT = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>应用尚未构建</title>
<body style="font-family:sans-serif;padding:2em"><h1>应用尚未构建</h1>
<p>找不到 dist/index.html。请在项目根目录运行 <code>npm start</code>（会自动构建）或 <code>npm run build</code>。</p></body></html>`;

/**
 * Resolves a URL path to a file inside `root`, or undefined when it would leave `root`
 * ('/../etc/passwd', encoded '%2e%2e', NUL bytes) or is not a regular file.
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const TWIN: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/** A validator of the bytes sent: their size and the file's modification time (a twin has its own). */
function etagOf(file: string): string {
  const stat = fs.statSync(file);
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** Whether an If-None-Match header names this validator (or any: `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const one = tag.trim();
    return one === '*' || one === etag || `W/${one}` === etag;
  });
}

/**
 * A file with Cache-Control (a year for the hashed assets, else asked again each time) and an
 * ETag, in the first coding the browser takes that the build made a twin for (build/precompress.ts:
 * app.js.br, app.js.gz), else as it is. A browser asking again with the ETag it holds gets a 304
 * and no body, as from nginx: Chromium asks for the favicon on every change of page, and had the
 * whole file each time.
 */
function send(file: string, cacheForever: boolean, codings: Coding[] = [], ifNoneMatch?: string): Response {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const twins = (Object.keys(TWIN) as Coding[]).filter((coding) => fs.existsSync(file + TWIN[coding]));
  const coding = codings.find((one) => twins.includes(one));
  const sent = coding ? file + TWIN[coding] : file;
  const etag = etagOf(sent);
  const validators: Record<string, string> = { 'Cache-Control': cacheForever ? 'public, max-age=31536000, immutable' : 'no-cache', ETag: etag };
  if (twins.length) validators.Vary = 'Accept-Encoding';
  if (matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers: validators });
  const headers: Record<string, string> = { 'Content-Type': type, ...validators };
  if (coding) headers['Content-Encoding'] = coding;
  return new Response(fs.readFileSync(sent), { headers });
}

/**
 * Serves the built app from `distDir`: files as they are (hashed /assets cached for a year),
 * and index.html for any other GET, so that client routes such as /dashboard or
 * /school-auth/school-auth.auth-form load the app (SPA fallback). A missing asset (a known file
 * type such as .js or .png) answers 404. `prefix` (the studio's /__studio) is where `distDir` is
 * served: it is taken off the URL path first.
 */
export function serveDist(distDir: string, prefix = ''): MiddlewareHandler {
  const root = path.resolve(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const urlPath = new URL(c.req.url).pathname.slice(prefix.length) || '/';
    const file = resolveInside(root, urlPath);
    if (file) return send(file, urlPath.startsWith('/assets/'), acceptedCodings(c.req.header('accept-encoding')), c.req.header('if-none-match'));
    // Routes may hold dots (/card/card.company-info): only a known asset type answers 404.
    if (path.posix.extname(urlPath).toLowerCase() in TYPES) return c.text('Not found', 404);
    const index = path.join(root, 'index.html');
    if (!fs.existsSync(index)) return c.html(NOT_BUILT, 503);
    return send(index, false, [], c.req.header('if-none-match'));
  };
}
