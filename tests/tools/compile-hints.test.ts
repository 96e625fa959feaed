import { describe, expect, it } from 'vitest';
import { compileHints } from '../../vite.compile-hints.ts';

// The build's compile hint (vite.compile-hints.ts): the chunks with Formily start with V8's
// comment, their source maps move down the line it takes, and other chunks are left alone.

type Bundle = Record<string, { type: 'chunk'; fileName: string; code: string; moduleIds: string[]; map: { mappings: string } | null } | { type: 'asset'; fileName: string; source: string }>;

function bundle(): Bundle {
  const map = { version: 3, sources: ['a.js'], names: [], mappings: 'AAAA,CAAC' };
  return {
    'form.js': { type: 'chunk', fileName: 'form.js', code: 'let a=1;', moduleIds: ['/p/node_modules/@formily/core/esm/index.js', '/p/app/form.tsx'], map: { ...map } },
    'form.js.map': { type: 'asset', fileName: 'form.js.map', source: JSON.stringify(map) },
    'login.js': { type: 'chunk', fileName: 'login.js', code: 'let b=2;', moduleIds: ['/p/node_modules/antd/es/input/index.js'], map: { ...map } },
    'login.js.map': { type: 'asset', fileName: 'login.js.map', source: JSON.stringify(map) },
  };
}

describe('compile hints', () => {
  it('start the Formily chunks with the hint, their maps a line down, and leave the others', () => {
    const output = bundle();
    const plugin = compileHints() as unknown as { generateBundle: (options: object, bundle: Bundle) => void };
    plugin.generateBundle({}, output);
    const form = output['form.js'] as { code: string; map: { mappings: string } };
    expect(form.code).toBe('//# allFunctionsCalledOnLoad\nlet a=1;');
    expect(form.map.mappings).toBe(';AAAA,CAAC');
    expect(JSON.parse((output['form.js.map'] as { source: string }).source).mappings).toBe(';AAAA,CAAC');
    expect((output['login.js'] as { code: string }).code).toBe('let b=2;');
    expect(JSON.parse((output['login.js.map'] as { source: string }).source).mappings).toBe('AAAA,CAAC');
  });
});
