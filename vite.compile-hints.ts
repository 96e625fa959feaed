import type { Plugin } from 'vite';

// V8's explicit compile hint (Chromium 136+): a script that starts with this comment has all
// its functions compiled eagerly, on a background thread while it streams in, instead of each
// one on its first call on the main thread. Given to the chunks that hold Formily, the code a
// generated form runs in full on its first draw: a 200-field form's first screen on a cold page
// took 287 -> 255 ms (median of 8, an A/B of two builds of the form bench). Not given to the
// rest: the login and dashboard chunks have byte budgets, and compiling code that never runs
// would only cost memory.
const HINT = '//# allFunctionsCalledOnLoad';
const FORMILY = /[\\/]node_modules[\\/]@formily[\\/]/;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification (which drops comments) and after Vite's own preamble: the comment
    // must be the script's first line. Its source map moves down a line with it. Vite adds the
    // preamble of a chunk with dynamic imports (const __vite__mapDeps=...) in a generateBundle
    // hook of its own that runs after every `enforce: 'post'` plugin's; only the hook's own
    // order 'post' comes after it (the hint had been on line 2, where V8 ignores it, until a
    // test of a real build looked at the first line).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => FORMILY.test(id))) continue;
          chunk.code = `${HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
