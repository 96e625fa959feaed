import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 55 item 3 (b): the compatibility lint (eslint-plugin-compat with package.json's
// "browserslist") refuses an API the floor lacks in product code, unless it is polyfilled
// (app/floor/polyfills.json); tests and the server run in Node and are not its concern.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const POLYFILLED = (JSON.parse(fs.readFileSync(path.join(ROOT, 'app/floor/polyfills.json'), 'utf8')) as { api: string }[]).map((polyfill) => polyfill.api);

async function compatErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'compat/compat').map((message) => message.message);
}

describe('the browser floor in the lint (compat/compat)', () => {
  // (the plugin's data, from MDN, knows the web's APIs; the language's newest builtins, such as
  // Object.groupBy, are the browser test's: browser-floor.e2e.ts deletes them before the page loads)
  it.each([
    ['app/screens/x.ts', 'export const id = crypto.randomUUID();', 'Crypto.randomUUID() is not supported in Edge 86, Chrome 86'],
    ['adapters/http/x.ts', 'export const words = new Intl.Segmenter("zh");', 'Intl.Segmenter() is not supported in Firefox 115, Edge 86, Chrome 86'],
    ['engine/form/x.ts', 'export const pattern = new URLPattern({ pathname: "/a" });', 'URLPattern is not supported'],
    ['app/shell/x.tsx', 'export const later = () => scheduler.postTask(() => 1);', 'scheduler is not supported'],
  ])('%s: %s is refused', async (file, code, expected) => {
    const errors = await compatErrors(file, code);
    expect(errors.join('\n')).toContain(expected);
  });

  it('a polyfilled API is refused too once it is not declared (the declaration is what lets it pass)', async () => {
    const bare = new ESLint({ cwd: ROOT, overrideConfig: { files: ['adapters/**/*.ts'], settings: { polyfills: [] } } });
    const [result] = await bare.lintText('export const a = structuredClone({});', { filePath: path.join(ROOT, 'adapters/x.ts') });
    expect(result?.messages.filter((message) => message.ruleId === 'compat/compat').map((message) => message.message)).toEqual([expect.stringContaining('structuredClone is not supported in Edge 86, Chrome 86')]);
  });

  it('what is polyfilled passes: structuredClone, Object.hasOwn, AbortSignal.timeout', async () => {
    expect(POLYFILLED).toEqual(expect.arrayContaining(['structuredClone', 'Object.hasOwn', 'AbortSignal.timeout']));
    expect(await compatErrors('adapters/x.ts', 'export const a = structuredClone({}); export const b = Object.hasOwn({}, "a"); export const c = AbortSignal.timeout(5);')).toEqual([]);
  });

  it('tests and the reference server are not linted for the browser', async () => {
    expect(await compatErrors('server/x.ts', 'export const a = Object.groupBy([1], (n) => n);')).toEqual([]);
  });
});
