import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileHints } from '../../vite.compile-hints.ts';

// The build's compile hint (vite.compile-hints.ts): the chunks with Formily start with V8's
// comment on their very first line (V8 reads it nowhere else), their source maps move down the
// line it takes, and other chunks are left alone. Checked on a real build: Vite writes its own
// first line (the preload map of a chunk with dynamic imports) after the plugins' hooks, and the
// hint had been pushed to line 2 by it without any test noticing.

const HINT = '//# allFunctionsCalledOnLoad';
const ROOT = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('compile hints', () => {
  it('start a Formily chunk with the hint, one with dynamic imports too, its map a line down, and leave the others', async () => {
    // an entry with Formily that loads two chunks later, neither of them with Formily of its own
    fs.writeFileSync(path.join(work, 'form.js'), `import { isArr } from '@formily/shared';\ndocument.body.onclick = () => Promise.all([import('./more-form.js'), import('./login.js')]).then(console.log);\nconsole.log(isArr([]));\n`);
    // (its stylesheet makes Vite preload it with the chunk, which gives the entry its preload map)
    fs.writeFileSync(path.join(work, 'more-form.css'), '.more { color: red }\n');
    fs.writeFileSync(path.join(work, 'more-form.js'), `import './more-form.css';\nimport { Path } from '@formily/path';\nexport const parsed = Path.parse('a.b');\n`);
    fs.writeFileSync(path.join(work, 'login.js'), `export const login = () => 'login';\n`);
    await build({
      configFile: false,
      root: work,
      logLevel: 'silent',
      resolve: { alias: { '@formily': path.join(ROOT, 'node_modules/@formily') } },
      plugins: [compileHints()],
      base: './',
      build: { outDir: path.join(work, 'dist'), sourcemap: true, minify: false, lib: false, rolldownOptions: { input: path.join(work, 'form.js'), output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } } },
    });
    const read = (name: string) => fs.readFileSync(path.join(work, 'dist', name), 'utf8');
    const entry = read('form.js');
    expect(entry).toContain('__vite__mapDeps'); // the case that broke: Vite's own first line
    expect(entry.split('\n')[0]).toBe(HINT);
    expect(read('login.js')).not.toContain(HINT);
    // the map's first line (the hint's) maps nothing, and the code under it keeps its mappings
    const mappings = (JSON.parse(read('form.js.map')) as { mappings: string }).mappings;
    expect(mappings.startsWith(';')).toBe(true);
    expect(mappings.split(';').slice(1).some((line) => line.length > 0)).toBe(true);
  });
});
