import type ky from 'ky';
import { isRecord, type AbortSignalLike, type Geocoder, type GeoPoint } from '../../engine/index.ts';
import { trimBase } from './map-settings.ts';

// The shared part of the providers' geocoders, and the OpenStreetMap one: a Nominatim-compatible
// service at the runtime configuration's geocoderUrl (GET /search?format=json&q=… and
// /reverse?format=json&lon=…&lat=…). Geocoders are third parties, so they are called with a bare
// ky (no site-name or org-token). Failures reject with the messages of spec section 5.

export const GEOCODER_MESSAGES = {
  search: '根据地址查询位置失败',
  reverse: '根据经纬度查询地址失败',
  locate: '获取当前地址失败',
} as const;

/**
 * GETs `url` and gives its JSON; an abort is rethrown as it is (the caller ignores it), every other
 * failure (network, HTTP status, not JSON, no base URL) as `message`.
 */
export async function getJson(client: typeof ky, url: string, searchParams: Record<string, string>, message: string, signal?: AbortSignalLike): Promise<unknown> {
  if (!url) throw new Error(message);
  try {
    return await client.get(url, { searchParams, retry: 0, timeout: 15_000, ...(signal ? { signal: signal as AbortSignal } : {}) }).json<unknown>();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new Error(message);
  }
}

/** An object's fields, or {} for anything else. */
export const fields = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A place when both coordinates are numbers (or numeric text), else undefined. */
export function placeOf(lng: unknown, lat: unknown, address: string): GeoPoint | undefined {
  const point = { lng: Number(lng), lat: Number(lat), address };
  return typeof lng !== 'boolean' && lng !== '' && lat !== '' && Number.isFinite(point.lng) && Number.isFinite(point.lat) ? point : undefined;
}

/** Non-empty text, or the message as an error. */
export function addressOr(value: unknown, message: string): string {
  if (typeof value === 'string' && value.trim()) return value;
  throw new Error(message);
}


export function createNominatimGeocoder(geocoderUrl: string, client: typeof ky): Geocoder {
  const base = trimBase(geocoderUrl);
  const at = (path: string) => (base ? `${base}/${path}` : '');
  const common = { format: 'json', 'accept-language': 'zh-CN' };
  return {
    async search(address, signal) {
      const places = await getJson(client, at('search'), { ...common, q: address, limit: '5' }, GEOCODER_MESSAGES.search, signal);
      if (!Array.isArray(places)) throw new Error(GEOCODER_MESSAGES.search);
      return places.flatMap((place) => {
        const found = placeOf(fields(place).lon, fields(place).lat, String(fields(place).display_name ?? address));
        return found ? [found] : [];
      });
    },
    async reverse(lng, lat, signal) {
      const place = fields(await getJson(client, at('reverse'), { ...common, lon: String(lng), lat: String(lat) }, GEOCODER_MESSAGES.reverse, signal));
      if (place.error !== undefined) throw new Error(GEOCODER_MESSAGES.reverse);
      return addressOr(place.display_name, GEOCODER_MESSAGES.reverse);
    },
  };
}
