import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '../../../server/dialect.ts';
import { startServer, type RunningServer } from '../../../server/main.ts';
import { hashToken } from '../../../server/passwords.ts';

// A reference server on a free port with a fresh DATA_DIR, for one test file (beforeAll /
// afterAll), and sessions made straight in its database (no login round trip).

export interface PagesServer {
  url: string;
  dataDir: string;
  /** A second connection to the server's database. */
  db: Database.Database;
  /** A live session token of the account. */
  tokenOf(userName: string): string;
  /** fetch against the server with the account's org-token (none when userName is null). */
  call(userName: string | null, urlPath: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  /** call(...) then its JSON body. */
  json<T = ApiAnswer>(userName: string | null, urlPath: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

// Answers are read loosely in the tests: each assertion says which keys it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer of any call, read field by field in the assertions
export interface ApiAnswer<D = any> {
  code: number;
  message: string;
  data: D;
  errors?: Record<string, string[]>;
}

export function tempFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startPagesServer(options: { schemasDir?: string; dialect?: Dialect } = {}): Promise<PagesServer> {
  const dataDir = tempFolder('edu-pages-data-');
  const running: RunningServer = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    schemasDir: options.schemasDir ?? path.join(dataDir, 'no-extra-schemas'),
    distDir: path.join(dataDir, 'no-dist'),
    dialect: options.dialect,
  });
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  const tokens = new Map<string, string>();
  const tokenOf = (userName: string) => {
    const known = tokens.get(userName);
    if (known) return known;
    const id = db.prepare('SELECT id FROM accounts WHERE user_name = ?').pluck().get(userName) as number | undefined;
    if (id === undefined) throw new Error(`no account ${userName}`);
    const token = randomBytes(24).toString('base64url');
    db.prepare('INSERT INTO sessions (token, account_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), id, new Date(Date.now() + 86_400_000).toISOString());
    tokens.set(userName, token);
    return token;
  };
  const call = (userName: string | null, urlPath: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('accept', 'application/json');
    headers.set('site-name', 'cepsp');
    if (userName) headers.set('org-token', tokenOf(userName));
    const { json, ...rest } = init;
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${running.url}${urlPath}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  };
  return {
    url: running.url,
    dataDir,
    db,
    tokenOf,
    call,
    json: async <T>(userName: string | null, urlPath: string, init?: RequestInit & { json?: unknown }) => {
      const res = await call(userName, urlPath, init);
      return { status: res.status, body: (await res.json()) as T };
    },
    close: async () => {
      db.close();
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for the whole test file. */
export function serverForFile(options: { schemasDir?: () => string; dialect?: Dialect } = {}): () => PagesServer {
  let server: PagesServer | undefined;
  beforeAll(async () => {
    server = await startPagesServer({ schemasDir: options.schemasDir?.(), dialect: options.dialect });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}
