import type { CoordSystem } from '../../engine/index.ts';

// The `map` section of runtime-config.json (issue 28; DESIGN.md, Runtime configuration):
//   "map": { "provider": "amap", "key": "…", "coordinateSystem": "gcj02" }
// and, for a stand-in or a proxy, "tileUrl" and "geocoderUrl" in place of the provider's own.
// Read liberally (any case, 高德/gaode for amap, "GCJ-02" for gcj02…); what cannot be read is
// reported in Chinese, naming the key.

export type MapProviderName = 'osm' | 'amap' | 'tencent' | 'tianditu';

export interface MapSettings {
  provider: MapProviderName;
  /** The provider's key (AMap/Tencent web-service key, Tianditu tk); '' for none. */
  key: string;
  /** The system the API stores coordinates in (the spec's default centre is GCJ-02). */
  coordinateSystem: CoordSystem;
  /** A tile template in place of the provider's ('' = the provider's). */
  tileUrl: string;
  /** The geocoder's base URL in place of the provider's ('' = the provider's). */
  geocoderUrl: string;
  /** Said on the map itself ('' = nothing): the reference server's stand-ins say they are stand-ins. */
  notice: string;
}

/** A base URL without its trailing slashes: 'https://restapi.amap.com/' -> 'https://restapi.amap.com' */
export const trimBase = (url: string) => url.replace(/\/+$/, '');

export const MAP_SETTINGS_DEFAULTS: Readonly<MapSettings> = { provider: 'osm', key: '', coordinateSystem: 'gcj02', tileUrl: '', geocoderUrl: '', notice: '' };

const PROVIDER_SPELLINGS: Record<string, MapProviderName> = {
  osm: 'osm',
  openstreetmap: 'osm',
  amap: 'amap',
  gaode: 'amap',
  高德: 'amap',
  高德地图: 'amap',
  tencent: 'tencent',
  qq: 'tencent',
  腾讯: 'tencent',
  腾讯地图: 'tencent',
  tianditu: 'tianditu',
  天地图: 'tianditu',
};

const SYSTEM_SPELLINGS: Record<string, CoordSystem> = {
  gcj02: 'gcj02',
  gcj: 'gcj02',
  wgs84: 'wgs84',
  wgs: 'wgs84',
  epsg4326: 'wgs84',
  cgcs2000: 'wgs84',
  bd09: 'bd09',
  bd09ll: 'bd09',
};

const KEYS = Object.keys(MAP_SETTINGS_DEFAULTS) as (keyof MapSettings)[];

/** "GCJ-02", " gcj_02 " -> "gcj02" */
const spelling = (value: string) => value.trim().toLowerCase().replace(/[\s_-]/g, '');

/**
 * Reads the section; problems are pushed as "map.key: …" lines.
 * parseMapSettings({ provider: '高德', coordinateSystem: 'GCJ-02' }, problems) -> { provider: 'amap', coordinateSystem: 'gcj02', key: '', … }
 */
export function parseMapSettings(raw: unknown, problems: string[]): MapSettings {
  const settings: MapSettings = { ...MAP_SETTINGS_DEFAULTS };
  if (raw === undefined || raw === null) return settings;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(`map: 应为对象，例如 {"provider": "amap", "key": "…", "coordinateSystem": "gcj02"}`);
    return settings;
  }
  const record = raw as Record<string, unknown>;
  for (const name of Object.keys(record)) {
    if (!(KEYS as string[]).includes(name)) problems.push(`map.${name}: 未知的设置，可用：${KEYS.join(', ')}`);
  }
  for (const name of KEYS) {
    const value = record[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      problems.push(`map.${name}: 应为字符串，实际为 ${Array.isArray(value) ? 'array' : typeof value}`);
      continue;
    }
    if (name === 'provider') {
      const provider = value.trim() === '' ? 'osm' : PROVIDER_SPELLINGS[spelling(value)];
      if (provider) settings.provider = provider;
      else problems.push(`map.provider: 应为 osm、amap（高德）、tencent（腾讯）或 tianditu（天地图），实际为 ${JSON.stringify(value)}`);
    } else if (name === 'coordinateSystem') {
      const system = value.trim() === '' ? 'gcj02' : SYSTEM_SPELLINGS[spelling(value)];
      if (system) settings.coordinateSystem = system;
      else problems.push(`map.coordinateSystem: 应为 gcj02（默认）、wgs84 或 bd09（接口保存坐标所用的坐标系），实际为 ${JSON.stringify(value)}`);
    } else settings[name] = value.trim();
  }
  return settings;
}
