import ky from 'ky';
import type { CoordSystem, Geocoder, MapView } from '../../engine/index.ts';
import type { MapProviderName, MapSettings } from './map-settings.ts';
import { addressOr, createNominatimGeocoder, fields, GEOCODER_MESSAGES, getJson, placeOf, trimBase } from './geocoder.ts';

// One adapter per map provider (issue 28): its tiles (URL template, subdomains, attribution,
// the coordinate system they are drawn in) and its geocoder, against the provider's documented
// web-service API. The geocoders answer in the tiles' system; the picker converts to the API's.
//
// | provider | tiles                    | geocoder (GET)                                            | system  |
// |----------|--------------------------|-----------------------------------------------------------|---------|
// | osm      | tile.openstreetmap.org   | Nominatim /search?q=, /reverse?lon=&lat=                  | WGS-84  |
// | amap     | webrd0{1-4}.is.autonavi  | /v3/geocode/geo?address=&key=, /v3/geocode/regeo?location=lng,lat | GCJ-02 |
// | tencent  | rt{0-3}.map.gtimg.com    | /ws/geocoder/v1/?address=&key=, ?location=lat,lng         | GCJ-02  |
// | tianditu | t{0-7}.tianditu.gov.cn   | /geocoder?ds={"keyWord"}&tk=, ?postStr={lon,lat,ver}&type=geocode | CGCS2000 (= WGS-84 within decimetres) |

export const MAP_PROVIDER_NAMES: readonly MapProviderName[] = ['osm', 'amap', 'tencent', 'tianditu'];

export interface MapProvider {
  label: string;
  /** The tile template; `{key}` is replaced by the configured key. */
  tileUrl: string;
  subdomains: string;
  attribution: string;
  labelUrl: string;
  coords: CoordSystem;
  /** The web service's base URL ('' for OSM: the runtime config's geocoderUrl). */
  geocoderUrl: string;
  createGeocoder(base: string, key: string, client: typeof ky): Geocoder;
}

const { search: SEARCH, reverse: REVERSE } = GEOCODER_MESSAGES;

/**
 * The key parameter, left out when there is no key: behind a key proxy (README, 密钥代理) the
 * web server adds it, and an empty `key=` beside the proxy's own would be ambiguous.
 */
const keyParam = (name: 'key' | 'tk', key: string): Record<string, string> => (key ? { [name]: key } : {});

/** AMap (高德) web service: status "1" is success; location is "lng,lat". */
function createAmapGeocoder(base: string, key: string, client: typeof ky): Geocoder {
  const at = (path: string) => (base ? `${base}${path}` : '');
  return {
    async search(address, signal) {
      const answer = fields(await getJson(client, at('/v3/geocode/geo'), { ...keyParam('key', key), address, output: 'JSON' }, SEARCH, signal));
      if (String(answer.status) !== '1' || !Array.isArray(answer.geocodes)) throw new Error(SEARCH);
      return answer.geocodes.flatMap((geocode) => {
        const { location, formatted_address: name } = fields(geocode);
        const [lng, lat] = typeof location === 'string' ? location.split(',') : [];
        const found = placeOf(lng, lat, typeof name === 'string' && name ? name : address);
        return found ? [found] : [];
      });
    },
    async reverse(lng, lat, signal) {
      const answer = fields(await getJson(client, at('/v3/geocode/regeo'), { ...keyParam('key', key), location: `${lng},${lat}`, output: 'JSON' }, REVERSE, signal));
      if (String(answer.status) !== '1') throw new Error(REVERSE);
      return addressOr(fields(answer.regeocode).formatted_address, REVERSE);
    },
  };
}

/** Tencent (腾讯) web service: status 0 is success; the reverse location is "lat,lng". */
function createTencentGeocoder(base: string, key: string, client: typeof ky): Geocoder {
  const url = base ? `${base}/ws/geocoder/v1/` : '';
  return {
    async search(address, signal) {
      const answer = fields(await getJson(client, url, { ...keyParam('key', key), address }, SEARCH, signal));
      if (Number(answer.status) !== 0) throw new Error(SEARCH);
      const result = fields(answer.result);
      const { lng, lat } = fields(result.location);
      const found = placeOf(lng, lat, typeof result.title === 'string' && result.title ? result.title : address);
      return found ? [found] : [];
    },
    async reverse(lng, lat, signal) {
      const answer = fields(await getJson(client, url, { ...keyParam('key', key), location: `${lat},${lng}` }, REVERSE, signal));
      if (Number(answer.status) !== 0) throw new Error(REVERSE);
      return addressOr(fields(answer.result).address, REVERSE);
    },
  };
}

/** Tianditu (天地图) web service: status "0" is success; the query is JSON in ds / postStr. */
function createTiandituGeocoder(base: string, key: string, client: typeof ky): Geocoder {
  const url = base ? `${base}/geocoder` : '';
  const reverse: Geocoder['reverse'] = async (lng, lat, signal) => {
    const postStr = JSON.stringify({ lon: lng, lat, ver: 1 });
    const answer = fields(await getJson(client, url, { postStr, type: 'geocode', ...keyParam('tk', key) }, REVERSE, signal));
    if (String(answer.status) !== '0') throw new Error(REVERSE);
    return addressOr(fields(answer.result).formatted_address, REVERSE);
  };
  return {
    // Tianditu's forward answer has no address, only the point: its address is looked up after.
    async search(address, signal) {
      const answer = fields(await getJson(client, url, { ds: JSON.stringify({ keyWord: address }), ...keyParam('tk', key) }, SEARCH, signal));
      if (String(answer.status) !== '0') throw new Error(SEARCH);
      const { lon, lat } = fields(answer.location);
      const found = placeOf(lon, lat, address);
      if (!found) return [];
      const named = await reverse(found.lng, found.lat, signal).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        return address;
      });
      return [{ ...found, address: named }];
    },
    reverse,
  };
}

const tianditu = (layer: string) =>
  `https://t{s}.tianditu.gov.cn/${layer}_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=${layer}&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={key}`;

export const MAP_PROVIDERS: Record<MapProviderName, MapProvider> = {
  osm: {
    label: 'OpenStreetMap',
    tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    subdomains: 'abc',
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> 贡献者',
    labelUrl: '',
    coords: 'wgs84',
    geocoderUrl: '',
    createGeocoder: (base, _key, client) => createNominatimGeocoder(base, client),
  },
  amap: {
    label: '高德地图',
    tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
    attribution: '&copy; 高德地图',
    labelUrl: '',
    coords: 'gcj02',
    geocoderUrl: 'https://restapi.amap.com',
    createGeocoder: createAmapGeocoder,
  },
  tencent: {
    label: '腾讯地图',
    // Tencent numbers its rows from the south (TMS): leaflet's {-y}.
    tileUrl: 'https://rt{s}.map.gtimg.com/tile?z={z}&x={x}&y={-y}&styleid=1000&scene=0&version=347',
    subdomains: '0123',
    attribution: '&copy; 腾讯地图',
    labelUrl: '',
    coords: 'gcj02',
    geocoderUrl: 'https://apis.map.qq.com',
    createGeocoder: createTencentGeocoder,
  },
  tianditu: {
    label: '天地图',
    tileUrl: tianditu('vec'),
    subdomains: '01234567',
    attribution: '&copy; 天地图',
    labelUrl: tianditu('cva'),
    coords: 'wgs84',
    geocoderUrl: 'https://api.tianditu.gov.cn',
    createGeocoder: createTiandituGeocoder,
  },
};

export interface ResolvedMap {
  tileUrl: string;
  view: MapView;
  geocoder: Geocoder;
  /** The geocoder's base URL in use ('' for none), for the CSP and check-deploy. */
  geocoderUrl: string;
}

/**
 * The provider's tiles and geocoder, with the config's overrides (map.tileUrl, map.geocoderUrl;
 * for OSM also the older mapTileUrl and geocoderUrl) and the key put in.
 * resolveMap({ provider: 'amap', key: 'k', coordinateSystem: 'gcj02', tileUrl: '', geocoderUrl: '' }, legacy)
 *   -> { tileUrl: 'https://webrd0{s}.is.autonavi.com/…', view: { tileCoords: 'gcj02', apiCoords: 'gcj02', … }, … }
 */
export function resolveMap(map: MapSettings, legacy: { mapTileUrl: string; geocoderUrl: string }, client: typeof ky = ky): ResolvedMap {
  const provider = MAP_PROVIDERS[map.provider];
  const osm = map.provider === 'osm';
  const withKey = (template: string) => template.replaceAll('{key}', encodeURIComponent(map.key));
  const tileUrl = withKey(map.tileUrl || (osm ? legacy.mapTileUrl : '') || provider.tileUrl);
  const geocoderUrl = trimBase(map.geocoderUrl || (osm ? legacy.geocoderUrl : provider.geocoderUrl));
  return {
    tileUrl,
    geocoderUrl,
    geocoder: provider.createGeocoder(geocoderUrl, map.key, client),
    view: {
      subdomains: provider.subdomains,
      attribution: provider.attribution,
      labelUrl: map.tileUrl ? '' : withKey(provider.labelUrl),
      tileCoords: provider.coords,
      apiCoords: map.coordinateSystem,
    },
  };
}
