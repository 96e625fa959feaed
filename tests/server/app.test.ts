import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db.ts';
import { tempDir } from './helpers.ts';

function appWithDist(files: Record<string, string | Buffer> | null) {
  const root = tempDir();
  const distDir = path.join(root, 'dist');
  if (files) {
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
      fs.writeFileSync(path.join(distDir, name), content);
    }
  }
  fs.writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
  const db = openDatabase(path.join(root, 'data'));
  return Object.assign(createApp({ db, distDir, schemasDir: path.join(root, 'schemas') }), { distDir });
}

const DIST = {
  'index.html': '<!doctype html><title>阳光继教</title>',
  'assets/app-abc123.js': 'console.log(1)',
  'runtime-config.json': '{"siteName":"cepsp"}',
};

describe('reference server: routing, static files and headers', () => {
  it('answers an unknown /api call with a JSON 404 that names it', async () => {
    const res = await appWithDist(DIST).request('/api/organization/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ code: 404, message: '接口不存在：POST /api/organization/nope' });
  });

  it.each(['/dashboard', '/school-auth/school-auth.auth-form', '/card/card.company-info?page=2'])(
    'serves index.html for the client route %s (SPA fallback) without caching it',
    async (url) => {
    const res = await appWithDist(DIST).request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('阳光继教');
  },
  );

  it('serves hashed assets with a long cache, and the runtime config beside index.html', async () => {
    const app = appWithDist(DIST);
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const config = await app.request('/runtime-config.json');
    // the build's own settings, and (the build having no map of its own) the offline map stand-ins (server/README.md, REFERENCE_MAP)
    expect(await config.json()).toEqual({ siteName: 'cepsp', map: expect.objectContaining({ provider: 'amap', key: 'stand-in' }) });
  });

  it("serves the build's precompressed twin to a browser that takes gzip, the file itself to one that does not", async () => {
    const body = 'console.log("阳光继教");'.repeat(200);
    const app = appWithDist({ ...DIST, 'assets/big-abc123.js': body, 'assets/big-abc123.js.gz': gzipSync(body) });
    const packed = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toBe('Accept-Encoding');
    expect(packed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(gunzipSync(Buffer.from(await packed.arrayBuffer())).toString()).toBe(body);
    for (const header of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0, br' }] as Record<string, string>[]) {
      const plain = await app.request('/assets/big-abc123.js', { headers: header });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(body);
    }
    // a file without a twin is sent as it is
    const small = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });

  it('prefers the brotli twin when the browser takes brotli, and the gzip one when it takes only gzip', async () => {
    const body = 'console.log("阳光继教");'.repeat(200);
    const app = appWithDist({ ...DIST, 'assets/big-abc123.js': body, 'assets/big-abc123.js.gz': gzipSync(body), 'assets/big-abc123.js.br': brotliCompressSync(body) });
    const brotli = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(body);
    const gzip = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
  });

  it('compresses a JSON answer of 1 kB or more (brotli, else gzip) and leaves a small one as it is', async () => {
    const app = appWithDist(DIST);
    const plain = await app.request('/api/common/areas');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const brotli = await app.request('/api/common/areas', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const packed = Buffer.from(await brotli.arrayBuffer());
    expect(packed.length).toBeLessThan(text.length / 2);
    expect(brotliDecompressSync(packed).toString()).toBe(text);
    const gzip = await app.request('/api/common/areas', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    const small = await app.request('/api/organization/nope', { method: 'POST', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ code: 404, message: '接口不存在：POST /api/organization/nope' });
  });

  it('answers 304 without a body to a browser that holds the same file (its ETag), and the file again once it changed', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const app = appWithDist({ ...DIST, 'favicon.svg': svg });
    for (const url of ['/favicon.svg', '/dashboard', '/assets/app-abc123.js']) {
      const first = await app.request(url);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await app.request(url, { headers: { 'if-none-match': etag } });
      expect(again.status, url).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      // another file's validator is no match
      expect((await app.request(url, { headers: { 'if-none-match': 'W/"0-0"' } })).status).toBe(200);
    }
    const held = (await app.request('/favicon.svg')).headers.get('etag') ?? '';
    fs.writeFileSync(path.join(app.distDir, 'favicon.svg'), svg.replace('/>', '><circle r="1"/></svg>'));
    const changed = await app.request('/favicon.svg', { headers: { 'if-none-match': held } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('circle');
  });

  it("gives a precompressed twin an ETag of its own: a browser's gzip copy does not stand for the plain file", async () => {
    const body = 'console.log("阳光继教");'.repeat(200);
    const app = appWithDist({ ...DIST, 'assets/big-abc123.js': body, 'assets/big-abc123.js.gz': gzipSync(body) });
    const packed = await app.request('/assets/big-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.request('/assets/big-abc123.js', { headers: { 'if-none-match': packed.headers.get('etag') ?? '' } });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(body);
  });

  it('answers 404 for a missing file with an extension instead of index.html', async () => {
    const res = await appWithDist(DIST).request('/assets/missing-123.js');
    expect(res.status).toBe(404);
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00'])(
    'never serves a file outside dist/ (%s)',
    async (url) => {
      const res = await appWithDist(DIST).request(url);
      expect(await res.text()).not.toContain('do not serve');
    },
  );

  it('explains how to build when dist/ is missing', async () => {
    const res = await appWithDist(null).request('/dashboard');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });

  it.each(['/dashboard', '/api/nope', '/assets/missing.js'])('sets the security headers on %s', async (url) => {
    const res = await appWithDist(DIST).request(url);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
