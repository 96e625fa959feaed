import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Precompressed build files (issue 28 item 4, issue 32): app.js.gz beside app.js, written once at
// build time at the best level, served as they are by nginx's gzip_static and by the reference
// server (server/static.ts) to a browser that accepts gzip. Not for index.html (the web server
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
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || NEVER.has(path.basename(file))) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        const gzip = gzipSync(body, { level: 9 });
        if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
