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

/** The `map` section that points the app at this server's stand-ins. */
export function standInMapSection(origin: string, provider: StandInProvider) {
  // Tencent numbers tile rows from the south: its template uses leaflet's {-y}.
  const tiles = provider === 'tencent' ? '{z}/{x}/{-y}.svg?tms=1' : '{z}/{x}/{y}.svg';
  return { provider, key: 'stand-in', tileUrl: `${origin}/stand-in/tiles/${tiles}`, geocoderUrl: `${origin}/stand-in/${provider}` };
}

export function mountStandIns(app: Hono, deps: { distDir: string; mapStandIn?: StandInProvider | 'off' | undefined }): void {
  const provider = deps.mapStandIn ?? 'amap';
  if (provider === 'off') return;
  mountStandInGeocoders(app);
  app.get('/stand-in/tiles/:z/:x/:y', (c) => {
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
    if (!config || typeof config !== 'object' || Array.isArray(config) || 'map' in config) return next();
    const map = standInMapSection(new URL(c.req.url).origin, provider);
    return c.json({ ...config, map }, 200, { 'Cache-Control': 'no-cache' });
  });
}
