import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeploy } from '../../deploy/check-deploy.ts';

// npm run check-deploy (issue 28 item 6): what each setting means, the CSP hosts, mixed content.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-'));
const file = (name: string, config: unknown) => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, JSON.stringify(config));
  return target;
};

describe('npm run check-deploy', () => {
  it('the shipped config: passes, and says what its empty settings mean', async () => {
    const { ok, output } = await checkDeploy('app/public/runtime-config.json');
    expect(ok).toBe(true);
    expect(output).toMatch(/supportChatUrl\s+（空）不显示右下角的悬浮客服图标/);
    expect(output).toMatch(/map\.provider\s+osm（OpenStreetMap）/);
    expect(output).toMatch(/地址查询\s+（空）无地址查询/);
    expect(output).toContain('img-src \'self\' data: blob: https://a.tile.openstreetmap.org https://b.tile.openstreetmap.org https://c.tile.openstreetmap.org;');
    expect(output).toContain('选点时在 WGS-84 与 GCJ-02（国测局坐标） 之间换算');
    expect(output).not.toContain("'unsafe-eval'");
  });

  it('a plain-http storage host is an error (mixed content); a provider without its key a reminder', async () => {
    const { ok, output } = await checkDeploy(file('http.json', { storageHost: 'http://oss.example.cn', map: { provider: 'tianditu' } }));
    expect(ok).toBe(false);
    expect(output).toContain('storageHost 是 http 地址（http://oss.example.cn）：以 https 提供的页面会拦截它（混合内容），请改用 https');
    expect(output).toContain('map.key 为空：天地图的地址查询和瓦片需要密钥');
    expect(output).toContain('https://t0.tianditu.gov.cn');
    expect(output).toContain("connect-src 'self' https://api.tianditu.gov.cn;");
  });

  it('a wrong config: the key and what is wrong, exit 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/check-deploy.ts', file('bad.json', { map: { provider: 'baidu' } })], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('map.provider: 应为 osm');
  });
});
