import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { filesUnder } from './files.ts';

// Precompressed build files (issue 28 item 4, issue 32 item 4): app.js.br and app.js.gz beside
// app.js, written once at build time at the best levels, served as they are by the reference
// server (server/static.ts: brotli to a browser that takes it, else gzip) and by nginx's
// gzip_static (Debian's nginx has no brotli module; it serves the .gz). Not for index.html (the web server
// may rewrite its <base> under a sub-path) nor runtime-config.json (deployers edit it in place:
// a stale .gz beside it would be served instead).
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
const NEVER = new Set(['runtime-config.json']);
/** Below this, gzip's header costs more than it saves. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || NEVER.has(path.basename(file))) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const gzip = gzipSync(body, { level: 9 });
        if (gzip.length >= body.length) continue;
        fs.writeFileSync(`${file}.gz`, gzip);
        const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
        if (brotli.length < gzip.length) fs.writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}
