import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { countLoads, LOADS_FILE_PREFIX, recordLoads } from '../e2e/support/page-loads.ts';

// The CI's closing list of the slowest files also says how many times each browser file loaded
// the app (tests/e2e/support/page-loads.ts), summed over the file's describe blocks and the workers.
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => fs.readdirSync(dir).forEach((name) => fs.rmSync(path.join(dir, name))));

const file = (name: string, seconds: number, tests: number) => ({
  name: path.join(ROOT, name),
  startTime: 1_000,
  endTime: 1_000 + seconds * 1000,
  status: 'passed',
  assertionResults: Array.from({ length: tests }, (_, index) => ({ fullName: `test ${index}`, status: 'passed' })),
});

const slowest = async () => (await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/tools/slowest-files.ts'), dir, '10'], { cwd: ROOT })).stdout;

it('prints each browser file’s page loads beside its time, and the total', async () => {
  fs.writeFileSync(path.join(dir, 'vitest-1.json'), JSON.stringify({ testResults: [file('tests/e2e/walk.e2e.ts', 90, 5), file('tests/engine/rules.test.ts', 40, 12)] }));
  fs.writeFileSync(path.join(dir, `${LOADS_FILE_PREFIX}7.jsonl`), `${JSON.stringify({ file: path.join(ROOT, 'tests/e2e/walk.e2e.ts'), loads: 4 })}\n`);
  fs.writeFileSync(path.join(dir, `${LOADS_FILE_PREFIX}8.jsonl`), `${JSON.stringify({ file: path.join(ROOT, 'tests/e2e/walk.e2e.ts'), loads: 3 })}\n{"file":`);
  const lines = (await slowest()).split('\n');
  expect(lines.find((line) => line.includes('walk.e2e.ts'))).toMatch(/90\.0 s\s+5 tests\s+7 page loads\s+tests\/e2e\/walk\.e2e\.ts$/);
  expect(lines.find((line) => line.includes('rules.test.ts'))).toMatch(/40\.0 s\s+12 tests\s+tests\/engine\/rules\.test\.ts$/);
  expect(lines).toContain('The browser files loaded the app 7 times in all (3 to 4 CPU-s a load); most: walk.e2e.ts 7');
});

it('says nothing of loads when no browser file ran', async () => {
  fs.writeFileSync(path.join(dir, 'vitest-1.json'), JSON.stringify({ testResults: [file('tests/engine/rules.test.ts', 40, 12)] }));
  expect(await slowest()).not.toMatch(/page loads|loaded the app/);
});

it('countLoads counts the loads of a context’s pages, those opened later included; recordLoads writes them and starts again', () => {
  const before = process.env.TEST_TIMINGS_DIR;
  process.env.TEST_TIMINGS_DIR = dir;
  try {
    const first = new EventEmitter();
    const context = Object.assign(new EventEmitter(), { pages: () => [first] });
    countLoads(context as unknown as BrowserContext);
    first.emit('load');
    const opened = new EventEmitter();
    context.emit('page', opened);
    opened.emit('load');
    opened.emit('load');
    recordLoads('/somewhere/a.e2e.ts');
    recordLoads('/somewhere/b.e2e.ts');
    const written = fs.readFileSync(path.join(dir, `${LOADS_FILE_PREFIX}${process.pid}.jsonl`), 'utf8');
    expect(written).toBe(`${JSON.stringify({ file: '/somewhere/a.e2e.ts', loads: 3 })}\n${JSON.stringify({ file: '/somewhere/b.e2e.ts', loads: 0 })}\n`);
  } finally {
    if (before === undefined) delete process.env.TEST_TIMINGS_DIR;
    else process.env.TEST_TIMINGS_DIR = before;
  }
});
