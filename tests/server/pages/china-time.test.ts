import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/passwords.ts';
import { tempFolder } from './harness.ts';

// Every time the reference server writes is China time, whatever the host's zone (issue 31
// item 1): the server runs as its own process with TZ set, since SQLite's 'localtime' reads it.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAJORS = '/api/organization/school-majors';
const MINUTE = 60_000;

/** 'YYYY-MM-DD HH:mm:ss' read as China time -> ms. */
const fromChinaTime = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);

interface Running {
  url: string;
  token: string;
  close(): void;
}

async function startWithZone(tz: string): Promise<Running> {
  const dataDir = tempFolder('edu-china-time-');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, TZ: tz, PORT: '0', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  const id = db.prepare("SELECT id FROM accounts WHERE user_name = 'demo-school'").pluck().get() as number;
  const token = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (token, account_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), id, new Date(Date.now() + 86_400_000).toISOString());
  db.close();
  return {
    url,
    token,
    close: () => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(['UTC', 'America/Los_Angeles'])('a server running with TZ=%s', (tz) => {
  let server: Running;
  beforeAll(async () => {
    server = await startWithZone(tz);
  }, 30_000);
  afterAll(() => server?.close());

  /** The answer's envelope; `data` is typed by each assertion that reads it. */
  const call = async <D = { updated_at: string }>(urlPath: string, method = 'GET', json?: unknown): Promise<{ message: string; data: D }> => {
    const headers: Record<string, string> = { accept: 'application/json', 'site-name': 'cepsp', 'org-token': server.token };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${urlPath}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    return (await res.json()) as { message: string; data: D };
  };

  it('writes created_at and updated_at of a new, edited and toggled record in China time', async () => {
    const added = await call<{ id: number; created_at: string; updated_at: string }>(MAJORS, 'POST', { name: '时区测试专业', level: 1, study_type: 1, years: 2, tuition: 3000 });
    expect(added.message).toBe('操作成功');
    const record = added.data;
    expect(Math.abs(fromChinaTime(record.created_at) - Date.now())).toBeLessThan(MINUTE);
    expect(record.updated_at).toBe(record.created_at);

    const edited = await call(`${MAJORS}/${record.id}`, 'PATCH', { name: '时区测试专业二' });
    expect(Math.abs(fromChinaTime(edited.data.updated_at) - Date.now())).toBeLessThan(MINUTE);
    await call(`${MAJORS}/active`, 'PUT', { ids: [record.id], active: 0 });
    const detail = await call(`${MAJORS}/${record.id}`);
    expect(Math.abs(fromChinaTime(detail.data.updated_at) - Date.now())).toBeLessThan(MINUTE);
  });

  it('seeds the demo records in China time too, so a new record is the newest of all', async () => {
    const rows = (await call<{ data: { name: string; created_at: string }[] }>(`${MAJORS}?page_size=50`)).data.data;
    const times = rows.map((row) => fromChinaTime(row.created_at));
    const fresh = rows.findIndex((row) => row.name === '时区测试专业二');
    expect(Math.max(...times)).toBe(times[fresh]);
    // the newest seeded major was written two days before the server started
    const seeded = Math.max(...times.filter((_, i) => i !== fresh));
    expect(Math.abs(seeded - (Date.now() - 2 * 24 * 60 * MINUTE))).toBeLessThan(2 * MINUTE);
  });
});
