import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { fail } from '../http.ts';

// The studio answers only itself (issue 58 item 4). With `npm run studio` running, any page the
// product person visited could POST text/plain or form bodies to /api/dev/studio/new-page and
// write pages and menus into SCHEMAS_DIR, and with DNS rebinding (a foreign name that resolves to
// 127.0.0.1) read every config and PUT any file. Now every studio call, and the studio's page:
//   - needs the Host the server is bound to (its address and port, or localhost on a loopback
//     address): a rebound foreign name is refused, so its page never reads the studio's own;
//   - refuses a foreign Origin (and a Sec-Fetch-Site other than same-origin);
//   - carries the studio's secret in X-Studio-Token: made at start, printed with the studio's URL,
//     and written by the server into the studio's page (a foreign page cannot read it);
//   - and, when it has a body, sends it as application/json (a form or text/plain body, which a
//     foreign page can send without asking, is refused before it is read).

export const STUDIO_TOKEN_HEADER = 'x-studio-token';

let token: string | undefined;

/** This process's studio secret (32 random bytes, base64url). */
export function studioToken(): string {
  token ??= randomBytes(32).toString('base64url');
  return token;
}

/** The Host values that name this server as the request reached it: its local address and port, and localhost on a loopback address. */
export function boundHosts(c: Context): string[] {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  const port = socket?.localPort;
  let address = socket?.localAddress;
  if (!address || !port) return [];
  if (address.startsWith('::ffff:')) address = address.slice('::ffff:'.length);
  const hosts = [address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`];
  if (address === '::1' || address.startsWith('127.')) hosts.push(`localhost:${port}`);
  return hosts;
}

/** Why the request is not the studio's own, or undefined: the Host, then the Origin. */
function foreign(c: Context): Response | undefined {
  const host = (c.req.header('host') ?? '').toLowerCase();
  const hosts = boundHosts(c);
  if (!hosts.includes(host)) return fail(c, 403, `工作室只接受发给 http://${hosts[0] ?? '127.0.0.1'} 的请求（收到的 Host 为 ${host || '空'}）：请用 npm run studio 打印的地址打开工作室`);
  const origin = c.req.header('origin');
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) return fail(c, 403, `工作室拒绝其他网站的请求（Origin: ${origin.slice(0, 100)}）`);
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return fail(c, 403, `工作室拒绝其他网站的请求（Sec-Fetch-Site: ${site.slice(0, 20)}）`);
  return undefined;
}

function tokenMatches(sent: string | undefined): boolean {
  if (!sent) return false;
  const given = Buffer.from(sent);
  const expected = Buffer.from(studioToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The guard of /api/dev/studio/*: the bound Host, no foreign Origin, the token, a JSON body. */
export function studioCallGuard(): MiddlewareHandler {
  return async (c, next) => {
    const refused = foreign(c);
    if (refused) return refused;
    if (!tokenMatches(c.req.header(STUDIO_TOKEN_HEADER))) return fail(c, 403, '缺少或错误的工作室口令：请用 npm run studio 打印的地址重新打开工作室');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') return fail(c, 415, '工作室的请求须为 JSON（Content-Type: application/json）');
    }
    return next();
  };
}

/** The guard of the studio's page (/__studio/*): the bound Host, no foreign Origin. */
export function studioPageGuard(): MiddlewareHandler {
  return async (c, next) => foreign(c) ?? next();
}

/** The studio's index.html with its token, for its own calls: <meta name="studio-token" content="…"> first in its head. */
export function withStudioToken(html: string): string {
  const meta = `<meta name="studio-token" content="${studioToken()}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`) : `${meta}${html}`;
}
