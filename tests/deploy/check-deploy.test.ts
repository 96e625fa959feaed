import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_FLOOR, checkDeploy } from '../../deploy/check-deploy.ts';

// npm run check-deploy (issue 28 item 6): what each setting means, the CSP hosts, mixed content;
// for mainland China (issue 55 items 5 and 6): OSM an error, 天地图 without its key an error, a
// readable AMap/Tencent web-service key a warning, empty filing numbers warnings, the browser floor.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-'));
const file = (name: string, config: unknown) => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, JSON.stringify(config));
  return target;
};
const FILED = { icp: '京ICP备12345678号-1', psb: '京公网安备11010802012345号' };
/** The lines of one section of the report (提醒, 错误). */
const section = (output: string, title: string) => (output.split(`\n${title}：\n`)[1] ?? '').split('\n\n')[0]!.split('\n').filter(Boolean);

describe('npm run check-deploy', () => {
  it('the shipped config (a development default): fails on its OSM map, with the reason, and says what its empty settings mean', async () => {
    const { ok, output } = await checkDeploy('app/public/runtime-config.json');
    expect(ok).toBe(false);
    expect(output).toMatch(/supportChatUrl\s+（空）不显示右下角的悬浮客服图标/);
    expect(output).toMatch(/map\.provider\s+osm（OpenStreetMap）/);
    expect(output).toMatch(/地址查询\s+（空）无地址查询/);
    expect(output).toMatch(/icp\s+（空）不显示 ICP 备案号/);
    expect(output).toMatch(/psb\s+（空）不显示公安联网备案号/);
    expect(output).toContain('img-src \'self\' data: blob: https://a.tile.openstreetmap.org https://b.tile.openstreetmap.org https://c.tile.openstreetmap.org;');
    expect(output).toContain('选点时在 WGS-84 与 GCJ-02（国测局坐标） 之间换算');
    expect(output).not.toContain("'unsafe-eval'");
    expect(section(output, '错误')).toEqual([
      '  - 地图瓦片来自 OpenStreetMap（{s}.tile.openstreetmap.org）：OSM 的服务器在中国大陆访问缓慢或无法访问；其瓦片为 WGS-84 坐标，且没有审图号，而在中国公开使用的地图须有审图号。请把 map.provider 改为 amap（高德）、tencent（腾讯）或 tianditu（天地图）',
    ]);
    expect(section(output, '提醒')).toEqual([
      '  - icp 为空：在中国大陆提供服务的网站须在首页底部显示 ICP 备案号，并链接到 https://beian.miit.gov.cn/（例如 "icp": "京ICP备12345678号-1"）',
      '  - psb 为空：网站须在首页底部显示公安联网备案号（开通后 30 日内备案；例如 "psb": "京公网安备11010802012345号"）',
    ]);
    expect(output).toContain(`\n${BROWSER_FLOOR}\n`);
    expect(output).toMatch(/发现 1 个错误，请改正后再部署。$/);
  });

  it('names the browser floor as package.json declares it', () => {
    expect(BROWSER_FLOOR).toBe('浏览器最低要求：Chromium 86 内核（360 安全浏览器 13、360 极速浏览器 13、QQ 浏览器、搜狗浏览器的极速模式），Chrome / Edge 86 及以上');
    const { browserslist } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { browserslist?: string[] };
    // (the browserslist entry is the floor's one declaration, issue 55 item 1)
    if (browserslist) expect(browserslist).toEqual(expect.arrayContaining(['chrome >= 86', 'edge >= 86']));
  });

  it('an OSM geocoder is an error too, whatever the tiles', async () => {
    const { ok, output } = await checkDeploy(file('nominatim.json', { ...FILED, mapTileUrl: 'https://tiles.example.cn/{z}/{x}/{y}.png', geocoderUrl: 'https://nominatim.openstreetmap.org' }));
    expect(ok).toBe(false);
    expect(section(output, '错误')).toEqual(['  - 地址查询使用 OpenStreetMap 的 Nominatim（nominatim.openstreetmap.org）：在中国大陆访问缓慢或无法访问，请改用高德、腾讯或天地图的地址查询']);
    // other tiles under the osm provider: no error, but the 审图号 is the deployer's to confirm
    expect(section(output, '提醒')).toEqual(['  - map.provider 为 osm：在中国公开使用的地图须有审图号，请确认所用瓦片已经审核，或改用高德、腾讯或天地图']);
  });

  it('a plain-http storage host is an error (mixed content); 天地图 without its key an error', async () => {
    const { ok, output } = await checkDeploy(file('http.json', { ...FILED, storageHost: 'http://oss.example.cn', map: { provider: 'tianditu' } }));
    expect(ok).toBe(false);
    expect(section(output, '错误')).toEqual([
      '  - map.key 为空：天地图的瓦片和地址查询都需要密钥（tk），没有它地图一片空白，搜索地址也会失败。请在天地图开放平台申请“浏览器端”密钥',
      '  - storageHost 是 http 地址（http://oss.example.cn）：以 https 提供的页面会拦截它（混合内容），请改用 https',
    ]);
    expect(output).toMatch(/map\.key\s+（空）天地图的瓦片和地址查询需要密钥（tk）/);
    expect(output).toContain('https://t0.tianditu.gov.cn');
    expect(output).toContain("connect-src 'self' https://api.tianditu.gov.cn;");
  });

  it('天地图 with its key passes; behind a proxy without one, a reminder that the proxy adds it', async () => {
    expect(await checkDeploy(file('tianditu.json', { ...FILED, map: { provider: 'tianditu', key: 'tk-1' } }))).toMatchObject({ ok: true });
    const proxied = await checkDeploy(file('tianditu-proxy.json', { ...FILED, map: { provider: 'tianditu', tileUrl: '/tdt/{z}/{x}/{y}', geocoderUrl: '/tdt-geo' } }));
    expect(proxied.ok).toBe(true);
    expect(section(proxied.output, '提醒')).toEqual(['  - map.key 为空：天地图的瓦片和地址查询经代理，请确认代理会加上密钥（tk）']);
  });

  it.each([
    ['amap', '高德地图'],
    ['tencent', '腾讯地图'],
  ])('a %s web-service key readable in runtime-config.json is a warning pointing at the key proxy; behind the proxy with no key, it passes', async (provider, label) => {
    const exposed = await checkDeploy(file(`${provider}.json`, { ...FILED, map: { provider, key: 'web-service-key' } }));
    expect(exposed.ok).toBe(true);
    expect(section(exposed.output, '提醒')).toEqual([
      `  - map.key 写在 runtime-config.json 中，任何人都能读到：这是${label}的 Web 服务密钥，别人可以用它调用地址查询、耗尽配额。请让 Web 服务器代理地址查询并在服务器端加上密钥（README「密钥代理」；参考服务器的 /geo/ 代理即是一例），把 map.geocoderUrl 设为代理地址（如 /geo），map.key 留空`,
    ]);
    const proxied = await checkDeploy(file(`${provider}-proxy.json`, { ...FILED, map: { provider, geocoderUrl: '/geo' } }));
    expect(proxied.output).toMatch(/map\.key\s+（空）地址查询经代理，密钥由 Web 服务器加上/);
    expect(proxied.output).not.toContain('提醒');
    expect(proxied.output).toMatch(/检查通过。$/);
    const both = await checkDeploy(file(`${provider}-both.json`, { ...FILED, map: { provider, key: 'web-service-key', geocoderUrl: '/geo' } }));
    expect(section(both.output, '提醒')).toEqual(['  - map.geocoderUrl 已指向代理，map.key 却仍写在 runtime-config.json 中，任何人都能读到：密钥由代理加上时，请把 map.key 留空']);
    const none = await checkDeploy(file(`${provider}-none.json`, { ...FILED, map: { provider } }));
    expect(section(none.output, '提醒')).toEqual([`  - map.key 为空：${label}的地址查询需要 Web 服务密钥，请经密钥代理在服务器端加上（README「密钥代理」）`]);
  });

  it('filing numbers: shown when set, a reminder when one does not look like one', async () => {
    const { ok, output } = await checkDeploy(file('filing.json', { icp: 'ICP 12345', psb: '京公网安备11010802012345号', map: { provider: 'amap', geocoderUrl: '/geo' } }));
    expect(ok).toBe(true);
    expect(output).toMatch(/psb\s+京公网安备11010802012345号/);
    expect(section(output, '提醒')).toEqual(['  - icp（ICP 12345）不像 ICP 备案号，应形如 京ICP备12345678号-1']);
  });

  it('the README’s example config is fit for China: it passes with no reminder', async () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const example = /## Deploying[^]*?```json\n([^]*?)```/.exec(readme)?.[1];
    expect(example).toBeTruthy();
    const { ok, output } = await checkDeploy(file('readme.json', JSON.parse(example!)));
    expect(output).not.toContain('提醒');
    expect(ok).toBe(true);
  });

  it('exit status: 1 for the shipped OSM config and for a wrong one (the key and what is wrong), 0 for a config fit for China', () => {
    const run = (target: string) => spawnSync(process.execPath, ['--import', 'tsx', 'deploy/check-deploy.ts', target], { encoding: 'utf8' });
    const shipped = run('app/public/runtime-config.json');
    expect(shipped.status).toBe(1);
    expect(shipped.stderr).toContain('地图瓦片来自 OpenStreetMap');
    const bad = run(file('bad.json', { map: { provider: 'baidu' } }));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('map.provider: 应为 osm');
    const good = run(file('good.json', { ...FILED, map: { provider: 'amap', geocoderUrl: '/geo' } }));
    expect(good.stderr).toBe('');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('检查通过。');
  });
});
