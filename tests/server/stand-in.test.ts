import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import ky from 'ky';
import { afterAll, describe, expect, it } from 'vitest';
import { distanceMetres } from '../../engine/index.ts';
import { MAP_SETTINGS_DEFAULTS } from '../../adapters/map/map-settings.ts';
import { resolveMap } from '../../adapters/map/providers.ts';
import { mountStandIns, STAND_IN_PROVIDERS, standInFrom, standInMapSection } from '../../server/stand-in/index.ts';

// The offline map stand-ins (issue 28 item 2), called through the app's own provider adapters.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stand-in-dist-'));
fs.writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ siteName: 'cepsp', mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
mountStandIns(app, { distDir: dist, mapStandIn: 'amap' });
app.get('*', (c) => c.text('dist', 200));
const client = ky.create({ fetch: async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init)) });
const ORIGIN = 'http://stand-in.test';

describe('map stand-ins', () => {
  it.each(STAND_IN_PROVIDERS)('%s: the adapter finds 清华大学 and names a point near it; far away has no address', async (provider) => {
    const map = resolveMap({ ...MAP_SETTINGS_DEFAULTS, ...standInMapSection(ORIGIN, provider) }, { mapTileUrl: '', geocoderUrl: '' }, client);
    const [place] = await map.geocoder.search('清华大学');
    expect(place?.address).toContain('清华大学');
    // answered in the provider's own system: GCJ-02 for AMap and Tencent, WGS-84 for the others
    const gcj = { lng: 116.326836, lat: 40.00366 };
    const offset = distanceMetres(place!, gcj);
    if (map.view.tileCoords === 'gcj02') expect(offset).toBeLessThan(1);
    else expect(offset).toBeGreaterThan(300);
    expect(await map.geocoder.reverse(place!.lng, place!.lat)).toBe('北京市海淀区双清路30号清华大学');
    expect(await map.geocoder.reverse(place!.lng + 0.01, place!.lat)).toMatch(/附近（约 0\.\d 公里）$/);
    await expect(map.geocoder.reverse(125, 10)).rejects.toThrow('根据经纬度查询地址失败');
    // no place: AMap and Nominatim answer an empty list, Tencent and Tianditu an error status
    const nothing = await map.geocoder.search('不存在的地方').then((found) => found.length, (error: Error) => error.message);
    expect([0, '根据地址查询位置失败']).toContain(nothing);
  });

  it('draws labelled grid tiles, rows from the south for Tencent', async () => {
    const tile = await app.request('/stand-in/tiles/13/6744/3104.svg');
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toContain('>13/6744/3104<');
    expect(await (await app.request(`/stand-in/tiles/13/6744/${2 ** 13 - 1 - 3104}.svg?tms=1`)).text()).toContain('>13/6744/3104<');
    expect((await app.request('/stand-in/tiles/2/9/0.svg')).status).toBe(404);
  });

  it('serves runtime-config.json pointing at the stand-ins, leaving the build’s file as it is', async () => {
    const config = (await (await app.request(`${ORIGIN}/runtime-config.json`)).json()) as Record<string, unknown>;
    expect(config).toEqual({
      siteName: 'cepsp',
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      map: { provider: 'amap', key: 'stand-in', tileUrl: `${ORIGIN}/stand-in/tiles/{z}/{x}/{y}.svg`, geocoderUrl: `${ORIGIN}/stand-in/amap`, notice: '离线示意地图（演示用）' },
    });
    expect(JSON.parse(fs.readFileSync(path.join(dist, 'runtime-config.json'), 'utf8'))).not.toHaveProperty('map');
  });

  it('reads REFERENCE_MAP', () => {
    expect([undefined, '', 'Tencent', 'off', 'baidu'].map(standInFrom)).toEqual(['amap', 'amap', 'tencent', 'off', undefined]);
  });
});

describe('the support chat stand-in (issue 57 item 5: npm start shows the support float)', () => {
  it('with REFERENCE_SUPPORT on, runtime-config.json names the stand-in chat, which answers a page; off, nothing changes', async () => {
    const demo = new Hono();
    mountStandIns(demo, { distDir: dist, mapStandIn: 'off', supportStandIn: true });
    demo.get('*', (c) => c.text('dist', 200));
    const config = (await (await demo.request(`${ORIGIN}/runtime-config.json`)).json()) as Record<string, unknown>;
    expect(config).toEqual({ siteName: 'cepsp', mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', supportChatUrl: `${ORIGIN}/stand-in/support` });
    const page = await demo.request(`${ORIGIN}/stand-in/support`);
    expect(await page.text()).toContain('在线客服（演示）');
    expect((await demo.request('/stand-in/tiles/1/1/1.svg')).status).toBe(404);

    const plain = new Hono();
    mountStandIns(plain, { distDir: dist, mapStandIn: 'off' });
    plain.get('*', (c) => c.text('dist', 200));
    expect(await (await plain.request(`${ORIGIN}/runtime-config.json`)).text()).toBe('dist');
    expect(await (await plain.request(`${ORIGIN}/stand-in/support`)).text()).toBe('dist');
  });
});
