import type { Plugin } from 'vite';

// V8's explicit compile hint (Chromium 136+): a script that starts with this comment has all
// its functions compiled eagerly, on a background thread while it streams in, instead of each
// one on its first call on the main thread (parsed once more, then compiled).
//
// Given to every chunk of the app, except:
//   - the chunks of the three large libraries of which a screen runs only a part (ECharts and
//     zrender for the dashboard's chart, Tiptap and ProseMirror for the rich-text editor, Leaflet
//     for the map picker): eager, they would compile hundreds of kB that never runs;
//   - chunks under SMALL bytes: nothing to gain there, and each hint is ~25 bytes of gzip on
//     /login's tight budget.
// Measured (issue 32), A/B of two builds, fresh browser per run:
//   - at 4x CPU, median of 5: 登录→首页 1499 -> 1131 ms, first list visit 1473 -> 1189 ms
//     (first/second 1.27x -> 1.08x: the list page's code, warmed at idle, is compiled by then),
//     新增→key 635 -> 500 ms;
//   - browser tests (list, main-walk, shell; 29 tests), two runs each: Chromium's renderers
//     55.9 / 57.2 s -> 52.7 / 48.5 s of CPU, the run 61 / 60 s -> 57 / 53 s: eager compiles save
//     the second parse of every function that runs (the whole Vitest run, once each: 544.9 s
//     before, 545.5 s after: within the machine's noise);
//   - JS heap after the dashboard 14.2 -> 15.9 MB, after a list page 19.4 -> 20.6 MB (bytecode
//     of functions that have not run yet).
// Before, only the Formily chunks had it (a 200-field form's first screen 287 -> 255 ms).
const HINT = '//# allFunctionsCalledOnLoad';
/** The libraries a screen runs only a part of: their chunks compile lazily. */
const IN_PART = /[\\/]node_modules[\\/](echarts|zrender|@tiptap|prosemirror-[^\\/]+|leaflet|react-leaflet)[\\/]/;
/** Below this many characters of code (about as many bytes, minified) a chunk gets no hint. */
export const SMALL = 1024;

/** Whether a chunk of these modules and this much code starts with the hint. */
export function wantsHint(moduleIds: readonly string[], codeLength: number): boolean {
  return codeLength >= SMALL && !moduleIds.some((id) => IN_PART.test(id));
}

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
          if (chunk.type !== 'chunk' || !wantsHint(chunk.moduleIds, chunk.code.length)) continue;
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
