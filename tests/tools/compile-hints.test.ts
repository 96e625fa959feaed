import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileHints, SMALL, wantsHint } from '../../build/compile-hints.ts';

// The build's compile hint (build/compile-hints.ts): the app's chunks start with V8's comment on
// their very first line (V8 reads it nowhere else) and their source maps move down the line it
// takes; the chunks of a library a screen runs only in part (Leaflet here) and small chunks are
// left alone. Checked on a real build: Vite writes its own
// first line (the preload map of a chunk with dynamic imports) after the plugins' hooks, and the
// hint had been pushed to line 2 by it without any test noticing.

const HINT = '//# allFunctionsCalledOnLoad';
const ROOT = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('compile hints', () => {
  it('start a chunk with the hint, one with dynamic imports too, its map a line down, and leave a partly used library and a small chunk alone', async () => {
    // an entry with Formily that loads three chunks later
    fs.writeFileSync(path.join(work, 'form.js'), `import { isArr } from '@formily/shared';\ndocument.body.onclick = () => Promise.all([import('./more-form.js'), import('./login.js'), import('./map.js')]).then(console.log);\nconsole.log(isArr([]));\n`);
    // (its stylesheet makes Vite preload it with the chunk, which gives the entry its preload map)
    fs.writeFileSync(path.join(work, 'more-form.css'), '.more { color: red }\n');
    // a chunk of the app's own code, over SMALL bytes
    const own = Array.from({ length: 40 }, (_, index) => `export function step${index}(value) { return value.map((item) => item + ${index}).filter(Boolean); }`).join('\n');
    fs.writeFileSync(path.join(work, 'more-form.js'), `import './more-form.css';\n${own}\n`);
    fs.writeFileSync(path.join(work, 'login.js'), `export const login = () => 'login';\n`);
    fs.writeFileSync(path.join(work, 'map.js'), `import L from 'leaflet';\nexport const map = (element) => L.map(element);\n`);
    await build({
      configFile: false,
      root: work,
      logLevel: 'silent',
      resolve: { alias: { '@formily': path.join(ROOT, 'node_modules/@formily'), leaflet: path.join(ROOT, 'node_modules/leaflet') } },
      plugins: [compileHints()],
      base: './',
      build: { outDir: path.join(work, 'dist'), sourcemap: true, minify: false, lib: false, rolldownOptions: { input: path.join(work, 'form.js'), output: { entryFileNames: '[name].js', chunkFileNames: '[name].js' } } },
    });
    const read = (name: string) => fs.readFileSync(path.join(work, 'dist', name), 'utf8');
    const entry = read('form.js');
    expect(entry).toContain('__vite__mapDeps'); // the case that broke: Vite's own first line
    expect(entry.split('\n')[0]).toBe(HINT);
    expect(read('more-form.js').split('\n')[0]).toBe(HINT);
    const login = read('login.js');
    expect(login.length).toBeLessThan(SMALL);
    expect(login).not.toContain(HINT);
    const map = read('map.js');
    expect(map.length).toBeGreaterThan(SMALL);
    expect(map).not.toContain(HINT);
    // the map's first line (the hint's) maps nothing, and the code under it keeps its mappings
    const mappings = (JSON.parse(read('form.js.map')) as { mappings: string }).mappings;
    expect(mappings.startsWith(';')).toBe(true);
    expect(mappings.split(';').slice(1).some((line) => line.length > 0)).toBe(true);
  });

  it('leaves out the libraries used in part, on either path separator', () => {
    expect(wantsHint(['/app/app/shell/layout.tsx', '/app/node_modules/antd/es/table/Table.js'], 50_000)).toBe(true);
    for (const library of ['echarts/lib/chart/line.js', 'zrender/lib/zrender.js', '@tiptap/core/dist/index.js', 'prosemirror-view/dist/index.js', 'leaflet/dist/leaflet-src.js', 'react-leaflet/lib/MapContainer.js']) {
      expect(wantsHint([`/app/app/dashboard/chart.tsx`, `/app/node_modules/${library}`], 50_000)).toBe(false);
      expect(wantsHint([`C:\\app\\node_modules\\${library.split('/').join('\\')}`], 50_000)).toBe(false);
    }
    expect(wantsHint(['/app/app/shell/layout.tsx'], SMALL - 1)).toBe(false);
  });
});
