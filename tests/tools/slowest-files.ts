// Prints the slowest test files of the runs recorded in TEST_TIMINGS_DIR (vitest's json reporter,
// switched on by that variable in vitest.config.ts). .ci/run calls it after `npm test`, pass or
// fail, so a slow or newly slow file is visible in every CI log.
import fs from 'node:fs';
import path from 'node:path';
import { LOADS_FILE_PREFIX } from '../e2e/support/page-loads.ts';

interface JsonAssertion {
  fullName: string;
  status: string;
  failureMessages?: string[];
}

interface JsonReport {
  testResults: { name: string; startTime: number; endTime: number; status: string; message?: string; assertionResults: JsonAssertion[] }[];
}

const dir = process.argv[2] ?? process.env.TEST_TIMINGS_DIR;
const count = Number(process.argv[3] ?? 10);
if (!dir || !fs.existsSync(dir)) {
  console.log('No test timings recorded (TEST_TIMINGS_DIR is not set or empty).');
} else {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as JsonReport).testResults;
      } catch {
        return []; // a run cut short leaves no complete report
      }
    })
    .map((file) => ({
      name: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
      status: file.status,
      message: file.message,
      failed: file.assertionResults.filter((test) => test.status === 'failed'),
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  // the browser files' page loads (tests/e2e/support/page-loads.ts), summed by file
  const loads = new Map<string, number>();
  for (const name of fs.readdirSync(dir).filter((entry) => entry.startsWith(LOADS_FILE_PREFIX))) {
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      try {
        const { file, loads: count } = JSON.parse(line) as { file: string; loads: number };
        const name = path.relative(root, file);
        loads.set(name, (loads.get(name) ?? 0) + count);
      } catch {
        // an empty or cut line
      }
    }
  }
  const loadsOf = (name: string) => (loads.has(name) ? `${String(loads.get(name)).padStart(3)} page loads  ` : '');
  console.log(`\nThe ${Math.min(count, files.length)} slowest of ${files.length} test files (${total.toFixed(0)} s in all, summed over files):`);
  for (const file of files.slice(0, count)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(3)} tests  ${loadsOf(file.name)}${file.status === 'passed' ? '' : `${file.status.toUpperCase()}  `}${file.name}`);
  }
  if (loads.size) {
    const most = [...loads].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`The browser files loaded the app ${[...loads.values()].reduce((sum, n) => sum + n, 0)} times in all (3 to 4 CPU-s a load); most: ${most.map(([name, n]) => `${path.basename(name)} ${n}`).join(', ')}`);
  }
  // What failed comes last, so the tail of a CI log names it (issue 32 item 6).
  const firstLine = (text = '') => text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
  const failures = files.flatMap((file) => [
    // vitest's json report keeps no message for a suite that failed as a whole (a hook threw)
    ...(file.status === 'failed' && file.failed.length === 0 ? [`${file.name}: ${firstLine(file.message) || 'a suite failed as a whole (its error is in vitest\'s "Failed" list above)'}`] : []),
    ...file.failed.map((test) => `${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  ]);
  if (failures.length) console.log(`\nFailed (${failures.length}):\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
}
