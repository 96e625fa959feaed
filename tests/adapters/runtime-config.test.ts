import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from '../../adapters/index.ts';

describe('runtime configuration (runtime-config.json beside index.html)', () => {
  it('fills every missing key with its default: same origin, site-name cepsp', () => {
    expect(parseRuntimeConfig({})).toMatchObject({ apiBase: '', siteName: 'cepsp', storageHost: '' });
    expect(parseRuntimeConfig({ apiBase: 'https://api.example.edu', siteName: 'cepsp2' })).toMatchObject({
      apiBase: 'https://api.example.edu',
      siteName: 'cepsp2',
    });
  });

  it('reads the filing numbers icp and psb as text: trimmed, a number as its digits, null or absent as none', () => {
    expect(parseRuntimeConfig({})).toMatchObject({ icp: '', psb: '' });
    expect(parseRuntimeConfig({ icp: ' 京ICP备12345678号-1 ', psb: '京公网安备11010802012345号' })).toMatchObject({ icp: '京ICP备12345678号-1', psb: '京公网安备11010802012345号' });
    expect(parseRuntimeConfig({ icp: null, psb: 11010802012345 })).toMatchObject({ icp: '', psb: '11010802012345' });
  });

  it.each([
    [{ icp: ['京ICP备12345678号'] }, /icp: 应为字符串/],
    [{ siteName: 3 }, /siteName: /],
    [{ siteName: '' }, /siteName: /],
    [{ apiHost: 'x' }, /apiHost/],
    [[1, 2], /\(根\)/],
  ])('rejects %j with the file name and the key', (raw, key) => {
    let error: unknown;
    try {
      parseRuntimeConfig(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect((error as Error).message).toMatch(/^runtime-config\.json 有误：/);
    expect((error as Error).message).toMatch(key);
  });

  describe('loading over HTTP', () => {
    const bodies: Record<string, [number, string]> = {
      '/ok/runtime-config.json': [200, '{"siteName":"other"}'],
      '/broken/runtime-config.json': [200, '{"siteName":'],
      '/down/runtime-config.json': [500, 'oops'],
    };
    let server: http.Server;
    let base: string;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const [status, body] = bodies[req.url ?? ''] ?? [404, 'not found'];
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('reads the file beside the given base URL', async () => {
      await expect(loadRuntimeConfig(`${base}/ok/`)).resolves.toMatchObject({ siteName: 'other' });
    });
    it('uses the defaults when the file is absent', async () => {
      await expect(loadRuntimeConfig(`${base}/none/`)).resolves.toMatchObject({ siteName: 'cepsp' });
    });
    it('says so when the file is not JSON', async () => {
      await expect(loadRuntimeConfig(`${base}/broken/`)).rejects.toThrow(/runtime-config\.json 不是有效的 JSON/);
    });
    it('says so when the server fails', async () => {
      await expect(loadRuntimeConfig(`${base}/down/`)).rejects.toThrow(/无法读取 runtime-config\.json：HTTP 500/);
    });
  });
});
