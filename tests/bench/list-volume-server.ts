// The reference server for the list-volume bench: a data folder seeded in this process at the
// size asked for (the large seed's code with other totals), the server as a child process on it
// (as server-process.ts starts it, with a longer limit: the large seed and its indexes), its
// calls timed over keep-alive, and its memory read from /proc.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/db.ts';
import { seedCore } from '../../server/seed.ts';
import { seedLarge, type LargeCounts } from '../../server/seed-large.ts';
import { seedPages } from '../../server/seed-pages.ts';
import { killAll, startServer } from './server-process.ts';


export interface VolumeServer {
  url: string;
  pid: number;
  startMs: number;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** Seeds `dataDir` as a first start would, then the large seed's code at `counts` (the bench's sizes). */
export function seedFolder(dataDir: string, counts: LargeCounts): void {
  const db = openDatabase(dataDir);
  try {
    seedCore(db);
    seedPages(db);
    seedLarge(db, counts);
  } finally {
    db.close();
  }
}

export { killAll };

export const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request; resolves with its status, its body and how long it took to the last byte (ms). */
export function request(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: Buffer; ms: number }> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - began }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Spawns server/main.ts on `dataDir` until `listening on <url>` (at most `limitMs`), then logs in as demo-school. */
export async function startVolumeServer(dataDir: string, distDir: string, env: Record<string, string> = {}, limitMs = 120_000): Promise<VolumeServer> {
  // the dev calls off, as a deployment runs
  const { url, pid, startMs, stop } = await startServer(dataDir, distDir, { REFERENCE_DEV: '0', ...env }, limitMs);
  const login = await request(`${url}/api/organization/login`, { 'content-type': 'application/json' }, 'POST', JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }));
  const token = (JSON.parse(login.body.toString()) as { data?: { token?: string } }).data?.token;
  if (login.status !== 200 || !token) {
    await stop();
    throw new Error(`Login as demo-school failed (${login.status}): ${login.body.toString()}`);
  }
  // as the browser asks: compressed answers
  const headers = { 'org-token': token, 'site-name': 'cepsp', 'accept-encoding': 'br, gzip' };
  return { url, pid, startMs, headers, stop };
}

/** A process's resident memory now, in MB (Linux /proc; NaN elsewhere). */
export function rssMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line?.[1] ? Number(line[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The CPU time a process has used so far, in ms (Linux /proc, user + system; 10 ms ticks; NaN elsewhere). */
export function cpuMs(pid: number): number {
  try {
    // the fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}
const TICKS = 100;

/** Runs `work` while reading the process's memory every 5 ms; answers its result and the peak over the memory before it (MB). */
export async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; baseMb: number; peakMb: number }> {
  const baseMb = rssMb(pid);
  let peakMb = baseMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 5);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, rssMb(pid));
    return { result, baseMb, peakMb };
  } finally {
    clearInterval(timer);
  }
}
