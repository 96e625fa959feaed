// `npm run bench` (third part): the reference server as a separate process (issue 4, Speed).
// Start time with a fresh DATA_DIR (median of 3) and again on an already seeded one, then
// 50 keep-alive connections for BENCH_SECONDS (10) against a seeded list call and, for
// comparison, the profile call. Prints figures; asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { killAll, runInTempFolder, startServer } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const FRESH_STARTS = 3;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(url: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One timed request; the body is drained, not kept. Resolves with the status (0 on a socket error). */
function timed(url: string, headers: Record<string, string>, latencies: number[]): Promise<number> {
  const began = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - began);
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', () => resolve(0));
  });
}

interface Row {
  name: string;
  requests: number;
  perSecond: number;
  mean: number;
  p50: number;
  p99: number;
  non200: number;
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);

async function load(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<Row> {
  const latencies: number[] = [];
  let non200 = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) if ((await timed(url, headers, latencies)) !== 200) non200 += 1;
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { name, requests: sorted.length, perSecond: sorted.length / elapsed, mean, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), non200 };
}

function listUrl(): string {
  const page = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/pages/school-major.json'), 'utf8')) as {
    list?: { api?: { list?: { url?: string } } };
  };
  const url = page.list?.api?.list?.url;
  if (!url) throw new Error('schemas/pages/school-major.json has no list.api.list.url');
  return url;
}

async function main(tmp: string): Promise<void> {
  const distDir = path.join(tmp, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');

  const fresh: number[] = [];
  let dataDir = '';
  for (let i = 0; i < FRESH_STARTS; i += 1) {
    dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
    const server = await startServer(dataDir, distDir);
    fresh.push(server.startMs);
    await server.stop();
  }
  const server = await startServer(dataDir, distDir);
  console.log(`\nReference server start (spawn to "listening on"), ${FRESH_STARTS} fresh DATA_DIRs: median ${median(fresh).toFixed(0)} ms (${fresh.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.log(`Second start on the same, already seeded DATA_DIR: ${server.startMs.toFixed(0)} ms`);
  try {
    const login = await request(`${server.url}/api/organization/login`, { 'content-type': 'application/json' }, 'POST', JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }));
    const token = (JSON.parse(login.text) as { data?: { token?: string } }).data?.token;
    if (login.status !== 200 || !token) throw new Error(`Login as demo-school failed (${login.status}): ${login.text}`);
    const headers = { 'org-token': token, 'site-name': 'cepsp' };
    const list = `${listUrl()}?page=1&page_size=10`;
    const sample = await request(`${server.url}${list}`, headers);
    const answer = JSON.parse(sample.text) as { data?: { data?: unknown[]; total?: number } };
    console.log(`GET ${list}: ${sample.status}, ${answer.data?.data?.length ?? 0} of ${answer.data?.total ?? 0} rows, ${sample.text.length} chars`);

    const targets: [string, string][] = [
      [`GET ${list}`, `${server.url}${list}`],
      ['GET /api/organization/profile', `${server.url}/api/organization/profile`],
    ];
    const rows: Row[] = [];
    for (const [name, url] of targets) {
      await load(name, url, headers, Math.min(1, SECONDS)); // warm-up, not counted
      rows.push(await load(name, url, headers, SECONDS));
    }
    console.log(`\nLoad: ${CONNECTIONS} keep-alive connections, ${SECONDS} s each (latencies in ms)`);
    console.table(
      rows.map((row) => ({
        call: row.name,
        requests: row.requests,
        'req/s': Math.round(row.perSecond),
        mean: Number(row.mean.toFixed(2)),
        p50: Number(row.p50.toFixed(2)),
        p99: Number(row.p99.toFixed(2)),
        'non-200': row.non200,
      })),
    );
  } finally {
    await server.stop();
  }
}

await runInTempFolder('edu-bench-load-', main, () => {
  killAll();
  agent.destroy();
});
