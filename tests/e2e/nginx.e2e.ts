// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployCsp } from '../../deploy/check-deploy.ts';
import { answers } from './support/answers.ts';
import { DEMO_PASSWORD, ROOT, SESSION_ONCE_FLAGS, useBrowser } from './support/harness.ts';
import { dialogTitled } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { chooseOption } from './support/drivers/select.ts';
import { listRows, listShown } from './support/drivers/table.ts';

// Issue 28 item 4: the build served by Debian's nginx with deploy/nginx.conf as shipped (only
// its port, root and API address changed), in front of the reference server: the headers, the
// caching, the history fallback, and a walk through login, a list page's add and the map. The
// runtime config points the map at the reference server's stand-ins, proxied like the API.
// Issue 55 item 4: nothing but the build is served (no source maps, no dotfiles, no file put
// beside the build), no error is cached, HTTP/2 and brotli over TLS, one copy of each header.

const NGINX = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static (.ci/run installs it): brotli_static in the shipped files. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-nginx-'));
const dist = path.join(work, 'dist');
const cert = path.join(work, 'site.crt');
const certKey = path.join(work, 'site.key');
let nginx: ChildProcess | undefined;
let site = '';
let org = '';
let tlsSite = '';
let tlsOrg = '';
/** The build's own top-level files, before the test puts anything beside them. */
let topLevel: string[] = [];

/** Files that are not the build, put beside it under root: none of them may be served. */
const PLANTED: Record<string, string> = {
  '.git/config': '[remote "origin"]\n\turl = https://PLANTED-SECRET@git.example.cn/edu.git\n',
  '.env': 'DB_PASSWORD=PLANTED-SECRET\n',
  '.htaccess': 'AuthUserFile PLANTED-SECRET\n',
  'data/db.json': '{"password":"PLANTED-SECRET"}',
  'assets/index-planted.js.map': '{"version":3,"sources":["PLANTED-SECRET.ts"],"mappings":""}',
  'index.html.map': '{"version":3,"sources":["PLANTED-SECRET.ts"],"mappings":""}',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** `text` with each [shipped, ours] pair replaced, every shipped text present. */
function replaceEach(text: string, pairs: [string, string][]): string {
  return pairs.reduce((result, [shipped, ours]) => {
    expect(result, `the shipped file no longer says ${shipped}`).toContain(shipped);
    return result.replaceAll(shipped, ours);
  }, text);
}

/** A shipped server block (deploy/nginx.conf, deploy/nginx-subpath.conf) with its deployment-specific lines set. */
function serverBlock(file: string, port: number, tlsPort: number, backend: string): string {
  const shipped = fs.readFileSync(path.join(ROOT, 'deploy', file), 'utf8');
  return replaceEach(shipped, [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`],
    ['/etc/nginx/ssl/edu-backoffice.crt;', `${cert};`],
    ['/etc/nginx/ssl/edu-backoffice.key;', `${certKey};`],
    ['root /srv/edu-backoffice/dist;', `root ${dist};`],
    ['proxy_pass http://127.0.0.1:8080;', `proxy_pass ${backend};`],
    ['    location ^~ /uploads/ {', `    location ^~ /stand-in/ {\n        proxy_pass ${backend};\n    }\n    location ^~ /uploads/ {`],
  ]);
}

/** Both shipped configurations inside a minimal main config: the app at / and at /org/. */
function nginxConfig(ports: { site: number; tls: number; org: number; orgTls: number }, backend: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  const servers = `${serverBlock('nginx.conf', ports.site, ports.tls, backend)}\n${serverBlock('nginx-subpath.conf', ports.org, ports.orgTls, backend)}`;
  return `load_module ${BROTLI_MODULE};\ndaemon off;\nworker_processes 1;\npid ${path.join(work, 'nginx.pid')};\nerror_log ${path.join(work, 'error.log')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n${servers}\n}\n`;
}

/** The header lines of an answer as sent (fetch joins repeated ones), by lower-case name. */
function rawHeaders(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Map<string, string[]> }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const lines = new Map<string, string[]>();
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          lines.set(name, [...(lines.get(name) ?? []), response.rawHeaders[i + 1]!]);
        }
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: lines }));
      })
      .on('error', reject);
  });
}

/** One GET over HTTP/2 (TLS, the test's own certificate): status, protocol, headers and body size. */
function http2Get(origin: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; protocol: string; headers: http2.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    const session = http2.connect(origin, { ca: fs.readFileSync(cert) });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, ...headers });
    let bytes = 0;
    let answer: http2.IncomingHttpHeaders = {};
    request.on('response', (received) => (answer = received));
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({ status: Number(answer[':status']), protocol, headers: answer, bytes });
    });
    request.on('error', reject);
    request.end();
  });
}

const OSM_CSP = () => deployCsp({ img: ['a', 'b', 'c'].map((s) => `https://${s}.tile.openstreetmap.org`), media: [], connect: [] });
/** The security headers of server/security.ts, which nginx sends too. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];

describe('the build behind nginx (deploy/nginx.conf)', () => {
  // as most users have it: no data saver, the idle warm-up on
  const t = useBrowser(undefined, { saveData: false });

  beforeAll(async () => {
    if (!fs.existsSync(NGINX)) throw new Error(`This test needs nginx at ${NGINX}: apt-get install -y nginx-light (.ci/run installs it).`);
    if (!fs.existsSync(BROTLI_MODULE)) throw new Error(`This test needs ${BROTLI_MODULE}: apt-get install -y libnginx-mod-http-brotli-static (.ci/run installs it).`);
    fs.cpSync(process.env.DIST_DIR ?? path.join(ROOT, 'dist'), dist, { recursive: true });
    topLevel = fs.readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
    const shipped = JSON.parse(fs.readFileSync(path.join(dist, 'runtime-config.json'), 'utf8')) as Record<string, unknown>;
    const map = { provider: 'amap', key: 'stand-in', tileUrl: '/stand-in/tiles/{z}/{x}/{y}.svg', geocoderUrl: '/stand-in/amap' };
    fs.writeFileSync(path.join(dist, 'runtime-config.json'), JSON.stringify({ ...shipped, map }));
    for (const [name, content] of Object.entries(PLANTED)) {
      fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      fs.writeFileSync(path.join(dist, name), content);
    }
    fs.mkdirSync(path.join(dist, '.well-known'));
    fs.writeFileSync(path.join(dist, '.well-known', 'security.txt'), 'Contact: mailto:security@example.cn\n');
    const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certKey, '-out', cert], { encoding: 'utf8' });
    expect(openssl.status, openssl.stderr).toBe(0);
    spawnSync('chmod', ['-R', 'a+rX', work]);
    const ports = { site: await freePort(), tls: await freePort(), org: await freePort(), orgTls: await freePort() };
    fs.writeFileSync(path.join(work, 'nginx.conf'), nginxConfig(ports, t.server.url));
    const test = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
    nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')], { stdio: 'ignore' });
    site = `http://127.0.0.1:${ports.site}`;
    org = `http://127.0.0.1:${ports.org}/org`;
    tlsSite = `https://127.0.0.1:${ports.tls}`;
    tlsOrg = `https://127.0.0.1:${ports.orgTls}`;
    if (!(await answers(site, 10_000))) throw new Error(`nginx did not answer:\n${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
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
    expect(csp).toBe(OSM_CSP());
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
    // the build's own .gz (build/precompress.ts, gzip -9), sent as it is by gzip_static
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
    expect(upload.headers.get('content-security-policy')).toBe(`${csp}; sandbox`);
  });

  it('serves the same build under /org/ (deploy/nginx-subpath.conf): the base rewritten, relative assets, the history fallback', async () => {
    const index = await fetch(`${org}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    // the same headers as at the root: the two shipped files must not drift apart
    expect(index.headers.get('content-security-policy')).toBe(OSM_CSP());
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

  it('serves nothing but the build: no source map, no dotfile, no file put beside it; client routes with dots still load the app', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const orgHtml = await (await fetch(`${org}/`)).text();
    const maps = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.map'));
    const refused = [...Object.keys(PLANTED), ...maps.slice(0, 3).map((name) => `assets/${name}`), '.git/', '.git/HEAD', 'secret.sql', 'favicon.ico'];
    for (const base of [site, org]) {
      for (const name of refused) {
        const answer = await fetch(`${base}/${name}`);
        const body = await answer.text();
        expect(body, `${base}/${name}`).not.toContain('PLANTED-SECRET');
        expect(answer.status, `${base}/${name}`).toBe(404);
        expect(answer.headers.get('cache-control'), `${base}/${name}`).toBe('no-store');
      }
      // the routes of the menus whose names hold dots are the app's, not missing files
      for (const route of ['/school-auth/school-auth.auth-form', '/order/order.order', '/fxl-school/fxl-school.train-class', '/dashboard']) {
        const answer = await fetch(`${base}${route}`);
        expect(answer.status, `${base}${route}`).toBe(200);
        expect(await answer.text()).toBe(base === site ? html : orgHtml);
      }
    }
    // outside the prefix, the sub-path server serves nothing of dist/
    const orgOrigin = new URL(org).origin;
    for (const name of ['/', '/index.html', '/runtime-config.json', '/.env', '/data/db.json', '/dashboard']) {
      const answer = await fetch(`${orgOrigin}${name}`);
      expect(answer.status, `${orgOrigin}${name}`).toBe(404);
      expect(await answer.text()).not.toContain('PLANTED-SECRET');
    }
    // /.well-known/ stays open (ACME challenges, security.txt), at the site's root
    for (const origin of [site, orgOrigin]) expect((await fetch(`${origin}/.well-known/security.txt`)).status).toBe(200);
  });

  it('serves every top-level file of the build from both files (a new file in app/public must be named in both)', async () => {
    // the .gz and .br copies are sent in place of their file, never asked for by name
    const files = topLevel.filter((name) => !/\.(gz|br)$/.test(name));
    expect(files).toContain('index.html');
    expect(files).toContain('runtime-config.json');
    for (const base of [site, org]) {
      for (const name of files) {
        const answer = await fetch(`${base}/${name}`);
        expect(answer.status, `${base}/${name}: add it to the list of top-level files in deploy/nginx.conf and deploy/nginx-subpath.conf`).toBe(200);
        const body = await answer.text();
        if (name === 'index.html') expect(body).toBe(await (await fetch(`${base}/`)).text());
        else expect(body).toBe(fs.readFileSync(path.join(dist, name), 'utf8'));
      }
    }
  });

  it('caches no error: a missing chunk is no-store, a found or revalidated one a year, the rest no-cache', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const script = /src="\.(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    for (const base of [site, org]) {
      const missing = await fetch(`${base}/assets/missing-0000.js`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
      const found = await fetch(`${base}${script}`);
      const etag = found.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      const again = await fetch(`${base}${script}`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const index = await fetch(`${base}/`, { headers: { 'if-none-match': (await fetch(`${base}/`)).headers.get('etag') ?? '' } });
      expect([200, 304]).toContain(index.status);
      expect(index.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(org, { redirect: 'manual' })).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends each security header once, /api and /uploads included (the backend sends its own: hidden), with the sandbox on stored files', async () => {
    const csp = OSM_CSP();
    for (const base of [site, org]) {
      const origin = new URL(base).origin;
      for (const [url, expectedCsp] of [
        [`${base}/`, csp],
        [`${base}/assets/missing-0000.js`, csp],
        [`${origin}/api/common/areas`, csp],
        [`${origin}/api/nope`, csp],
        [`${origin}/uploads/missing.png`, `${csp}; sandbox`],
      ] as const) {
        const { headers } = await rawHeaders(url);
        // (Vary may come twice on /api: the backend's Accept-Encoding and gzip_vary's, the same value)
        for (const name of [...SECURITY_HEADERS, 'cache-control']) {
          expect(headers.get(name)?.length ?? 0, `${name} of ${url}: ${JSON.stringify(headers.get(name))}`).toBeLessThanOrEqual(1);
        }
        for (const name of SECURITY_HEADERS) expect(headers.get(name), `${name} of ${url}`).toHaveLength(1);
        expect(headers.get('content-security-policy')).toEqual([expectedCsp]);
      }
    }
  });

  it('over TLS: HTTP/2, the build’s brotli copy to a browser that takes it, the gzip copy to one that does not', async () => {
    const html = await (await fetch(`${site}/`)).text();
    const script = /src="\.(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(fs.existsSync(path.join(dist, `${script}.br`))).toBe(true);
    for (const [origin, prefix] of [
      [tlsSite, ''],
      [tlsOrg, '/org'],
    ] as const) {
      const index = await http2Get(origin, `${prefix}/`);
      expect(index.protocol).toBe('h2');
      expect(index.status).toBe(200);
      expect(index.headers['content-security-policy']).toBe(OSM_CSP());
      const br = await http2Get(origin, `${prefix}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.bytes).toBe(fs.statSync(path.join(dist, `${script}.br`)).size);
      const gzip = await http2Get(origin, `${prefix}${script}`, { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.bytes).toBe(fs.statSync(path.join(dist, `${script}.gz`)).size);
      const plain = await http2Get(origin, `${prefix}${script}`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes).toBe(fs.statSync(path.join(dist, script)).size);
    }
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
    await listRows(view).first().waitFor();
    // the tags bar's links and the sidebar lead inside the prefix
    const links = await page.locator('.tags-bar a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(links.length).toBeGreaterThan(1);
    expect(links.filter((href) => !href.startsWith('/org/'))).toEqual([]);
    await page.getByRole('navigation', { name: '主菜单' }).getByText('师资管理').click();
    await page.waitForURL((url) => url.pathname === '/org/fxl-school/fxl-school.teacher');
    await page.getByRole('navigation', { name: '主菜单' }).getByText('专业管理').click();
    await page.waitForURL((url) => url.pathname === '/org/fxl-school/fxl-school.major');
    await page.reload();
    await listRows(view).first().waitFor();
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
    await listShown(view).waitFor();
    await view.getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = dialogTitled(page, '新增专业');
    await add.getByPlaceholder('请输入专业名称').fill('经由 nginx 新增的专业');
    await chooseOption(formField(add, '层次'), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    await add.getByRole('button', { name: '确定' }).click();
    await toastSaying(page, '操作成功').waitFor();
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
