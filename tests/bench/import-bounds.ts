// `npx tsx tests/bench/import-bounds.ts` (issue 58 item 2): the majors import of the reference
// server, a separate process, given the files an attacker would send: 500,000 one-cell rows
// (about 3.9 MB) and zip bombs whose sheet inflates to 1 GiB from about 1 MB (the archive telling
// the truth about that size, and lying about it). For each: the answer's time, status and
// message, and the server process's resident memory (VmRSS) before and after, and its peak
// (VmHWM) after, each in a fresh server that has first imported a 2-row file. Prints figures; asserts nothing (tests/server/pages/import-bounds.test.ts does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bombXlsx, manyRowsXlsx } from '../server/pages/xlsx-makers.ts';
import { children, startServer } from './server-process.ts';

const MiB = 1024 * 1024;

/** VmRSS and VmHWM of a process, in MiB (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const files: [string, () => Buffer][] = [
  ['500,000 rows', () => manyRowsXlsx(500_000)],
  ['1 GiB bomb, true size declared', () => bombXlsx()],
  ['1 GiB bomb, 4 kB declared', () => bombXlsx({ declared: 4096 })],
  // the cost of the upload itself: as many bytes, refused by their first bytes
  ['control: 3.7 MB, no zip', () => Buffer.alloc(3_870_000, 0x01)],
];
console.log('\nMajors import, a fresh server process for each file: time of the answer, its RSS before -> after (peak)\n');
for (const [name, make] of files) {
  const bytes = make();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-bounds-data-'));
  const server = await startServer(dataDir, path.join(dataDir, 'no-dist'));
  try {
    const pid = [...children].at(-1)?.pid;
    if (!pid) throw new Error('no server process');
    const login = await fetch(`${server.url}/api/organization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'demo-school', password: 'Demo@2026' }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`Login as demo-school failed (${login.status})`);
    const upload = (file: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'majors.xlsx');
      return fetch(`${server.url}/api/organization/school-majors/import`, { method: 'POST', headers: { 'org-token': token, 'site-name': 'cepsp' }, body: form });
    };
    // first a 2-row file, so that the figures are the file's own (not the first call's modules and JIT)
    await (await upload(manyRowsXlsx(2))).text();
    const before = memoryOf(pid);
    const began = performance.now();
    const response = await upload(bytes);
    const text = await response.text();
    const ms = performance.now() - began;
    const after = memoryOf(pid);
    let message: string;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? '';
    } catch {
      message = text.slice(0, 80);
    }
    console.log(
      `  ${name.padEnd(32)} ${(bytes.length / MiB).toFixed(2)} MB  ${ms.toFixed(0).padStart(6)} ms  ${response.status}  answer ${(text.length / MiB).toFixed(2)} MB  ` +
        `RSS ${before.rss.toFixed(0)} -> ${after.rss.toFixed(0)} MiB (peak ${after.peak.toFixed(0)})  ${message.slice(0, 60)}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
