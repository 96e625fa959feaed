import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveMap, MAP_PROVIDERS } from '../adapters/map/index.ts';
import { parseRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from '../adapters/index.ts';
import { CONTENT_SECURITY_POLICY } from '../server/index.ts';

// `npm run check-deploy [runtime-config.json | 站点网址]` (issue 28 item 6): reads a runtime
// config (the build's by default, or the one a running site serves) and prints each setting, what
// an empty one means, the hosts the Content-Security-Policy must allow, the CSP to put in front,
// and mixed-content problems (a plain-http host on an https site), in Chinese. Exits 1 on an error.
// For mainland China (issue 55 item 6): OSM's tiles or geocoder are an error, 天地图 without its key
// an error, an AMap/Tencent web-service key readable in the file a warning (README, 密钥代理), an
// empty ICP or 公安 filing number a warning, and the browser floor is named.

export interface DeployReport {
  ok: boolean;
  output: string;
}

const SYSTEM_NAMES = { gcj02: 'GCJ-02（国测局坐标）', wgs84: 'WGS-84', bd09: 'BD-09（百度坐标）' } as const;
const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
/** OpenStreetMap's own servers (tiles, Nominatim). */
const OSM_HOST = /(^|\.)(openstreetmap\.(org|fr)|osm\.org)$/i;
/** The web-service hosts of the providers whose key must not be public (their Web 服务 key). */
const KEY_SERVICE_HOSTS: Partial<Record<string, RegExp>> = { amap: /(^|\.)amap\.com$/i, tencent: /(^|\.)map\.qq\.com$/i };
const TIANDITU_HOST = /(^|\.)tianditu\.gov\.cn$/i;
const ICP_FORMAT = /ICP备\d+号(-\d+)?$/;
const PSB_FORMAT = /公网安备\s*\d+号$/;

/** The browsers the build supports (package.json's browserslist; DESIGN.md, Browsers). */
export const BROWSER_FLOOR =
  '浏览器最低要求：Chromium 86 内核（360 安全浏览器 13、360 极速浏览器 13、QQ 浏览器、搜狗浏览器的极速模式），Chrome / Edge 86 及以上';

/** The host of a URL template as written ({s}.tile.openstreetmap.org), or '' for a relative one (served by the site itself). */
const hostOf = (template: string): string => /^https?:\/\/([^/?#:]+)/i.exec(template)?.[1]?.toLowerCase() ?? '';

/** scheme://host of a URL template ({s} expanded to each subdomain), or undefined for a relative one. */
function originsOf(template: string, subdomains = ''): string[] {
  if (!/^https?:\/\//i.test(template)) return [];
  const expanded = template.includes('{s}') ? [...(subdomains || 'abc')].map((s) => template.replaceAll('{s}', s)) : [template];
  return [...new Set(expanded.map((url) => new URL(url.replace(/\{[^}]+\}/g, '0')).origin))];
}

/**
 * The CSP of the reference server with `https:` narrowed to the hosts the settings use: images
 * from the tile and storage hosts, media (videos) from the storage host, calls to the API and
 * the geocoder.
 */
export function deployCsp({ img, media, connect }: { img: string[]; media: string[]; connect: string[] }): string {
  const list = (hosts: string[]) => (hosts.length ? ` ${[...new Set(hosts)].join(' ')}` : '');
  return CONTENT_SECURITY_POLICY.replace("img-src 'self' data: blob: https:", `img-src 'self' data: blob:${list(img)}`)
    .replace("media-src 'self' blob: https:", `media-src 'self' blob:${list(media)}`)
    .replace("connect-src 'self' https:", `connect-src 'self'${list(connect)}`);
}

/** The report for a parsed config; `pageUrl` is where the app is served, when known. */
export function reportDeploy(config: RuntimeConfig, pageUrl?: string, servedCsp?: string | null): DeployReport {
  const lines: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  // CJK characters take two columns in a terminal
  const pad = (key: string) => key + ' '.repeat(Math.max(1, 23 - [...key].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e7f ? 2 : 1), 0)));
  const show = (key: string, value: string, empty: string) => lines.push(`  ${pad(key)}${value ? value : `（空）${empty}`}`);
  const map = resolveMap(config.map, config);
  const provider = MAP_PROVIDERS[config.map.provider];

  lines.push('设置：');
  show('apiBase', config.apiBase, '与页面同源：Web 服务器须把 /api 转发到后端');
  show('siteName', config.siteName, '');
  show('storageHost', config.storageHost, '相对图片路径从站点根目录读取（/uploads/…）');
  show('supportChatUrl', config.supportChatUrl, '不显示右下角的悬浮客服图标');
  show('reportContractDrift', config.reportContractDrift ? 'true' : 'false', '');
  const name = config.map.provider;
  const tileHosts = [hostOf(map.tileUrl), hostOf(map.view.labelUrl)].filter(Boolean);
  const geocoderHost = hostOf(map.geocoderUrl);
  const keyService = KEY_SERVICE_HOSTS[name];
  // the geocoder is asked straight from the browser, not through a proxy on the site
  const directGeocoder = keyService ? keyService.test(geocoderHost) : false;
  const keyEmpty =
    name === 'osm' ? '' : name === 'tianditu' ? '天地图的瓦片和地址查询需要密钥（tk）' : directGeocoder ? `${provider.label}的地址查询需要 Web 服务密钥` : '地址查询经代理，密钥由 Web 服务器加上';
  show('icp', config.icp, '不显示 ICP 备案号');
  show('psb', config.psb, '不显示公安联网备案号');
  show('map.provider', `${name}（${provider.label}）`, '');
  show('map.key', config.map.key ? '已设置' : '', keyEmpty);
  show('map.coordinateSystem', `${SYSTEM_NAMES[config.map.coordinateSystem]}：接口保存的坐标系`, '');
  show('地图瓦片', map.tileUrl, '');
  show('瓦片坐标系', SYSTEM_NAMES[map.view.tileCoords], '');
  show('地址查询', map.geocoderUrl, '无地址查询：搜索地址会提示“根据地址查询位置失败”，点选位置后需手动填写地址');

  // Maps in mainland China
  const osmTiles = tileHosts.find((host) => OSM_HOST.test(host));
  if (osmTiles) {
    errors.push(
      `地图瓦片来自 OpenStreetMap（${osmTiles}）：OSM 的服务器在中国大陆访问缓慢或无法访问；其瓦片为 WGS-84 坐标，且没有审图号，而在中国公开使用的地图须有审图号。请把 map.provider 改为 amap（高德）、tencent（腾讯）或 tianditu（天地图）`,
    );
  } else if (name === 'osm') {
    warnings.push('map.provider 为 osm：在中国公开使用的地图须有审图号，请确认所用瓦片已经审核，或改用高德、腾讯或天地图');
  }
  if (OSM_HOST.test(geocoderHost)) {
    errors.push(`地址查询使用 OpenStreetMap 的 Nominatim（${geocoderHost}）：在中国大陆访问缓慢或无法访问，请改用高德、腾讯或天地图的地址查询`);
  }
  if (name === 'tianditu' && !config.map.key) {
    if ([...tileHosts, geocoderHost].some((host) => TIANDITU_HOST.test(host))) errors.push('map.key 为空：天地图的瓦片和地址查询都需要密钥（tk），没有它地图一片空白，搜索地址也会失败。请在天地图开放平台申请“浏览器端”密钥');
    else warnings.push('map.key 为空：天地图的瓦片和地址查询经代理，请确认代理会加上密钥（tk）');
  }
  if (keyService && directGeocoder) {
    if (config.map.key) {
      warnings.push(
        `map.key 写在 runtime-config.json 中，任何人都能读到：这是${provider.label}的 Web 服务密钥，别人可以用它调用地址查询、耗尽配额。请让 Web 服务器代理地址查询并在服务器端加上密钥（README「密钥代理」；参考服务器的 /geo/ 代理即是一例），把 map.geocoderUrl 设为代理地址（如 /geo），map.key 留空`,
      );
    } else warnings.push(`map.key 为空：${provider.label}的地址查询需要 Web 服务密钥，请经密钥代理在服务器端加上（README「密钥代理」）`);
  } else if (keyService && config.map.key) {
    warnings.push('map.geocoderUrl 已指向代理，map.key 却仍写在 runtime-config.json 中，任何人都能读到：密钥由代理加上时，请把 map.key 留空');
  }

  // Filing numbers (ICP 备案, 公安联网备案)
  if (!config.icp) warnings.push('icp 为空：在中国大陆提供服务的网站须在首页底部显示 ICP 备案号，并链接到 https://beian.miit.gov.cn/（例如 "icp": "京ICP备12345678号-1"）');
  else if (!ICP_FORMAT.test(config.icp)) warnings.push(`icp（${config.icp}）不像 ICP 备案号，应形如 京ICP备12345678号-1`);
  if (!config.psb) warnings.push('psb 为空：网站须在首页底部显示公安联网备案号（开通后 30 日内备案；例如 "psb": "京公网安备11010802012345号"）');
  else if (!PSB_FORMAT.test(config.psb)) warnings.push(`psb（${config.psb}）不像公安联网备案号，应形如 京公网安备11010802012345号`);
  if (map.view.tileCoords !== config.map.coordinateSystem) {
    lines.push(`  选点时在 ${SYSTEM_NAMES[map.view.tileCoords]} 与 ${SYSTEM_NAMES[config.map.coordinateSystem]} 之间换算`);
  }

  const img = [...originsOf(map.tileUrl, map.view.subdomains), ...originsOf(map.view.labelUrl, map.view.subdomains), ...originsOf(config.storageHost)];
  const connect = [...originsOf(config.apiBase), ...originsOf(map.geocoderUrl)];
  lines.push('', 'CSP 须允许的主机：', `  图片（img-src）：${img.join(' ') || '仅本站'}`, `  请求（connect-src）：${connect.join(' ') || '仅本站'}`);
  const csp = deployCsp({ img, media: originsOf(config.storageHost), connect });
  lines.push('', 'Web 服务器应发送的 Content-Security-Policy（deploy/nginx.conf；子路径部署见 deploy/nginx-subpath.conf）：', `  ${csp}`);
  lines.push('', BROWSER_FLOOR);

  const https = pageUrl ? pageUrl.startsWith('https:') : true;
  const settings: [string, string][] = [
    ['apiBase', config.apiBase],
    ['storageHost', config.storageHost],
    ['地图瓦片', map.tileUrl],
    ['地址查询', map.geocoderUrl],
    ['supportChatUrl', config.supportChatUrl],
  ];
  for (const [key, value] of settings) {
    if (!/^http:\/\//i.test(value)) continue;
    const host = new URL(value.replace(/\{[^}]+\}/g, '0')).hostname;
    if (LOCAL.test(host)) warnings.push(`${key} 使用本机 http 地址 ${host}：仅适用于开发和测试`);
    else if (https) errors.push(`${key} 是 http 地址（${value}）：以 https 提供的页面会拦截它（混合内容），请改用 https`);
  }
  if (servedCsp !== undefined) {
    if (!servedCsp) warnings.push('站点没有发送 Content-Security-Policy 头');
    else {
      for (const host of [...img, ...connect]) if (!servedCsp.includes(host)) errors.push(`站点的 CSP 未允许 ${host}：浏览器会拦截它`);
      if (servedCsp.includes("'unsafe-eval'")) errors.push("站点的 CSP 含 'unsafe-eval'：应用不需要它，请去掉");
    }
  }
  if (warnings.length) lines.push('', '提醒：', ...warnings.map((line) => `  - ${line}`));
  if (errors.length) lines.push('', '错误：', ...errors.map((line) => `  - ${line}`));
  lines.push('', errors.length ? `发现 ${errors.length} 个错误，请改正后再部署。` : '检查通过。');
  return { ok: errors.length === 0, output: lines.join('\n') };
}

/** Reads the config from a file or from a site (its runtime-config.json and its page's CSP). */
export async function checkDeploy(target: string): Promise<DeployReport> {
  let raw: unknown;
  let pageUrl: string | undefined;
  let servedCsp: string | null | undefined;
  try {
    if (/^https?:\/\//i.test(target)) {
      pageUrl = target.endsWith('/') ? target : `${target}/`;
      const page = await fetch(pageUrl);
      servedCsp = page.headers.get('content-security-policy');
      const file = await fetch(new URL('runtime-config.json', pageUrl));
      if (!file.ok) return { ok: false, output: `无法读取 ${file.url}：HTTP ${file.status}` };
      raw = await file.json();
    } else raw = JSON.parse(fs.readFileSync(target, 'utf8'));
  } catch (error) {
    return { ok: false, output: `无法读取 ${target}：${(error as Error).message}` };
  }
  try {
    return reportDeploy(parseRuntimeConfig(raw), pageUrl, servedCsp);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return { ok: false, output: error.message };
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2] ?? path.join(process.env.DIST_DIR ?? 'dist', 'runtime-config.json');
  const fallback = fs.existsSync(target) || process.argv[2] ? target : 'app/public/runtime-config.json';
  console.log(`检查 ${fallback}\n`);
  const { ok, output } = await checkDeploy(fallback);
  (ok ? console.log : console.error)(output);
  process.exitCode = ok ? 0 : 1;
}
