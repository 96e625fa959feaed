import { describe, expect, it } from 'vitest';
import { convertCoords, distanceMetres, type LngLat } from '../../engine/index.ts';
import { bd09ToGcj02, gcj02ToBd09, gcj02ToWgs84, outOfChina, wgs84ToGcj02 } from '../../engine/geo/coords.ts';

// Published reference points: googollee/eviltransform's test table (WGS-84 -> GCJ-02) and
// wandergis/coordtransform's README example (116.404, 39.915 through each direction).
const WGS_TO_GCJ: [string, LngLat, LngLat][] = [
  ['上海', { lng: 121.5272106, lat: 31.1774276 }, { lng: 121.531541859215, lat: 31.17530398364597 }],
  ['深圳', { lng: 113.912316, lat: 22.543847 }, { lng: 113.9171764808363, lat: 22.540796131694766 }],
  ['北京', { lng: 116.377817, lat: 39.911954 }, { lng: 116.38404722455657, lat: 39.91334545536069 }],
  ['天安门', { lng: 116.404, lat: 39.915 }, { lng: 116.41024449916938, lat: 39.91640428150164 }],
];
const GCJ_TO_BD: [LngLat, LngLat] = [{ lng: 116.404, lat: 39.915 }, { lng: 116.41036949371029, lat: 39.92133699351021 }];

describe('coordinate systems (issue 28: forward within 1 m, inverse within 2 m)', () => {
  it.each(WGS_TO_GCJ)('%s: WGS-84 -> GCJ-02 and back', (_name, wgs, gcj) => {
    expect(distanceMetres(wgs84ToGcj02(wgs), gcj)).toBeLessThan(1);
    expect(distanceMetres(gcj02ToWgs84(gcj), wgs)).toBeLessThan(2);
    expect(distanceMetres(convertCoords(wgs, 'wgs84', 'gcj02'), gcj)).toBeLessThan(1);
  });

  it('GCJ-02 -> BD-09 and back', () => {
    const [gcj, bd] = GCJ_TO_BD;
    expect(distanceMetres(gcj02ToBd09(gcj), bd)).toBeLessThan(1);
    expect(distanceMetres(bd09ToGcj02(bd), gcj)).toBeLessThan(2);
    expect(distanceMetres(convertCoords(bd, 'bd09', 'gcj02'), gcj)).toBeLessThan(2);
  });

  it('the offset is the 300-600 m the issue describes, and WGS-84 <-> BD-09 goes through GCJ-02', () => {
    const [, wgs, gcj] = WGS_TO_GCJ[3]!;
    const offset = distanceMetres(wgs, gcj);
    expect(offset).toBeGreaterThan(300);
    expect(offset).toBeLessThan(700);
    const bd = convertCoords(wgs, 'wgs84', 'bd09');
    expect(distanceMetres(bd, gcj02ToBd09(gcj))).toBeLessThan(1);
    expect(distanceMetres(convertCoords(bd, 'bd09', 'wgs84'), wgs)).toBeLessThan(2);
  });

  it('round-trips points across China within 2 m in every pair of systems', () => {
    const systems = ['wgs84', 'gcj02', 'bd09'] as const;
    for (let lng = 75; lng <= 135; lng += 7.3) {
      for (let lat = 18; lat <= 53; lat += 4.9) {
        const point = { lng, lat };
        for (const from of systems) {
          for (const to of systems) {
            expect(distanceMetres(convertCoords(convertCoords(point, from, to), to, from), point)).toBeLessThan(2);
          }
        }
      }
    }
  });

  it.each([
    ['巴黎', { lng: 2.3522, lat: 48.8566 }],
    ['东京以东', { lng: 140, lat: 35 }],
    ['南极', { lng: 116, lat: -70 }],
  ])('leaves %s (outside China) as it is between WGS-84 and GCJ-02', (_name, point) => {
    expect(outOfChina(point)).toBe(true);
    expect(wgs84ToGcj02(point)).toEqual(point);
    expect(gcj02ToWgs84(point)).toEqual(point);
  });

  it('the same system gives the point back', () => {
    expect(convertCoords({ lng: 116.407526, lat: 39.90403 }, 'gcj02', 'gcj02')).toEqual({ lng: 116.407526, lat: 39.90403 });
  });
});
