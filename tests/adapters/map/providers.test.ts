import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from '../../../adapters/index.ts';
import { MAP_SETTINGS_DEFAULTS, type MapSettings } from '../../../adapters/map/map-settings.ts';
import { resolveMap } from '../../../adapters/map/providers.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const legacy = { mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', geocoderUrl: '' };
const settings = (overrides: Partial<MapSettings>): MapSettings => ({ ...MAP_SETTINGS_DEFAULTS, ...overrides });

afterEach(() => vi.unstubAllGlobals());

describe('runtime-config.json: the map section', () => {
  it('defaults to OSM tiles and an API in GCJ-02 (the spec default centre is GCJ-02)', () => {
    expect(parseRuntimeConfig({}).map).toEqual({ provider: 'osm', key: '', coordinateSystem: 'gcj02', tileUrl: '', geocoderUrl: '', notice: '' });
  });

  it('map.notice is said on the map as it is, trimmed (the stand-ins: 离线示意地图（演示用）)', () => {
    const map = parseRuntimeConfig({ map: { notice: ' 离线示意地图（演示用） ' } }).map;
    expect(map.notice).toBe('离线示意地图（演示用）');
    expect(resolveMap(map, { mapTileUrl: '', geocoderUrl: '' }).view.notice).toBe('离线示意地图（演示用）');
  });

  it.each([
    [{ provider: 'AMap', key: ' k1 ', coordinateSystem: 'GCJ-02' }, { provider: 'amap', key: 'k1', coordinateSystem: 'gcj02' }],
    [{ provider: '腾讯', coordinateSystem: 'wgs84' }, { provider: 'tencent', coordinateSystem: 'wgs84' }],
    [{ provider: 'tianditu', coordinateSystem: 'BD-09' }, { provider: 'tianditu', coordinateSystem: 'bd09' }],
    [{ provider: '', coordinateSystem: '' }, { provider: 'osm', coordinateSystem: 'gcj02' }],
    [null, { provider: 'osm' }],
  ])('reads %j liberally', (map, expected) => expect(parseRuntimeConfig({ map }).map).toMatchObject(expected));

  it.each([
    [{ provider: 'baidu' }, /map\.provider: 应为 osm、amap（高德）、tencent（腾讯）或 tianditu（天地图），实际为 "baidu"/],
    [{ coordinateSystem: 'utm' }, /map\.coordinateSystem: 应为 gcj02/],
    [{ key: 3 }, /map\.key: 应为字符串/],
    [{ tiles: 'x' }, /map\.tiles: 未知的设置/],
    ['amap', /map: 应为对象/],
  ])('rejects %j in Chinese, naming the key', (map, message) => {
    expect(() => parseRuntimeConfig({ map })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ map })).toThrow(message);
  });

  it('keeps the older keys working: OSM takes mapTileUrl and geocoderUrl', () => {
    const map = resolveMap(MAP_SETTINGS_DEFAULTS, { mapTileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png', geocoderUrl: 'https://geo.example.cn/' });
    expect(map.tileUrl).toBe('https://tiles.example.cn/{z}/{x}/{y}.png');
    expect(map.geocoderUrl).toBe('https://geo.example.cn');
    expect(map.view).toMatchObject({ subdomains: 'abc', tileCoords: 'wgs84', apiCoords: 'gcj02' });
  });
});

describe('provider adapters: tiles and the documented web-service calls', () => {
  it.each([
    ['amap', /^https:\/\/webrd0\{s\}\.is\.autonavi\.com\/appmaptile\?.*x=\{x\}&y=\{y\}&z=\{z\}/, '1234', 'gcj02'],
    ['tencent', /^https:\/\/rt\{s\}\.map\.gtimg\.com\/tile\?z=\{z\}&x=\{x\}&y=\{-y\}/, '0123', 'gcj02'],
    ['tianditu', /^https:\/\/t\{s\}\.tianditu\.gov\.cn\/vec_w\/wmts\?.*TILEMATRIX=\{z\}&TILEROW=\{y\}&TILECOL=\{x\}&tk=k%26/, '01234567', 'wgs84'],
  ] as const)('%s tiles', (provider, url, subdomains, coords) => {
    const map = resolveMap(settings({ provider, key: 'k&' }), legacy);
    expect(map.tileUrl).toMatch(url);
    expect(map.view).toMatchObject({ subdomains, tileCoords: coords });
    expect(map.view.attribution).not.toBe('');
  });

  it('Tianditu draws its labels over the tiles', () => {
    expect(resolveMap(settings({ provider: 'tianditu', key: 'k' }), legacy).view.labelUrl).toMatch(/cva_w\/wmts\?.*LAYER=cva.*tk=k$/);
  });

  const cases = [
    {
      provider: 'amap',
      search: { path: '/v3/geocode/geo', params: { address: '天安门', key: 'k' }, body: { status: '1', geocodes: [{ formatted_address: '北京市东城区天安门', location: '116.397499,39.908722' }] } },
      reverse: { path: '/v3/geocode/regeo', params: { location: '116.4,39.9', key: 'k' }, body: { status: '1', regeocode: { formatted_address: '北京市东城区东华门街道' } } },
      failed: { status: '0', info: 'INVALID_USER_KEY' },
    },
    {
      provider: 'tencent',
      search: { path: '/ws/geocoder/v1/', params: { address: '天安门', key: 'k' }, body: { status: 0, result: { title: '北京市东城区天安门', location: { lng: 116.397499, lat: 39.908722 } } } },
      reverse: { path: '/ws/geocoder/v1/', params: { location: '39.9,116.4', key: 'k' }, body: { status: 0, result: { address: '北京市东城区东华门街道' } } },
      failed: { status: 311, message: 'key格式错误' },
    },
    {
      provider: 'tianditu',
      search: { path: '/geocoder', params: { ds: '{"keyWord":"天安门"}', tk: 'k' }, body: { status: '0', location: { lon: '116.397499', lat: '39.908722', keyWord: '天安门' } } },
      reverse: { path: '/geocoder', params: { postStr: '{"lon":116.4,"lat":39.9,"ver":1}', type: 'geocode', tk: 'k' }, body: { status: '0', result: { formatted_address: '北京市东城区东华门街道' } } },
      failed: { status: '1', msg: '参数错误' },
    },
  ] as const;

  it.each(cases)('$provider geocoder: forward and reverse in the provider’s shape, failures in the spec’s words', async ({ provider, search, reverse, failed }) => {
    const urls: URL[] = [];
    let answer: 'ok' | 'failed' | 'http' = 'ok';
    vi.stubGlobal('fetch', async (input: Request) => {
      const url = new URL(input.url);
      urls.push(url);
      if (answer === 'http') return json({}, 500);
      if (answer === 'failed') return json(failed);
      return json(url.searchParams.has('address') || url.searchParams.has('ds') ? search.body : reverse.body);
    });
    const { geocoder } = resolveMap(settings({ provider, key: 'k', geocoderUrl: 'http://stand-in.test/geo/' }), legacy);
    const [place] = await geocoder.search('天安门');
    expect(place?.lng).toBeCloseTo(116.397499, 6);
    expect(place?.lat).toBeCloseTo(39.908722, 6);
    // Tianditu's forward answer has no address: it is looked up after
    expect(place?.address).toBe(provider === 'tianditu' ? '北京市东城区东华门街道' : '北京市东城区天安门');
    expect(await geocoder.reverse(116.4, 39.9)).toBe('北京市东城区东华门街道');
    expect(urls[0]?.pathname).toBe(`/geo${search.path}`);
    expect(Object.fromEntries(Object.entries(search.params).map(([name]) => [name, urls[0]?.searchParams.get(name)]))).toEqual(search.params);
    expect(urls.at(-1)?.pathname).toBe(`/geo${reverse.path}`);
    expect(Object.fromEntries(Object.entries(reverse.params).map(([name]) => [name, urls.at(-1)?.searchParams.get(name)]))).toEqual(reverse.params);
    for (const mode of ['failed', 'http'] as const) {
      answer = mode;
      await expect(geocoder.search('天安门')).rejects.toThrow('根据地址查询位置失败');
      await expect(geocoder.reverse(116.4, 39.9)).rejects.toThrow('根据经纬度查询地址失败');
    }
  });

  it.each(cases)('$provider geocoder behind a key proxy (no key in runtime-config.json): sends no key parameter, the proxy adds it', async ({ provider, search, reverse }) => {
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      const url = new URL(input.url);
      urls.push(url);
      return json(url.searchParams.has('address') || url.searchParams.has('ds') ? search.body : reverse.body);
    });
    const { geocoder } = resolveMap(settings({ provider, key: '', geocoderUrl: 'http://stand-in.test/geo/' }), legacy);
    await geocoder.search('天安门');
    await geocoder.reverse(116.4, 39.9);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      expect(url.searchParams.has('key')).toBe(false);
      expect(url.searchParams.has('tk')).toBe(false);
    }
  });

  it.each(['amap', 'tencent', 'tianditu'] as const)('%s calls its own web service by default', (provider) => {
    expect(resolveMap(settings({ provider }), legacy).geocoderUrl).toMatch(/^https:\/\/(restapi\.amap\.com|apis\.map\.qq\.com|api\.tianditu\.gov\.cn)$/);
  });
});
