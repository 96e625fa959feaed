import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { peekCaptcha } from '../../../server/captcha.ts';
import { openDatabase, type Db } from '../../../server/db.ts';
import { seedDemoAccounts } from '../../../server/seed.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEMO_PASSWORD = 'Demo@2026';

export interface CoreServer {
  url: string;
  dataDir: string;
  db: Db;
  /** fetch of `path` on the server, JSON body and org-token optional. */
  call(path: string, init?: CallInit): Promise<Answer>;
  /** Logs in and gives the token. */
  login(userName: string, password?: string): Promise<string>;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer of any call, read field by field in the assertions
  json: any;
}

/**
 * Starts the reference server on a free port with a fresh DATA_DIR for the tests of a file, as
 * startServer does (migrations, demo accounts, createApp), and stops it afterwards. `env` is set
 * while the app is created (REFERENCE_FAULTS and the like are read then); the dev calls are on
 * (REFERENCE_DEV=1) unless `env` says otherwise.
 */
export function coreServerForFile(settings: Record<string, string> = {}): CoreServer {
  const env = { REFERENCE_DEV: '1', ...settings };
  const server = {} as CoreServer;
  let close: () => Promise<void> = async () => {};
  let root = '';
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-core-'));
    const dataDir = path.join(root, 'data');
    const db = openDatabase(dataDir);
    seedDemoAccounts(db);
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    const app = createApp({ db, distDir: path.join(root, 'dist'), schemasDir: path.join(ROOT, 'schemas') });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    const running = await new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
      const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
        resolve({ port: info.port, close: () => new Promise<void>((done) => http.close(() => done())) }),
      );
    });
    close = async () => {
      await running.close();
      db.close();
    };
    Object.assign(server, {
      url: `http://127.0.0.1:${running.port}`,
      dataDir,
      db,
      call: (p: string, init: CallInit = {}) => call(server.url, p, init),
      login: async (userName: string, password = DEMO_PASSWORD) => {
        const answer = await call(server.url, '/api/organization/login', { method: 'POST', body: { user_name: userName, password } });
        if (answer.status !== 200) throw new Error(`login ${userName}: ${JSON.stringify(answer.json)}`);
        return answer.json.data.token as string;
      },
    });
  });
  afterAll(async () => {
    await close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  return server;
}

export async function call(base: string, p: string, init: CallInit = {}): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'site-name': 'cepsp', ...init.headers };
  if (init.token) headers['org-token'] = init.token;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(base + p, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, json };
}

/** The characters of a captcha image (they are drawn as SVG text). */
export function readCaptcha(db: Db, key: string): string {
  // the SVG holds no text to read (issue 15): the answer as the dev call gives it
  return peekCaptcha(db, key) ?? '';
}

/** The SVG source of a captcha's data URL. */
export function captchaSvg(img: string): string {
  return Buffer.from(img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
}
