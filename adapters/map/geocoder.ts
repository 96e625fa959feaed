import ky from 'ky';
import type { AbortSignalLike, Geocoder, GeoPoint } from '../../engine/index.ts';

// The default geocoder: a Nominatim-compatible service at the runtime configuration's
// geocoderUrl (GET /search?format=json&q=… and /reverse?format=json&lon=…&lat=…). It is a third
// party, so it is called with a bare ky (no site-name or org-token). Failures reject with the
// messages of spec section 5.

export const GEOCODER_MESSAGES = {
  search: '根据地址查询位置失败',
  reverse: '根据经纬度查询地址失败',
  locate: '获取当前地址失败',
} as const;

interface NominatimPlace {
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
  error?: unknown;
}

const signalOption = (signal?: AbortSignalLike) => (signal ? { signal: signal as AbortSignal } : {});

/** Rethrows aborts as they are (the caller ignores them) and everything else as `message`. */
function fail(error: unknown, message: string): never {
  if (error instanceof Error && error.name === 'AbortError') throw error;
  throw new Error(message);
}

export function createNominatimGeocoder(geocoderUrl: string, client: typeof ky = ky): Geocoder {
  const base = geocoderUrl.replace(/\/+$/, '');
  const get = (path: string, searchParams: Record<string, string>, signal?: AbortSignalLike) =>
    client
      .get(`${base}/${path}`, { searchParams: { format: 'json', 'accept-language': 'zh-CN', ...searchParams }, retry: 0, timeout: 15_000, ...signalOption(signal) })
      .json<unknown>();
  return {
    async search(address, signal) {
      if (!base) throw new Error(GEOCODER_MESSAGES.search);
      let places: unknown;
      try {
        places = await get('search', { q: address, limit: '5' }, signal);
      } catch (error) {
        fail(error, GEOCODER_MESSAGES.search);
      }
      if (!Array.isArray(places)) throw new Error(GEOCODER_MESSAGES.search);
      return (places as NominatimPlace[])
        .map((place): GeoPoint => ({ lng: Number(place.lon), lat: Number(place.lat), address: String(place.display_name ?? address) }))
        .filter((point) => Number.isFinite(point.lng) && Number.isFinite(point.lat));
    },
    async reverse(lng, lat, signal) {
      if (!base) throw new Error(GEOCODER_MESSAGES.reverse);
      let place: NominatimPlace;
      try {
        place = (await get('reverse', { lon: String(lng), lat: String(lat) }, signal)) as NominatimPlace;
      } catch (error) {
        fail(error, GEOCODER_MESSAGES.reverse);
      }
      if (!place || place.error !== undefined || typeof place.display_name !== 'string') throw new Error(GEOCODER_MESSAGES.reverse);
      return place.display_name;
    },
  };
}
