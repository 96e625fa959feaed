import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './import-graph.ts';

// The root holds configuration only (issue 56, HOUSE-PLAN.md): the Vite plugins live in build/,
// the test projects in vitest.config.ts, everything else in its folder.
const CONFIG_ONLY = ['.gitignore', 'README.md', 'eslint.config.js', 'package-lock.json', 'package.json', 'tsconfig.json', 'vite.config.ts', 'vitest.config.ts'];

describe('the root of the repository', () => {
  it('holds only the configuration files, the README and the lock', () => {
    const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const atRoot = tracked.filter((file) => file !== '' && !file.includes('/'));
    expect(atRoot.filter((file) => !CONFIG_ONLY.includes(file))).toEqual([]);
    expect(atRoot).toEqual(expect.arrayContaining(['vite.config.ts', 'vitest.config.ts', 'package.json']));
  });
});
