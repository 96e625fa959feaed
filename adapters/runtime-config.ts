import { MAP_SETTINGS_DEFAULTS, parseMapSettings, type MapSettings } from './map/index.ts';

/**
 * The settings the built app reads at start-up from `runtime-config.json`, served beside
 * index.html, so that one build serves any backend (DESIGN.md, Runtime configuration).
 * Every key is optional; a missing file means all defaults (same origin, site-name cepsp).
 * Checked by hand rather than with zod: this runs before the first screen, and zod would
 * add some 50 kB (gzip) to every route, /login included.
 */
export interface RuntimeConfig {
  /** Base URL of the API; '' is the origin the app is served from. */
  apiBase: string;
  /** Sent as the `site-name` header on every call (spec section 7). */
  siteName: string;
  /** Prefix for relative image paths (spec section 9); '' resolves them from the site root. */
  storageHost: string;
  mapTileUrl: string;
  geocoderUrl: string;
  supportChatUrl: string;
  /**
   * For integrators pointing a build at their backend: list in the browser console, once per call
   * and JSON path, every answer value the app had to read in another spelling (a number for a
   * text, seconds for a time…) besides those it had to leave out, which are always listed.
   * true, "true", 1 or "1" turn it on; off by default.
   */
  reportContractDrift: boolean;
  /**
   * The site's ICP filing number (ICP 备案号), e.g. `京ICP备12345678号-1`: shown at the bottom of
   * the login screen and of every page, linked to https://beian.miit.gov.cn/; '' shows none.
   */
  icp: string;
  /**
   * The site's public-security filing number (公安联网备案号), e.g. `京公网安备11010802012345号`:
   * shown beside the ICP number, linked to the MPS site's search for its digits; '' shows none.
   */
  psb: string;
  /** The map provider, its key and the API's coordinate system (adapters/map/map-settings.ts). */
  map: MapSettings;
}

export const RUNTIME_CONFIG_DEFAULTS: Readonly<RuntimeConfig> = {
  apiBase: '',
  siteName: 'cepsp',
  storageHost: '',
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  geocoderUrl: '',
  supportChatUrl: '',
  reportContractDrift: false,
  icp: '',
  psb: '',
  map: MAP_SETTINGS_DEFAULTS,
};

type FlatKey = Exclude<keyof RuntimeConfig, 'map'>;
const KEYS = Object.keys(RUNTIME_CONFIG_DEFAULTS).filter((key) => key !== 'map') as FlatKey[];
type SwitchKey = { [K in FlatKey]: RuntimeConfig[K] extends boolean ? K : never }[FlatKey];
type TextKey = Exclude<FlatKey, SwitchKey>;
const isSwitch = (key: FlatKey): key is SwitchKey => typeof RUNTIME_CONFIG_DEFAULTS[key] === 'boolean';
/** The spellings of a switch: true, 1, "1", "true" and false, 0, "0", "false". */
const SWITCH_VALUES = new Map<unknown, boolean>([
  [true, true],
  [1, true],
  ['1', true],
  ['true', true],
  [false, false],
  [0, false],
  ['0', false],
  ['false', false],
]);
/** Keys that may not be empty. */
const REQUIRED = new Set<FlatKey>(['siteName']);
/**
 * The filing numbers, read as text with the spaces around them dropped; a number (a 公安 number
 * given as its digits) is read as its text, null as none.
 */
const FILING = new Set<FlatKey>(['icp', 'psb']);

const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates the file's content; throws a RuntimeConfigError naming the file and each bad key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = raw ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_FILE} 有误：\n(根): 应为对象，实际为 ${typeName(input)}`);
  }
  const record = input as Record<string, unknown>;
  const problems: string[] = [];
  const config: RuntimeConfig = { ...RUNTIME_CONFIG_DEFAULTS, map: parseMapSettings(record.map, problems) };
  for (const key of KEYS) {
    const value = record[key];
    if (value === undefined) continue;
    if (FILING.has(key) && (typeof value === 'string' || typeof value === 'number' || value === null)) {
      config[key as TextKey] = value === null ? '' : String(value).trim();
    } else if (isSwitch(key)) {
      const on = SWITCH_VALUES.get(value);
      if (on === undefined) problems.push(`${key}: 应为 true 或 false，实际为 ${JSON.stringify(value)}`);
      else config[key] = on;
    } else if (typeof value !== 'string') problems.push(`${key}: 应为字符串，实际为 ${typeName(value)}`);
    else if (REQUIRED.has(key) && value === '') problems.push(`${key}: 不能为空`);
    else config[key as TextKey] = value;
  }
  for (const key of Object.keys(record)) {
    if (key !== 'map' && !(KEYS as string[]).includes(key)) problems.push(`${key}: 未知的设置，可用：${KEYS.join(', ')}, map`);
  }
  if (problems.length > 0) throw new RuntimeConfigError(`${RUNTIME_CONFIG_FILE} 有误：\n${problems.join('\n')}`);
  return config;
}

/** Fetches and validates runtime-config.json beside `baseUrl` (the page's base URL). */
export async function loadRuntimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  // plain fetch: the HTTP client (ky) is not needed before the first screen (/login's first paint,
  // app/start-login.tsx); given up after 10 s as ky's default timeout did
  const response = await fetch(new URL(RUNTIME_CONFIG_FILE, baseUrl), { signal: AbortSignal.timeout(10_000) });
  if (response.status === 404) return parseRuntimeConfig({});
  if (!response.ok) {
    throw new RuntimeConfigError(`无法读取 ${RUNTIME_CONFIG_FILE}：HTTP ${response.status}`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_FILE} 不是有效的 JSON：${(error as Error).message}`);
  }
  return parseRuntimeConfig(raw);
}
