import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { mountStandInGeocoders, STAND_IN_PROVIDERS, type StandInProvider } from './geocoder.ts';
import { standInTile } from './tiles.ts';

// The reference server's map stand-ins (issue 28 item 2): tiles drawn as a labelled grid, a
// geocoder per provider shape, and a runtime-config.json that points the app at them. The file
// inside the build keeps the production defaults; only the answer of this server is changed, and
// only when the file has no `map` section of its own. REFERENCE_MAP chooses the provider whose
// shape is used (amap by default; tencent, tianditu, osm) or turns the stand-ins off ("off").

export { STAND_IN_PROVIDERS, type StandInProvider };

/** REFERENCE_MAP's value, or undefined when it is not one. */
export function standInFrom(value: string | undefined): StandInProvider | 'off' | undefined {
  const name = (value ?? 'amap').trim().toLowerCase() || 'amap';
  return name === 'off' || (STAND_IN_PROVIDERS as string[]).includes(name) ? (name as StandInProvider | 'off') : undefined;
}

/** Said on the map (runtime-config.json map.notice): its tiles are a drawn grid, its places a sample. */
export const STAND_IN_NOTICE = '离线示意地图（演示用）';

/** The `map` section that points the app at this server's stand-ins. */
export function standInMapSection(origin: string, provider: StandInProvider) {
  // Tencent numbers tile rows from the south: its template uses leaflet's {-y}.
  const tiles = provider === 'tencent' ? '{z}/{x}/{-y}.svg?tms=1' : '{z}/{x}/{y}.svg';
  return { provider, key: 'stand-in', tileUrl: `${origin}/stand-in/tiles/${tiles}`, geocoderUrl: `${origin}/stand-in/${provider}`, notice: STAND_IN_NOTICE };
}

/** The stand-in support chat's page (issue 57 item 5): what a deployment's supportChatUrl would open. */
const SUPPORT_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>在线客服（演示）</title></head>
<body style="font-family: sans-serif; max-width: 560px; margin: 64px auto; padding: 0 24px; line-height: 1.8; color: #1f1f1f">
<h1 style="font-size: 22px">在线客服（演示）</h1>
<p>这是参考服务器的演示客服页面。正式部署时，右下角的客服图标打开 runtime-config.json 中 supportChatUrl 所设的机构客服系统。</p>
</body></html>`;

export function mountStandIns(app: Hono, deps: { distDir: string; mapStandIn?: StandInProvider | 'off' | undefined; supportStandIn?: boolean | undefined }): void {
  const provider = deps.mapStandIn ?? 'amap';
  if (deps.supportStandIn) app.get('/stand-in/support', (c) => c.html(SUPPORT_PAGE));
  if (provider === 'off' && !deps.supportStandIn) return;
  if (provider !== 'off') mountStandInGeocoders(app);
  app.get('/stand-in/tiles/:z/:x/:y', (c) => {
    if (provider === 'off') return c.text('Not found', 404);
    const svg = standInTile(Number(c.req.param('z')), Number(c.req.param('x')), Number.parseInt(c.req.param('y'), 10), c.req.query('tms') === '1');
    if (!svg) return c.text('Not found', 404);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });
  app.get('/runtime-config.json', async (c, next) => {
    let config: unknown;
    try {
      config = JSON.parse(fs.readFileSync(path.join(deps.distDir, 'runtime-config.json'), 'utf8'));
    } catch {
      return next();
    }
    if (!config || typeof config !== 'object' || Array.isArray(config)) return next();
    const origin = new URL(c.req.url).origin;
    const file = config as Record<string, unknown>;
    const map = provider !== 'off' && !('map' in file) ? { map: standInMapSection(origin, provider) } : {};
    const support = deps.supportStandIn && !file.supportChatUrl ? { supportChatUrl: `${origin}/stand-in/support` } : {};
    if (!('map' in map) && !('supportChatUrl' in support)) return next();
    return c.json({ ...file, ...map, ...support }, 200, { 'Cache-Control': 'no-cache' });
  });
}
