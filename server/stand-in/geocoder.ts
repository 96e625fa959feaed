import type { Context, Hono } from 'hono';
import { convertCoords, distanceMetres, type CoordSystem, type LngLat } from '../../engine/index.ts';
import { STAND_IN_PLACES } from './places.ts';

// Offline stand-ins for the map providers' geocoders (issue 28 item 2): the same seeded places in
// the shape of each provider's web service, under /stand-in/<provider>, so that `npm start` and
// the browser tests find and name places through the app's real adapters
// (adapters/map/providers.ts) without internet. A point more than 20 km from every seeded place
// has no address (the provider's "no result" answer).

export type StandInProvider = 'osm' | 'amap' | 'tencent' | 'tianditu';

export const STAND_IN_PROVIDERS: readonly StandInProvider[] = ['amap', 'tencent', 'tianditu', 'osm'];

/** The system each provider answers in (Tianditu's CGCS2000 is WGS-84 within decimetres). */
const SYSTEM: Record<StandInProvider, CoordSystem> = { osm: 'wgs84', amap: 'gcj02', tencent: 'gcj02', tianditu: 'wgs84' };

const REACH_METRES = 20_000;

interface Found {
  name: string;
  address: string;
  lng: number;
  lat: number;
}

/** Places whose name or address holds the query (or the query holds the name), best first. */
function search(query: string, system: CoordSystem): Found[] {
  const q = query.trim();
  if (!q) return [];
  return STAND_IN_PLACES.filter(([name, address]) => name.includes(q) || address.includes(q) || q.includes(name))
    .sort((a, b) => Number(b[0] === q) - Number(a[0] === q) || a[1].length - b[1].length)
    .slice(0, 5)
    .map(([name, address, lng, lat]) => ({ name, address, ...convertCoords({ lng, lat }, 'gcj02', system) }));
}

/** The seeded place nearest to a point given in `system`, within 20 km. */
function reverse(point: LngLat, system: CoordSystem): string | undefined {
  if (!Number.isFinite(point.lng) || !Number.isFinite(point.lat)) return undefined;
  const gcj = convertCoords(point, system, 'gcj02');
  let best: { address: string; metres: number } | undefined;
  for (const [, address, lng, lat] of STAND_IN_PLACES) {
    const metres = distanceMetres(gcj, { lng, lat });
    if (!best || metres < best.metres) best = { address, metres };
  }
  if (!best || best.metres > REACH_METRES) return undefined;
  return best.metres < 300 ? best.address : `${best.address}附近（约 ${(best.metres / 1000).toFixed(1)} 公里）`;
}

const fixed = (value: number) => Number(value.toFixed(6));
const jsonParam = (c: Context, name: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(c.req.query(name) ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Mounts /stand-in/<provider>/… for each provider. */
export function mountStandInGeocoders(app: Hono): void {
  // AMap: /v3/geocode/geo?address=, /v3/geocode/regeo?location=lng,lat
  app.get('/stand-in/amap/v3/geocode/geo', (c) => {
    const found = search(c.req.query('address') ?? '', SYSTEM.amap);
    const geocodes = found.map((place) => ({ formatted_address: place.address, location: `${fixed(place.lng)},${fixed(place.lat)}`, level: '兴趣点' }));
    return c.json({ status: '1', info: 'OK', infocode: '10000', count: String(geocodes.length), geocodes });
  });
  app.get('/stand-in/amap/v3/geocode/regeo', (c) => {
    const [lng, lat] = (c.req.query('location') ?? '').split(',').map(Number);
    const address = reverse({ lng: lng ?? Number.NaN, lat: lat ?? Number.NaN }, SYSTEM.amap);
    if (!address) return c.json({ status: '0', info: 'ENGINE_RESPONSE_DATA_ERROR', infocode: '30001' });
    return c.json({ status: '1', info: 'OK', infocode: '10000', regeocode: { formatted_address: address, addressComponent: {} } });
  });

  // Tencent: /ws/geocoder/v1/?address= or ?location=lat,lng
  app.get('/stand-in/tencent/ws/geocoder/v1/', (c) => {
    const location = c.req.query('location');
    if (location !== undefined) {
      const [lat, lng] = location.split(',').map(Number);
      const address = reverse({ lng: lng ?? Number.NaN, lat: lat ?? Number.NaN }, SYSTEM.tencent);
      if (!address) return c.json({ status: 347, message: '查询无结果' });
      return c.json({ status: 0, message: 'query ok', result: { address, formatted_addresses: { recommend: address } } });
    }
    const [first] = search(c.req.query('address') ?? '', SYSTEM.tencent);
    if (!first) return c.json({ status: 347, message: '查询无结果' });
    return c.json({ status: 0, message: 'query ok', result: { title: first.address, location: { lng: fixed(first.lng), lat: fixed(first.lat) } } });
  });

  // Tianditu: /geocoder?ds={"keyWord":…} or ?postStr={"lon":…,"lat":…}&type=geocode
  app.get('/stand-in/tianditu/geocoder', (c) => {
    if (c.req.query('type') === 'geocode') {
      const post = jsonParam(c, 'postStr');
      const address = reverse({ lng: Number(post.lon), lat: Number(post.lat) }, SYSTEM.tianditu);
      if (!address) return c.json({ status: '101', msg: '结果为空' });
      return c.json({ status: '0', msg: 'ok', result: { formatted_address: address, addressComponent: {} } });
    }
    const [first] = search(String(jsonParam(c, 'ds').keyWord ?? ''), SYSTEM.tianditu);
    if (!first) return c.json({ status: '101', msg: '结果为空' });
    return c.json({ status: '0', msg: 'ok', location: { lon: String(fixed(first.lng)), lat: String(fixed(first.lat)), keyWord: first.name, level: '兴趣点' } });
  });

  // Nominatim: /search?q=, /reverse?lon=&lat=
  app.get('/stand-in/osm/search', (c) =>
    c.json(search(c.req.query('q') ?? '', SYSTEM.osm).map((place) => ({ lon: String(fixed(place.lng)), lat: String(fixed(place.lat)), display_name: place.address }))),
  );
  app.get('/stand-in/osm/reverse', (c) => {
    const address = reverse({ lng: Number(c.req.query('lon')), lat: Number(c.req.query('lat')) }, SYSTEM.osm);
    return c.json(address ? { display_name: address } : { error: 'Unable to geocode' });
  });
}
