import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db.ts';
import { PROJECT_ROOT, ServerOptionsError, startServer, type RunningServer } from '../../server/main.ts';
import { call, DEMO_PASSWORD } from './core/helpers.ts';

// Nothing in the data folder takes the server down (issue 15, item 5): a seed record that cannot
// be stored, seed pictures that cannot be written, an uploads folder that is a file. Each time
// the server starts, says what is wrong on stderr in Chinese and English, and serves every other
// call; only a DATA_DIR that cannot hold the database stops it, with a clear message.

const roots: string[] = [];
const running: RunningServer[] = [];
let stderr: string[] = [];
beforeEach(() => {
  stderr = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void stderr.push(args.map(String).join(' ')));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((server) => server.close()));
});
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function dataFolder(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-seed-guard-'));
  roots.push(root);
  return path.join(root, 'data');
}

async function start(dataDir: string): Promise<RunningServer> {
  const server = await startServer({ host: '127.0.0.1', port: 0, dataDir, schemasDir: path.join(PROJECT_ROOT, 'schemas'), distDir: path.join(dataDir, '..', 'dist') });
  running.push(server);
  return server;
}

async function login(url: string, user = 'demo-school'): Promise<string> {
  const answer = await call(url, '/api/organization/login', { method: 'POST', body: { user_name: user, password: DEMO_PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.json.data.token as string;
}

/** The calls every test expects to work whatever is wrong with the seed: login, profile, a list page, notifications. */
async function expectServing(url: string): Promise<void> {
  const token = await login(url);
  expect((await call(url, '/api/organization/profile', { token })).status).toBe(200);
  const majors = await call(url, '/api/organization/school-majors?page=1&page_size=10', { token });
  expect(majors.status).toBe(200);
  expect((await call(url, '/api/organization/profile/notifications?page=1&page_size=10', { token })).status).toBe(200);
}

const log = () => stderr.join('\n');

describe('a bad seed or uploads folder never stops the server', () => {
  it('DATA_DIR/uploads is a file: starts, says so on stderr, serves the rest; an upload answers a plain Chinese 500', async () => {
    const dataDir = dataFolder();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads'), 'not a folder');
    const server = await start(dataDir);
    expect(log()).toContain('上传文件夹不可用');
    expect(log()).toContain('is a file, not a folder');
    expect(log()).toContain('演示图片未能写入');
    expect(log()).toContain('The demo pictures could not be written');
    await expectServing(server.url);

    const token = await login(server.url);
    const body = new FormData();
    body.append('file', new File(['%PDF-1.4 test'], '方案.pdf', { type: 'application/pdf' }));
    const upload = await call(server.url, '/api/organization/common/upload-file', { method: 'POST', token, body });
    expect(upload.status).toBe(500);
    expect(upload.json.message).toBe('文件保存失败，请联系管理员');
    expect(JSON.stringify(upload.json)).not.toMatch(/ENOTDIR|EEXIST|\.ts:|at /);
    // the seeded pictures' paths answer 404, not an error
    expect((await fetch(`${server.url}/uploads/seed/logo-1.svg`)).status).toBe(404);
  });

  it('a seed picture cannot be written (uploads/seed is a file): the records are seeded, the pictures reported', async () => {
    const dataDir = dataFolder();
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'seed'), 'not a folder');
    const server = await start(dataDir);
    expect(log()).toContain('演示图片未能写入');
    expect(log()).not.toContain('上传文件夹不可用');
    await expectServing(server.url);
    const token = await login(server.url);
    // the library pictures (another folder) were written and are listed
    const library = await call(server.url, '/api/common/image-bases?page=1&page_size=10', { token });
    expect(library.status).toBe(200);
  });

  it('a seed record the database refuses: the seed step is reported and rolled back, the server serves the rest', async () => {
    const dataDir = dataFolder();
    const db = openDatabase(dataDir);
    // a broken record: every notification and every page record is refused
    db.exec("CREATE TRIGGER broken_notice BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'broken seed record'); END;");
    db.close();
    const server = await start(dataDir);
    expect(log()).toMatch(/\[seed\] 演示数据未能写入：broken seed record/);
    expect(log()).toContain('Could not seed the demo data: broken seed record');
    // the demo accounts and their page data are there; the core data rolled back whole
    const token = await login(server.url);
    expect((await call(server.url, '/api/organization/school-majors?page=1&page_size=10', { token })).json.data.total).toBeGreaterThan(0);
    const notices = await call(server.url, '/api/organization/profile/notifications?page=1&page_size=10', { token });
    expect(notices.status).toBe(200);

    // fixed: the next start seeds what was missing
    await Promise.all(running.splice(0).map((one) => one.close()));
    const fixed = openDatabase(dataDir);
    fixed.exec('DROP TRIGGER broken_notice');
    fixed.close();
    stderr = [];
    const again = await start(dataDir);
    expect(log()).not.toContain('[seed]');
    const seeded = await call(again.url, '/api/organization/profile/notifications?page=1&page_size=10', { token: await login(again.url) });
    expect(seeded.json.data.total).toBeGreaterThan(0);
  });

  it('a page record the database refuses: the page data is reported, the core calls serve', async () => {
    const dataDir = dataFolder();
    const db = openDatabase(dataDir);
    db.exec("CREATE TRIGGER broken_page BEFORE INSERT ON page_records BEGIN SELECT RAISE(ABORT, 'broken page record'); END;");
    db.close();
    const server = await start(dataDir);
    expect(log()).toContain('演示账号的页面数据未能写入：broken page record');
    expect(log()).toContain('Could not seed the demo accounts’ page data');
    await expectServing(server.url);
  });

  it('a DATA_DIR that is a file stops the start with a clear message, not a stack trace', async () => {
    const root = path.dirname(dataFolder());
    const file = path.join(root, 'data-file');
    fs.writeFileSync(file, 'x');
    const failure = await start(file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerOptionsError);
    expect((failure as Error).message).toContain('DATA_DIR 无法用作数据文件夹');
    expect((failure as Error).message).toContain('cannot be used as the data folder');
  });
});
