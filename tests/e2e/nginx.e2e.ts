import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCsp } from '../../deploy/check-deploy.ts';
import { chooseOption, DEMO_PASSWORD, ROOT, SESSION_ONCE_FLAGS, useBrowser } from './harness.ts';

// Issue 28 item 4: the build served by Debian's nginx with deploy/nginx.conf as shipped (only
// its port, root and API address changed), in front of the reference server: the headers, the
// caching, the history fallback, and a walk through login, a list page's add and the map. The
// runtime config points the map at the reference server's stand-ins, proxied like the API.

const NGINX = '/usr/sbin/nginx';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-nginx-'));
const dist = path.join(work, 'dist');
let nginx: ChildProcess | undefined;
let site = '';
let org = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A shipped server block (deploy/nginx.conf, deploy/nginx-subpath.conf) with its three deployment-specific lines set. */
function serverBlock(file: string, port: number, backend: string): string {
  const shipped = fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8');
  const server = shipped
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('root /srv/edu-backoffice/dist;', `root ${dist};`)
    .replaceAll('proxy_pass http://127.0.0.1:8080;', `proxy_pass ${backend};`)
    .replace('    location ^~ /uploads/ {', `    location ^~ /stand-in/ {\n        proxy_pass ${backend};\n    }\n    location ^~ /uploads/ {`);
  expect(server).not.toBe(shipped);
  return server;
}

/** Both shipped configurations inside a minimal main config: the app at / and at /org/. */
function nginxConfig(port: number, subPathPort: number, backend: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  const servers = `${serverBlock('nginx.conf', port, backend)}\n${serverBlock('nginx-subpath.conf', subPathPort, backend)}`;
  return `daemon off;\nworker_processes 1;\npid ${path.join(work, 'nginx.pid')};\nerror_log ${path.join(work, 'error.log')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n${servers}\n}\n`;
}

describe('the build behind nginx (deploy/nginx.conf)', () => {
  // as most users have it: no data saver, the idle warm-up on
  const t = useBrowser(undefined, { saveData: false });

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`This test needs nginx at ${NGINX}: apt-get install -y nginx-light (.ci/run installs it).`);
    fs.cpSync(process.env.DIST_DIR ?? path.join(ROOT, 'dist'), dist, { recursive: true });
    const shipped = JSON.parse(fs.readFileSync(path.join(dist, 'runtime-config.json'), 'utf8')) as Record<string, unknown>;
    const map = { provider: 'amap', key: 'stand-in', tileUrl: '/stand-in/tiles/{z}/{x}/{y}.svg', geocoderUrl: '/stand-in/amap' };
    fs.writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ ...shipped, map }));
    spawnSync('chmod', ['-R', 'a+rX', work]);
    const port = await freePort();
    const subPathPort = await freePort();
    fs.writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(port, subPathPort, t.server.url));
    const test = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')], { stdio: 'ignore' });
    site = `http://127.0.0.1:${port}`;
    org = `http://127.0.0.1:${subPathPort}/org`;
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (await fetch(site).then(() => true, () => false)) return;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`nginx did not answer:\n${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
  });
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('headers: the CSP without unsafe-eval, caching of hashed assets and none for index.html and runtime-config.json, the history fallback, compression', async () => {
    const index = await fetch(`${site}/`);
    const csp = index.headers.get('content-security-policy') ?? '';
    // as shipped: the CSP check-deploy prints for the shipped runtime-config.json
    expect(csp).toBe(deployCsp({ img: ['a', 'b', 'c'].map((s) => `https://${s}.tile.openstreetmap.org`), media: [], connect: [] }));
    expect(csp).not.toContain('unsafe-eval');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await index.text();
    // asset URLs are relative to index.html's <base href="/"> (one build for any prefix)
    expect(html).toContain('<base href="/" />');
    const script = /src="\.(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${site}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // the build's own .gz (vite.precompress.ts, gzip -9), sent as it is by gzip_static
    expect(Number(asset.headers.get('content-length'))).toBe(fs.statSync(path.join(dist, `${script}.gz`)).size);
    expect(asset.headers.get('content-security-policy')).toBe(csp);
    expect((await fetch(`${site}/runtime-config.json`)).headers.get('cache-control')).toBe('no-cache');
    const deep = await fetch(`${site}/school-branch/school-branch?page=1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(html);
    expect((await fetch(`${site}/assets/missing-0000.js`)).status).toBe(404);
    expect((await fetch(`${site}/api/nope`)).status).toBe(404);
    // stored files are the API's, even with a file type the build also has
    const upload = await fetch(`${site}/uploads/missing.png`);
    expect(upload.status).toBe(404);
    expect(upload.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves the same build under /org/ (deploy/nginx-subpath.conf): the base rewritten, relative assets, the history fallback', async () => {
    const index = await fetch(`${org}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    // the same headers as at the root: the two shipped files must not drift apart
    expect(index.headers.get('content-security-policy')).toBe(deployCsp({ img: ['a', 'b', 'c'].map((s) => `https://${s}.tile.openstreetmap.org`), media: [], connect: [] }));
    expect(index.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await index.text();
    expect(html).toContain('<base href="/org/" />');
    expect((await fetch(org, { redirect: 'manual' })).headers.get('location')).toMatch(/\/org\/$/);
    const deep = await fetch(`${org}/school-branch/school-branch?page=1`);
    expect(await deep.text()).toBe(html);
    const script = /src="\.(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${org}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${org}/runtime-config.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${org}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('walks login, a deep list page and a reload under /org/: every address stays inside the prefix', async () => {
    const page: Page = t.page;
    await page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(org).origin && !url.pathname.startsWith('/org/') && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/uploads/')) outside.push(url.pathname);
    });
    await page.goto(`${org}/dashboard`);
    // not logged in: the login inside the prefix, with the way back
    await page.waitForURL((url) => url.pathname === '/org/login');
    await page.getByLabel('用户名').fill('demo-school');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/org/dashboard');
    await page.getByRole('group', { name: '账户余额' }).waitFor();
    // a two-level route, loaded fresh: its scripts come from /org/assets, not /org/fxl-school/assets
    await page.goto(`${org}/fxl-school/fxl-school.major`);
    const view = page.locator('.page-view:not([hidden])');
    await view.locator('.config-list-table .ant-table-row').first().waitFor();
    // the tags bar's links and the sidebar lead inside the prefix
    const links = await page.locator('.tags-bar a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((href) => !href.startsWith('/org/'))).toEqual([]);
    await page.getByRole('navigation', { name: '主菜单' }).getByText('师资管理').click();
    await page.waitForURL((url) => url.pathname === '/org/fxl-school/fxl-school.teacher');
    await page.getByRole('navigation', { name: '主菜单' }).getByText('专业管理').click();
    await page.waitForURL((url) => url.pathname === '/org/fxl-school/fxl-school.major');
    await page.reload();
    await view.locator('.config-list-table .ant-table-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/org/fxl-school/fxl-school.major');
    expect(outside).toEqual([]);
    expect(t.errors).toEqual([]);
  });

  it('walks login, a list page with an add, and the map through nginx', async () => {
    const page: Page = t.page;
    await page.addInitScript((keys) => keys.forEach((key) => sessionStorage.setItem(key, '1')), SESSION_ONCE_FLAGS);
    await page.goto(`${site}/login`);
    await page.getByLabel('用户名').fill('demo-school');
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto(`${site}/fxl-school/fxl-school.major?branch_id=77`);
    const view = page.locator('.page-view:not([hidden])');
    await view.locator('.config-list-table .ant-table-row, .config-list-table .ant-empty').first().waitFor();
    await view.getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: '新增专业' }) });
    await add.getByPlaceholder('请输入专业名称').fill('经由 nginx 新增的专业');
    await chooseOption(add.locator('.ant-formily-item', { hasText: '层次' }), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    await add.getByRole('button', { name: '确定' }).click();
    await page.locator('.ant-message-notice', { hasText: '操作成功' }).first().waitFor();
    await view.getByRole('cell', { name: '经由 nginx 新增的专业' }).first().waitFor();

    await page.goto(`${site}/school-branch/school-branch`);
    await page.locator('.page-view:not([hidden])').getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const branch = page.getByRole('dialog').filter({ hasText: '详细地址' });
    await branch.getByRole('button', { name: '获取坐标' }).click();
    const map = page.getByRole('dialog', { name: '获取坐标' });
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    await map.getByLabel('搜索地址').fill('天安门');
    await map.getByLabel('搜索地址').press('Enter');
    await expect.poll(() => map.getByLabel('地址', { exact: true }).inputValue()).toBe('北京市东城区东长安街天安门');
    await map.getByRole('button', { name: '确定' }).click();
    await map.waitFor({ state: 'hidden' });
    await branch.getByText('经度：116.397499').waitFor();
    expect(t.errors).toEqual([]);
  });
});
