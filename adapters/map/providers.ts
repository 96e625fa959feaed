import ky from 'ky';
import type { CoordSystem, Geocoder, MapView } from '../../engine/index.ts';
import { trimBase, type MapProviderName, type MapSettings } from './map-settings.ts';

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
  },
  amap: {
    label: '高德地图',
    tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
    attribution: '&copy; 高德地图',
    labelUrl: '',
    coords: 'gcj02',
    geocoderUrl: 'https://restapi.amap.com',
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
  },
  tianditu: {
    label: '天地图',
    tileUrl: tianditu('vec'),
    subdomains: '01234567',
    attribution: '&copy; 天地图',
    labelUrl: tianditu('cva'),
    coords: 'wgs84',
    geocoderUrl: 'https://api.tianditu.gov.cn',
  },
};

/**
 * A geocoder whose code is fetched at its first call: the map dialog is where addresses are looked
 * up, and every screen (the login screen too) builds the services that hold it (issue 55: /login's
 * 150 kB with the browser check). Its calls are asynchronous anyway.
 */
function lazyGeocoder(load: () => Promise<Geocoder>): Geocoder {
  let loading: Promise<Geocoder> | undefined;
  const geocoder = () => (loading ??= load());
  return {
    search: async (address, signal) => (await geocoder()).search(address, signal),
    reverse: async (lng, lat, signal) => (await geocoder()).reverse(lng, lat, signal),
  };
}

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
    geocoder: lazyGeocoder(() => import('./geocoders.ts').then((geocoders) => geocoders.createGeocoder(map.provider, geocoderUrl, map.key, client))),
    view: {
      subdomains: provider.subdomains,
      attribution: provider.attribution,
      labelUrl: map.tileUrl ? '' : withKey(provider.labelUrl),
      tileCoords: provider.coords,
      apiCoords: map.coordinateSystem,
      notice: map.notice,
    },
  };
}
