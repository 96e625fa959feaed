import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runTogether } from './run-together.ts';

// `npm test` runs the typechecks and the linter side by side (run-together.ts): a failing one must
// still fail the run, and say which, with its output whole and not mixed into the others'.
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('run-together', () => {
  it('runs the commands at the same time and keeps each output to itself', async () => {
    const started = Date.now();
    const outcomes = await runTogether(['node -e "setTimeout(() => console.log(\'first\'), 600)"', 'node -e "setTimeout(() => console.log(\'second\'), 600)"'], ROOT);
    expect(outcomes.map((outcome) => [outcome.code, outcome.output.trim()])).toEqual([
      [0, 'first'],
      [0, 'second'],
    ]);
    // side by side: the whole took less than the two one after the other
    const elapsed = (Date.now() - started) / 1000;
    expect(elapsed).toBeLessThan(outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0));
  });

  it('exits 1 and names the command that failed, printing its output', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/tools/run-together.ts', 'node -e "console.log(\'fine\')"', 'node -e "console.error(\'type error here\'); process.exit(2)"'], { cwd: ROOT });
    const failure = (await run.then(() => null, (error: unknown) => error)) as { code: number; stdout: string } | null;
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain('type error here');
    expect(failure?.stdout).toContain('failed with exit code 2');
    expect(failure?.stdout.trim().split('\n').at(-1)).toBe(`Failed: node -e "console.error('type error here'); process.exit(2)"`);
  });
});
