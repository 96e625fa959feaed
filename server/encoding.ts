import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

// Content encodings (issue 32 item 4): the build's files are compressed once at build time
// (build/precompress.ts: .br and .gz twins, served by static.ts); JSON answers over 1 kB are
// compressed as they go out, by the middleware below.

export type Coding = 'br' | 'gzip';

/** The codings a request's Accept-Encoding takes (not refused with q=0), brotli first. */
export function acceptedCodings(header: string | undefined): Coding[] {
  const taken = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) taken.add(coding);
  }
  const any = taken.has('*');
  return (['br', 'gzip'] as const).filter((coding) => any || taken.has(coding));
}

/** Below this, an answer is sent as it is: the coding's header and work cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

/** Brotli at level 5 for answers made per request: most of level 11's gain at a fraction of its time. */
const compressors: Record<Coding, (body: Uint8Array) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Compresses JSON answers of 1 kB or more for a client that takes brotli or gzip. */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || !/^application\/json/i.test(res.headers.get('Content-Type') ?? '')) return;
    const vary = res.headers.get('Vary');
    const headers = new Headers(res.headers);
    if (!/accept-encoding/i.test(vary ?? '')) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const [coding] = acceptedCodings(c.req.header('accept-encoding'));
    const body = new Uint8Array(await res.arrayBuffer());
    if (!coding || body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    headers.set('Content-Encoding', coding);
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(compressors[coding](body)), { status: res.status, statusText: res.statusText, headers });
  };
}
