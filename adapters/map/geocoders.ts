import type ky from 'ky';
import type { Geocoder } from '../../engine/index.ts';
import type { MapProviderName } from './map-settings.ts';
import { addressOr, createNominatimGeocoder, fields, GEOCODER_MESSAGES, getJson, placeOf } from './geocoder.ts';

// The providers' geocoders against their documented web-service APIs (the table in providers.ts),
// in a chunk of their own: resolveMap's geocoder loads this at its first call.

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

const FACTORIES: Record<MapProviderName, (base: string, key: string, client: typeof ky) => Geocoder> = {
  osm: (base, _key, client) => createNominatimGeocoder(base, client),
  amap: createAmapGeocoder,
  tencent: createTencentGeocoder,
  tianditu: createTiandituGeocoder,
};

/** The geocoder of `provider` at `base` (its web service, or the key proxy in front of it). */
export const createGeocoder = (provider: MapProviderName, base: string, key: string, client: typeof ky): Geocoder => FACTORIES[provider](base, key, client);
