import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// A run with one failing test, one suite whose hook fails (its tests are skipped, not failed) and
// one file that fails to load: its last lines must name all three (file, suite or test), from the
// reporter `npm test` uses and from the CI's closing summary.
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'failures-reporter-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

fs.writeFileSync(
  path.join(dir, 'sums.test.ts'),
  `import { describe, expect, it } from 'vitest';\ndescribe('sums', () => {\n  it('adds', () => expect(1 + 1).toBe(2));\n  it('adds wrongly', () => expect(1 + 1).toBe(3));\n});\n`,
);
fs.writeFileSync(path.join(dir, 'broken.test.ts'), `throw new Error('cannot load this file');\n`);
fs.writeFileSync(
  path.join(dir, 'hooked.test.ts'),
  `import { beforeAll, describe, expect, it } from 'vitest';\ndescribe('with a hook', () => {\n  beforeAll(() => { throw new Error('the hook failed'); });\n  it('never runs', () => expect(1).toBe(1));\n});\n`,
);
fs.writeFileSync(
  path.join(dir, 'vitest.config.mjs'),
  `export default { test: { include: ['*.test.ts'], reporters: ['default', ${JSON.stringify(path.join(ROOT, 'tests/tools/failures-reporter.ts'))}, ['json', { outputFile: ${JSON.stringify(path.join(dir, 'timings/run.json'))} }]] } };\n`,
);

async function tail(command: string, args: string[]): Promise<string[]> {
  const output = await run(command, args, { cwd: dir, env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' } }).then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout,
  );
  return output.trimEnd().split('\n').slice(-6);
}

describe('a run that fails ends with what failed', () => {
  it('names the failed test and the file that did not load, in the last lines of vitest', async () => {
    const last = await tail(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.config.mjs', '--root', dir]);
    expect(last).toContain('Failed (3):');
    expect(last.some((line) => line.includes('✗ sums.test.ts › sums > adds wrongly: expected 2 to be 3'))).toBe(true);
    expect(last.some((line) => line.includes('✗ broken.test.ts: cannot load this file'))).toBe(true);
    expect(last.some((line) => line.includes('✗ hooked.test.ts › with a hook: the hook failed'))).toBe(true);
    expect(last.join('\n')).not.toContain('› sums > adds:');
  });

  it('and so does the CI summary printed after it', async () => {
    const last = await tail(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'tests/tools/slowest-files.ts'), path.join(dir, 'timings'), '10']);
    expect(last.some((line) => /✗ .*sums\.test\.ts › sums adds wrongly: .*expected 2 to be 3/.test(line))).toBe(true);
    expect(last.some((line) => /✗ .*broken\.test\.ts: .*cannot load this file/.test(line))).toBe(true);
    expect(last.some((line) => /✗ .*hooked\.test\.ts: a suite failed as a whole/.test(line))).toBe(true);
  });
});
