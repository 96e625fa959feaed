// `npm run bench` (list volume, issue 59 items 2 and 4): the list call of 专业管理 (search, sort and
// filter fields, an export) as curves, not points. The reference server as a child process on a
// data folder seeded with 1,000 and then 100,000 majors for demo-school (the large seed's code,
// server/seed-large.ts, at those totals); for each, a plain page, a text search (a common part of
// a name and a rare one), a sort and a filter, at 10, 100 and 1,000 rows (the API answers at most
// 100 a page: 1,000 rows are 10 calls of 100, as a client must ask for them), p50 / p95 over
// BENCH_LIST_RUNS (30) calls each over keep-alive, with the browser's Accept-Encoding; and the
// export (all rows, at most 10,000) with the server's peak memory over its memory before it.
// Each row says how its time grows against its size: the exponent k of time ∝ size^k (ln of the
// ratio of times over ln of the ratio of sizes), linear for 0.8 ≤ k ≤ 1.2, better below, worse
// above. Then REFERENCE_SEED=large itself: its start on a fresh data folder and its 100,000
// 点击咨询 records, and the school search's 20,000 schools. Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { agent, cpuMs, killAll, peakDuring, request, seedFolder, startVolumeServer, type VolumeServer } from './list-volume-server.ts';
import { runInTempFolder } from './server-process.ts';
import { growth } from './static-pages.ts';

const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 30);
const MAJORS = '/api/organization/school-majors';
const CONSULTS = '/api/organization/consults';
const SIZES = [1_000, 100_000] as const;
const ROWS = [10, 100, 1_000] as const;
const MAX_PAGE = 100;
const BUDGET_MS = 50;

const KINDS: [string, string][] = [
  ['plain page', ''],
  ['search 会计 (common)', `name=${encodeURIComponent('会计')}`],
  ['search 西湖2026级 (rare)', `name=${encodeURIComponent('西湖2026级')}`],
  ['sort 学费 asc', 'sort=tuition&order=asc'],
  ['filter 层次=专升本', 'level=2'],
];

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
interface Figure {
  p50: number;
  p95: number;
  /** The server's CPU time per call (or per 10 calls for 1,000 rows), mean over the runs: what the load of other work leaves alone. */
  cpu?: number;
}
const figure = (values: number[]): Figure => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
/** What a growth is read from: the server's CPU time (steady under other load), else the p50. */
const basis = (f: Figure) => (f.cpu !== undefined && f.cpu > 0 ? f.cpu : f.p50);
const shown = (f: Figure) => `${ms(f.p50)} / ${ms(f.p95)}${f.cpu === undefined ? '' : ` (cpu ${ms(f.cpu)})`}`;

/** The body's text (brotli or gzip, as the server chose for the browser's Accept-Encoding). */
function text(body: Buffer): string {
  for (const inflate of [brotliDecompressSync, gunzipSync]) {
    try {
      return inflate(body).toString();
    } catch {
      // not this coding
    }
  }
  return body.toString();
}

/** `runs` timings of `rows` rows of `query` from page `first` on: one call of `rows`, or calls of 100 for more; and the list's total. */
async function timeRows(server: VolumeServer, path: string, query: string, rows: number, runs = RUNS, first = 1): Promise<{ figure: Figure; total: number }> {
  const size = Math.min(rows, MAX_PAGE);
  const url = (page: number) => `${server.url}${path}?${query ? `${query}&` : ''}page=${page}&page_size=${size}`;
  const probe = await request(url(first), server.headers);
  if (probe.status !== 200) throw new Error(`GET ${url(first)}: ${probe.status} ${text(probe.body)}`);
  const total = (JSON.parse(text(probe.body)) as { data: { total: number } }).data.total;
  const one = async () => {
    let spent = 0;
    for (let page = first; page < first + Math.ceil(rows / MAX_PAGE); page += 1) spent += (await request(url(page), server.headers)).ms;
    return spent;
  };
  for (let i = 0; i < 2; i += 1) await one(); // warm-up
  const times: number[] = [];
  const cpuBefore = cpuMs(server.pid);
  for (let i = 0; i < runs; i += 1) times.push(await one());
  return { figure: { ...figure(times), cpu: (cpuMs(server.pid) - cpuBefore) / runs }, total };
}

interface SizeResult {
  rows: Map<string, { figure: Figure; total: number }>;
  export: { ms: number; bytes: number; rows: number; peakMb: number; baseMb: number };
  startMs: number;
}

const key = (kind: string, rows: number) => `${kind}|${rows}`;

async function measureSize(tmp: string, distDir: string, majors: number): Promise<SizeResult> {
  const dataDir = fs.mkdtempSync(path.join(tmp, `data-${majors}-`));
  seedFolder(dataDir, { consults: 0, majors, teachers: 0, schools: 0 });
  const server = await startVolumeServer(dataDir, distDir);
  try {
    const rows = new Map<string, { figure: Figure; total: number }>();
    for (const [kind, query] of KINDS) {
      for (const count of ROWS) {
        const measured = await timeRows(server, MAJORS, query, count, count > MAX_PAGE ? Math.ceil(RUNS / 3) : RUNS);
        rows.set(key(kind, count), { figure: measured.figure, total: measured.total });
      }
    }
    // the export: twice (the first warms it), the second measured
    await request(`${server.url}${MAJORS}/export`, server.headers);
    const { result, baseMb, peakMb } = await peakDuring(server.pid, () => request(`${server.url}${MAJORS}/export`, server.headers));
    if (result.status !== 200) throw new Error(`export: ${result.status}`);
    return { rows, export: { ms: result.ms, bytes: result.body.length, rows: Math.min(majors, 10_000), peakMb, baseMb }, startMs: server.startMs };
  } finally {
    await server.stop();
  }
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function realLargeSeed(tmp: string, distDir: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'data-large-'));
  const server = await startVolumeServer(dataDir, distDir, { REFERENCE_SEED: 'large' });
  try {
    console.log(`\nREFERENCE_SEED=large on a fresh data folder: spawn to "listening on" in ${(server.startMs / 1000).toFixed(1)} s (budget 60 s)`);
    const cases: [string, string, string, number, number?][] = [
      ['点击咨询, page 1 of 100', CONSULTS, '', 100],
      ['点击咨询, page 500 of 100', CONSULTS, '', 100, 500],
      ['点击咨询, search 咨询人 王', CONSULTS, `name=${encodeURIComponent('王')}`, 100],
      ['点击咨询, search 咨询内容 学费', CONSULTS, `question=${encodeURIComponent('学费')}`, 100],
      ['点击咨询, search 咨询内容 园林可以申请 (rare)', CONSULTS, `question=${encodeURIComponent('园林可以申请')}`, 100],
      ['专业管理 (5,000), sort 学费 desc', MAJORS, 'sort=tuition&order=desc', 100],
      ['学校搜索 (search-page source), 职业, page of 10', '/api/common/schools', `name=${encodeURIComponent('职业')}`, 10],
    ];
    const body: string[][] = [];
    for (const [name, url, query, rows, first] of cases) {
      const measured = await timeRows(server, url, query, rows, RUNS, first);
      body.push([name, String(measured.total), shown(measured.figure), measured.figure.p95 <= BUDGET_MS ? 'within' : 'OVER']);
    }
    console.log(table(['call', 'total', 'ms p50 / p95', `${BUDGET_MS} ms`], body));
  } finally {
    await server.stop();
  }
}

async function main(tmp: string): Promise<void> {
  const distDir = path.join(tmp, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const [small, large] = [await measureSize(tmp, distDir, SIZES[0]), await measureSize(tmp, distDir, SIZES[1])];
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(`\nList call of 专业管理 (${MAJORS}), server ms p50 / p95 to the last byte over keep-alive, ${RUNS} calls (1,000 rows: 10 calls of 100, ${Math.ceil(RUNS / 3)} times); load average ${load} on ${os.availableParallelism()} cores`);
  console.log(`Server start on the seeded folder: ${(small.startMs / 1000).toFixed(1)} s at 1,000 majors, ${(large.startMs / 1000).toFixed(1)} s at 100,000 (its indexes made at the first start)\n`);
  const body: string[][] = [];
  for (const [kind] of KINDS) {
    for (const rows of ROWS) {
      const a = small.rows.get(key(kind, rows));
      const b = large.rows.get(key(kind, rows));
      if (!a || !b) continue;
      const ten = small.rows.get(key(kind, 10))?.figure;
      const perRows = rows === 10 || !ten ? '' : growth(basis(ten), basis(a.figure), 10, rows);
      body.push([
        kind,
        rows === 1_000 ? '1,000 (10×100)' : String(rows),
        `${shown(a.figure)} ${a.total} found`,
        `${shown(b.figure)} ${b.total} found`,
        growth(basis(a.figure), basis(b.figure), SIZES[0], SIZES[1]),
        perRows ? `${perRows} @1,000 rec` : '',
        rows === 100 ? (b.figure.p95 <= BUDGET_MS ? `within ${BUDGET_MS} ms` : `OVER ${BUDGET_MS} ms`) : '',
      ]);
    }
  }
  console.log(table(['kind', 'rows/page', '1,000 records: ms p50 / p95 (cpu)', '100,000 records', 'against stored records (server cpu)', 'against rows per page (server cpu)', 'p95 budget'], body));
  const exportBody = [small, large].map((result, i) => [
    `${SIZES[i]?.toLocaleString('en')} records`,
    result.export.rows.toLocaleString('en'),
    `${ms(result.export.ms)} ms`,
    `${(result.export.bytes / 1024).toFixed(0)} kB`,
    `+${(result.export.peakMb - result.export.baseMb).toFixed(1)} MB (from ${result.export.baseMb.toFixed(0)} MB)`,
  ]);
  exportBody[1]?.push(growth(small.export.ms, large.export.ms, small.export.rows, large.export.rows) + ' (against rows exported)');
  console.log(`\nExport (GET ${MAJORS}/export, every row up to 10,000, streamed), the server's peak resident memory over its memory before the call:`);
  console.log(table(['stored', 'rows', 'time', 'file', 'server peak memory', 'growth'], exportBody));
  await realLargeSeed(tmp, distDir);
}

await runInTempFolder('edu-bench-volume-', main, () => {
  killAll();
  agent.destroy();
});
