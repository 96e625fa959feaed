// The benches' pages: served from a folder on a free port (no cache, no compression).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** How time grows against size: k of time ∝ size^k, and its word (linear for 0.8 ≤ k ≤ 1.2). */
export function growth(t1: number, t2: number, s1: number, s2: number): string {
  const k = Math.log(Math.max(t2, 1e-3) / Math.max(t1, 1e-3)) / Math.log(s2 / s1);
  const word = k < 0.8 ? 'better than linear' : k <= 1.2 ? 'linear' : 'WORSE than linear';
  return `×${(t2 / t1).toFixed(2)} for ×${Number.isInteger(s2 / s1) ? s2 / s1 : (s2 / s1).toFixed(1)} (k ${k.toFixed(2)}): ${word}`;
}

/** Serves `dir` on 127.0.0.1 until `close()`. */
export function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() })));
}
