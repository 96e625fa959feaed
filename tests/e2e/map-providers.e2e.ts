import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { convertCoords, distanceMetres, type CoordSystem } from '../../engine/index.ts';
import { standInMapSection } from '../../server/stand-in/index.ts';
import { ARTIFACTS, login, useBrowser } from './support/harness.ts';
import { allToasts } from './support/drivers/message.ts';

// Issue 28: the map picker with each provider, against the reference server's stand-ins (tiles
// drawn as a labelled grid, a geocoder in each provider's web-service shape), through the app's
// real adapters. `npm start` points the app at the AMap-shaped stand-in; the other providers are
// given by answering runtime-config.json with their own map section. The API stores GCJ-02.

const BRANCHES = '/school-branch/school-branch';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const TSINGHUA_GCJ = { lng: 116.326836, lat: 40.00366 };

const PROVIDERS: { provider: 'amap' | 'tencent' | 'tianditu' | 'osm'; tiles: CoordSystem; tile: RegExp; reverse: (url: URL) => { lng: number; lat: number } }[] = [
  {
    provider: 'amap',
    tiles: 'gcj02',
    tile: /\/stand-in\/tiles\/13\/\d+\/\d+\.svg$/,
    reverse: (url) => {
      const [lng, lat] = (url.searchParams.get('location') ?? '').split(',').map(Number);
      return { lng: lng!, lat: lat! };
    },
  },
  {
    provider: 'tencent',
    tiles: 'gcj02',
    tile: /\/stand-in\/tiles\/13\/\d+\/\d+\.svg\?tms=1$/,
    reverse: (url) => {
      const [lat, lng] = (url.searchParams.get('location') ?? '').split(',').map(Number);
      return { lng: lng!, lat: lat! };
    },
  },
  {
    provider: 'tianditu',
    tiles: 'wgs84',
    tile: /\/stand-in\/tiles\/13\/\d+\/\d+\.svg$/,
    reverse: (url) => {
      const post = JSON.parse(url.searchParams.get('postStr') ?? '{}') as { lon: number; lat: number };
      return { lng: post.lon, lat: post.lat };
    },
  },
  {
    provider: 'osm',
    tiles: 'wgs84',
    tile: /\/stand-in\/tiles\/13\/\d+\/\d+\.svg$/,
    reverse: (url) => ({ lng: Number(url.searchParams.get('lon')), lat: Number(url.searchParams.get('lat')) }),
  },
];

/** Opens 新增 on the branches page and its map dialog; records the geocoder calls. */
async function openMap(page: Page) {
  const calls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/stand-in/') && !url.pathname.startsWith('/stand-in/tiles/')) calls.push(url);
  });
  await login(page, 'demo-school', BRANCHES);
  await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
  const add = page.getByRole('dialog').filter({ hasText: '详细地址' });
  await add.getByRole('button', { name: '获取坐标' }).click();
  const map = page.getByRole('dialog', { name: '获取坐标' });
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  await centred(map);
  return { add, map, calls };
}

/**
 * The map has measured its box and shows its point in the middle, as the user sees it before a
 * click: a map created while its dialog was being laid out draws the point elsewhere for a
 * moment (on a busy machine, until its resize observer runs), and a click then picks what is
 * drawn under it, not what the test reckons from the middle.
 */
async function centred(map: Locator) {
  const middle = async () => {
    const [box, pin] = await Promise.all([map.locator('.leaflet-container').boundingBox(), map.locator('.leaflet-marker-icon').boundingBox()]);
    if (!box || !pin) return Infinity;
    // the pin's tip, at the bottom middle of its icon, is on the point
    return Math.hypot(pin.x + pin.width / 2 - (box.x + box.width / 2), pin.y + pin.height - (box.y + box.height / 2));
  };
  await expect.poll(middle).toBeLessThan(3);
}

/** The coordinates the dialog shows (the API's system). */
async function shown(scope: ReturnType<Page['locator']>, label: string) {
  const text = await scope.getByLabel(label, { exact: true }).innerText();
  const [, lng, lat] = /经度：([\d.]+)\s+纬度：([\d.]+)/.exec(text) ?? [];
  return { lng: Number(lng), lat: Number(lat) };
}

describe('map providers against the stand-ins (issue 28 items 1-3)', () => {
  const t = useBrowser();

  it.each(PROVIDERS)('$provider: its tiles, its geocoder calls, and GCJ-02 stored', async ({ provider, tiles, tile, reverse }) => {
    const { page } = t;
    if (provider !== 'amap') {
      await page.route('**/runtime-config.json', async (route) => {
        const config = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...config, map: standInMapSection(t.server.url, provider) } });
      });
    }
    const { add, map, calls } = await openMap(page);
    expect(await map.locator('.leaflet-tile-pane img').first().getAttribute('src')).toMatch(tile);
    // the stand-in says so on the map itself (issue 57 item 5)
    expect(await map.getByRole('note').textContent()).toBe('离线示意地图（演示用）');

    // search: the place is drawn in the tiles' system and shown (and stored) in the API's
    await map.getByLabel('搜索地址').fill('清华大学');
    await map.getByLabel('搜索地址').press('Enter');
    await expect.poll(() => map.getByLabel('地址', { exact: true }).inputValue()).toBe('北京市海淀区双清路30号清华大学');
    expect(distanceMetres(await shown(map, '坐标'), TSINGHUA_GCJ)).toBeLessThan(2);
    expect(calls.at(-1)?.pathname).toMatch(new RegExp(`^/stand-in/${provider}/`));

    // a click: the reverse call carries the point in the tiles' system; the API's is shown
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 120, box.y + box.height / 2 - 60);
    await expect.poll(() => map.getByLabel('地址', { exact: true }).inputValue()).toMatch(/附近（约 [\d.]+ 公里）$/);
    const clicked = reverse(calls.at(-1)!);
    const stored = await shown(map, '坐标');
    expect(distanceMetres(convertCoords(clicked, tiles, 'gcj02'), stored)).toBeLessThan(1);
    if (tiles !== 'gcj02') expect(distanceMetres(clicked, stored)).toBeGreaterThan(300);

    await map.getByRole('button', { name: '确定' }).click();
    await map.waitFor({ state: 'hidden' });
    expect(await shown(add, '当前坐标')).toEqual(stored);
    if (provider === 'amap') await page.screenshot({ path: `${ARTIFACTS}/map-stand-in-form.png` });
    expect(t.errors).toEqual([]);
  });

  it('a failed address lookup keeps the point, says 根据经纬度查询地址失败 and waits for a typed address (item 3)', async () => {
    const { page } = t;
    await page.route('**/stand-in/amap/v3/geocode/regeo*', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
    const { add, map } = await openMap(page);
    const box = (await map.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 - 80, box.y + box.height / 2 + 40);
    await allToasts(page, '根据经纬度查询地址失败').waitFor();
    await map.getByText('根据经纬度查询地址失败，请填写地址').waitFor();
    const stored = await shown(map, '坐标');
    // where the click was: 80 px west and 40 px south of 北京市 at zoom 13, clicked at once
    // (a map measured before its dialog was laid out put it some 2 km south-east)
    const perPixel = 360 / 256 / 2 ** 13;
    expect(stored.lng).toBeCloseTo(116.407526 - 80 * perPixel, 3);
    expect(stored.lat).toBeCloseTo(39.90403 - 40 * perPixel * Math.cos((39.9 * Math.PI) / 180), 3);
    await map.getByRole('button', { name: '确定' }).click();
    expect(await map.isVisible()).toBe(true);
    await map.getByLabel('地址', { exact: true }).fill('北京市东城区某胡同 8 号');
    await page.screenshot({ path: `${ARTIFACTS}/map-stand-in-picker.png` });
    await map.getByRole('button', { name: '确定' }).click();
    await map.waitFor({ state: 'hidden' });
    expect(await add.getByLabel('地址', { exact: true }).inputValue()).toBe('北京市东城区某胡同 8 号');
    expect(await shown(add, '当前坐标')).toEqual(stored);
  });
});
