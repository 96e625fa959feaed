import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountGeoProxy } from '../../server/geo-proxy.ts';
import { optionsFromEnv, ServerOptionsError } from '../../server/main.ts';

// The reference server's key proxy at /geo/ (issue 55 item 6; README, 密钥代理): the app asks its
// own site with no key, the server forwards the geocoder's calls only, adding its key.

describe('the /geo/ key proxy', () => {
  const received: URL[] = [];
  let upstream: http.Server;
  let base = '';
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      received.push(new URL(request.url ?? '/', 'http://upstream.test'));
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ status: '1', geocodes: [] }));
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => upstream.close(() => done())));

  const proxied = (provider: 'amap' | 'tencent' | 'tianditu', upstreamUrl = base) => {
    const app = new Hono();
    mountGeoProxy(app, { provider, key: 'server-key', upstream: upstreamUrl });
    return app;
  };

  it('forwards the geocoder’s calls with the server’s key in place of any the browser sent', async () => {
    received.length = 0;
    const amap = proxied('amap');
    const answer = await amap.request('/geo/v3/geocode/geo?address=%E5%A4%A9%E5%AE%89%E9%97%A8&output=JSON&key=from-browser');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: '1', geocodes: [] });
    expect((await amap.request('/geo/v3/geocode/regeo?location=116.4,39.9')).status).toBe(200);
    expect(received.map((url) => `${url.pathname}?${url.searchParams.toString()}`)).toEqual([
      `/v3/geocode/geo?address=${encodeURIComponent('天安门')}&output=JSON&key=server-key`,
      '/v3/geocode/regeo?location=116.4%2C39.9&key=server-key',
    ]);
  });

  it('adds Tencent’s key and Tianditu’s tk on their own geocoder paths', async () => {
    received.length = 0;
    expect((await proxied('tencent').request('/geo/ws/geocoder/v1/?address=x')).status).toBe(200);
    expect((await proxied('tianditu').request('/geo/geocoder?ds=%7B%7D&tk=')).status).toBe(200);
    expect(received.map((url) => url.search)).toEqual(['?address=x&key=server-key', '?ds=%7B%7D&tk=server-key']);
  });

  it('forwards nothing but the geocoder: the key is not spent on the provider’s other services', async () => {
    received.length = 0;
    const amap = proxied('amap');
    for (const path of ['/geo/v3/direction/driving?origin=1', '/geo/', '/geo/v3/geocode/geo/../../ip']) {
      expect((await amap.request(path)).status, path).toBe(404);
    }
    expect(received).toEqual([]);
  });

  it('answers 502 in Chinese when the provider cannot be reached', async () => {
    const answer = await proxied('amap', 'http://127.0.0.1:9').request('/geo/v3/geocode/geo?address=x');
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ message: '地址查询服务无法访问' });
  });

  it('is off unless REFERENCE_GEO_PROXY names a provider with REFERENCE_GEO_KEY; a wrong one stops the start', () => {
    expect(optionsFromEnv({}).geoProxy).toBeUndefined();
    expect(optionsFromEnv({ REFERENCE_GEO_PROXY: 'AMap', REFERENCE_GEO_KEY: ' k ' }).geoProxy).toEqual({ provider: 'amap', key: 'k' });
    expect(optionsFromEnv({ REFERENCE_GEO_PROXY: 'tianditu', REFERENCE_GEO_KEY: 'tk', REFERENCE_GEO_UPSTREAM: 'http://127.0.0.1:1/stand-in/tianditu' }).geoProxy).toEqual({
      provider: 'tianditu',
      key: 'tk',
      upstream: 'http://127.0.0.1:1/stand-in/tianditu',
    });
    expect(() => optionsFromEnv({ REFERENCE_GEO_PROXY: 'baidu', REFERENCE_GEO_KEY: 'k' })).toThrow(ServerOptionsError);
    expect(() => optionsFromEnv({ REFERENCE_GEO_PROXY: 'amap' })).toThrow('REFERENCE_GEO_PROXY=amap needs REFERENCE_GEO_KEY');
    expect(() => optionsFromEnv({ REFERENCE_GEO_PROXY: 'amap', REFERENCE_GEO_KEY: 'k', REFERENCE_GEO_UPSTREAM: 'ftp://x' })).toThrow('REFERENCE_GEO_UPSTREAM must be an http(s) URL');
  });
});
