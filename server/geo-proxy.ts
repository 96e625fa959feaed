import type { Hono } from 'hono';

// The reference server's key proxy for the map's geocoder (issue 55 item 6; README, 密钥代理):
// the AMap and Tencent web-service keys must not sit readable in runtime-config.json, so the app
// asks /geo/… of its own site, with no key, and the server adds the key as it forwards the call.
// Only the geocoder's own paths are forwarded, so that the key cannot be spent on the provider's
// other services. Off unless REFERENCE_GEO_PROXY names a provider and REFERENCE_GEO_KEY its key;
// then runtime-config.json says "map": { "provider": "amap", "geocoderUrl": "/geo" }.

export type GeoProxyProvider = 'amap' | 'tencent' | 'tianditu';

export interface GeoProxy {
  provider: GeoProxyProvider;
  /** The provider's web-service key (Tianditu's tk), added on the server. */
  key: string;
  /** The provider's web-service base URL instead of its own (a stand-in, a test). */
  upstream?: string | undefined;
}

/** Each provider's web service, its key parameter and the geocoder paths the proxy forwards. */
export const GEO_PROXY_PROVIDERS: Record<GeoProxyProvider, { upstream: string; keyParam: 'key' | 'tk'; paths: readonly string[] }> = {
  amap: { upstream: 'https://restapi.amap.com', keyParam: 'key', paths: ['/v3/geocode/geo', '/v3/geocode/regeo'] },
  tencent: { upstream: 'https://apis.map.qq.com', keyParam: 'key', paths: ['/ws/geocoder/v1/'] },
  tianditu: { upstream: 'https://api.tianditu.gov.cn', keyParam: 'tk', paths: ['/geocoder'] },
};

const TIMEOUT_MS = 15_000;

/**
 * GET /geo/<the provider's geocoder path>?<the app's query>: forwarded with the browser's key
 * parameters dropped and the server's key added; any other path is a 404.
 */
export function mountGeoProxy(app: Hono, proxy: GeoProxy): void {
  const provider = GEO_PROXY_PROVIDERS[proxy.provider];
  const upstream = (proxy.upstream ?? provider.upstream).replace(/\/+$/, '');
  app.get('/geo/*', async (c) => {
    const path = c.req.path.slice('/geo'.length);
    if (!provider.paths.includes(path)) return c.json({ message: `地址查询代理只转发 ${provider.paths.join('、')}` }, 404);
    const target = new URL(`${upstream}${path}`);
    for (const [name, value] of new URL(c.req.url).searchParams) if (name !== 'key' && name !== 'tk') target.searchParams.append(name, value);
    target.searchParams.set(provider.keyParam, proxy.key);
    try {
      const answer = await fetch(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      return c.body(await answer.arrayBuffer(), answer.status as 200, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json', 'Cache-Control': 'no-store' });
    } catch {
      return c.json({ message: '地址查询服务无法访问' }, 502);
    }
  });
}
