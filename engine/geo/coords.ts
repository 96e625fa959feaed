// The three coordinate systems of maps in China (DESIGN.md, Deployment; issue 28): WGS-84 (GPS,
// OpenStreetMap), GCJ-02 (the state's offset: AMap, Tencent, and the spec's default centre) and
// BD-09 (Baidu's further offset of GCJ-02). Written from the published formulas: the GCJ-02
// offset on the Krasovsky 1940 ellipsoid, and Baidu's polar shift. Points outside China's
// bounding box are not offset. The inverse directions have no closed form and are solved by
// fixed-point iteration on the forward transform (well under a metre after a few steps).

/** A coordinate system a map's tiles or an API may use. */
export type CoordSystem = 'wgs84' | 'gcj02' | 'bd09';

export const COORD_SYSTEMS: readonly CoordSystem[] = ['gcj02', 'wgs84', 'bd09'];

export interface LngLat {
  lng: number;
  lat: number;
}

/** Krasovsky 1940: semi-major axis (m) and first eccentricity squared. */
const KRASOVSKY_A = 6378245.0;
const KRASOVSKY_EE = 0.006693421622965943;
const BD_FACTOR = (Math.PI * 3000.0) / 180.0;

/**
 * The rough box outside which GCJ-02 equals WGS-84 (the published rule, not the border).
 * outOfChina({ lng: 2.35, lat: 48.85 }) -> true; outOfChina({ lng: 116.4, lat: 39.9 }) -> false
 */
export function outOfChina({ lng, lat }: LngLat): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

/** The shared periodic terms of both offsets. */
const waves = (x: number) => ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;

function offsetLat(x: number, y: number): number {
  let d = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x)) + waves(x);
  d += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  d += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return d;
}

function offsetLng(x: number, y: number): number {
  let d = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x)) + waves(x);
  d += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  d += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return d;
}

/**
 * WGS-84 -> GCJ-02.
 * wgs84ToGcj02({ lng: 116.404, lat: 39.915 }) -> { lng: 116.41024…, lat: 39.91640… }
 */
export function wgs84ToGcj02(point: LngLat): LngLat {
  if (outOfChina(point)) return { lng: point.lng, lat: point.lat };
  const x = point.lng - 105;
  const y = point.lat - 35;
  const radLat = (point.lat / 180) * Math.PI;
  const magic = 1 - KRASOVSKY_EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (offsetLat(x, y) * 180) / (((KRASOVSKY_A * (1 - KRASOVSKY_EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLng = (offsetLng(x, y) * 180) / ((KRASOVSKY_A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lng: point.lng + dLng, lat: point.lat + dLat };
}

/**
 * GCJ-02 -> BD-09.
 * gcj02ToBd09({ lng: 116.404, lat: 39.915 }) -> { lng: 116.41036…, lat: 39.92133… }
 */
export function gcj02ToBd09({ lng, lat }: LngLat): LngLat {
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * BD_FACTOR);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * BD_FACTOR);
  return { lng: z * Math.cos(theta) + 0.0065, lat: z * Math.sin(theta) + 0.006 };
}

/**
 * Inverts `forward` near `target` by fixed-point iteration: guess -= forward(guess) - target,
 * until the step is below 1e-9 degrees (about 0.1 mm) or 30 steps.
 */
function invert(forward: (point: LngLat) => LngLat, target: LngLat): LngLat {
  let guess = { lng: target.lng, lat: target.lat };
  for (let step = 0; step < 30; step++) {
    const image = forward(guess);
    const dLng = image.lng - target.lng;
    const dLat = image.lat - target.lat;
    guess = { lng: guess.lng - dLng, lat: guess.lat - dLat };
    if (Math.abs(dLng) < 1e-9 && Math.abs(dLat) < 1e-9) break;
  }
  return guess;
}

/** GCJ-02 -> WGS-84 (iterative). gcj02ToWgs84(wgs84ToGcj02(p)) ≈ p within millimetres. */
export function gcj02ToWgs84(point: LngLat): LngLat {
  if (outOfChina(point)) return { lng: point.lng, lat: point.lat };
  return invert(wgs84ToGcj02, point);
}

/** BD-09 -> GCJ-02 (iterative). bd09ToGcj02({ lng: 116.41036…, lat: 39.92133… }) ≈ { lng: 116.404, lat: 39.915 } */
export function bd09ToGcj02(point: LngLat): LngLat {
  return invert(gcj02ToBd09, point);
}

const TO_GCJ: Record<CoordSystem, (point: LngLat) => LngLat> = {
  gcj02: (point) => ({ lng: point.lng, lat: point.lat }),
  wgs84: wgs84ToGcj02,
  bd09: bd09ToGcj02,
};
const FROM_GCJ: Record<CoordSystem, (point: LngLat) => LngLat> = {
  gcj02: (point) => ({ lng: point.lng, lat: point.lat }),
  wgs84: gcj02ToWgs84,
  bd09: gcj02ToBd09,
};

/**
 * Any system to any other, through GCJ-02; the same system gives the point back unchanged.
 * convertCoords({ lng: 116.404, lat: 39.915 }, 'wgs84', 'gcj02') -> { lng: 116.41024…, lat: 39.91640… }
 */
export function convertCoords(point: LngLat, from: CoordSystem, to: CoordSystem): LngLat {
  if (from === to) return { lng: point.lng, lat: point.lat };
  return FROM_GCJ[to](TO_GCJ[from](point));
}

/**
 * The great-circle distance in metres (haversine, mean Earth radius), for tests and tolerances.
 * distanceMetres({ lng: 116.4, lat: 39.9 }, { lng: 116.4, lat: 39.9 }) -> 0
 */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}
