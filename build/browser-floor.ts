import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslist from 'browserslist';
import { build as esbuild, transform } from 'esbuild';
import type { Plugin } from 'vite';

// The browser floor (issue 55, DESIGN.md "Browsers, screens and keyboards"). package.json's
// "browserslist" is the one declaration: the JS and CSS targets of the build are read from it here,
// eslint-plugin-compat reads it for the lint, and es-check and doiuse for the checks of the build
// (tests/e2e/browser-floor.e2e.ts). What the floor lacks and the bundle calls is polyfilled
// (app/floor/polyfills.json), in a file of its own that only a browser lacking one of those APIs
// loads (app/floor/browser-check.js): a current browser fetches the small check and nothing else.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FLOOR_DIR = path.join(ROOT, 'app/floor');

export interface Polyfill {
  /** The global path the polyfill provides, e.g. `Array.prototype.at`. */
  api: string;
  /** core-js's module, or a file of app/floor/. */
  module: string;
  /** The first versions that have it natively. */
  since: Record<string, number>;
}

export const POLYFILLS: readonly Polyfill[] = JSON.parse(fs.readFileSync(path.join(FLOOR_DIR, 'polyfills.json'), 'utf8')) as Polyfill[];

/** browserslist's names, as esbuild and Vite spell their targets. */
const TARGET_NAMES: Record<string, string> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios', opera: 'opera', and_chr: 'chrome' };

/**
 * The floor as build targets: the oldest version of each browser the browserslist names,
 * e.g. `["chrome86", "edge86", "firefox115", "ios15", "safari15"]`.
 */
export function floorTargets(query?: string | readonly string[]): string[] {
  const oldest = new Map<string, number>();
  for (const entry of browserslist(query as string | string[] | undefined, { path: ROOT })) {
    const [family = '', versions = ''] = entry.split(' ');
    const name = TARGET_NAMES[family];
    if (!name) throw new Error(`package.json "browserslist": ${entry} has no build target (known: ${Object.keys(TARGET_NAMES).join(', ')})`);
    const version = Number.parseFloat(versions.split('-')[0] ?? '');
    if (!oldest.has(name) || version < oldest.get(name)!) oldest.set(name, version);
  }
  return [...oldest].map(([name, version]) => `${name}${version}`).sort();
}

/**
 * The app's chunks lowered to the floor's syntax, after the bundler has made them and before it
 * minifies them. Not by `build.target`: Vite's transformer (oxc) lowers every class field and
 * private member below Chromium 98 (a V8 bug with static fields named like the constructor's own
 * `name` or `length`, which nothing here defines: browser-floor.e2e.ts checks), turning them into
 * WeakMaps: 3.3 kB gzip more on /login, and slower. esbuild lowers what Chromium 86 cannot parse
 * (class static blocks, `#field in object`, a regular expression's `d` flag) and keeps the rest.
 */
export function lowerToFloor(): Plugin {
  let targets: string[] = [];
  return {
    name: 'lower-to-floor',
    apply: 'build',
    configResolved(config) {
      targets = config.build.ssr ? [] : floorTargets();
    },
    async renderChunk(code, chunk) {
      if (targets.length === 0) return null;
      const result = await transform(code, { target: targets, format: 'esm', sourcemap: true, sourcefile: chunk.fileName, loader: 'js', legalComments: 'inline' });
      return { code: result.code, map: result.map };
    },
  };
}

/** The polyfills as one classic script (an IIFE), for the floor's syntax. */
async function bundlePolyfills(targets: string[]): Promise<string> {
  const modules = [...new Set(POLYFILLS.map((polyfill) => polyfill.module))];
  const result = await esbuild({
    stdin: {
      contents: modules.map((module) => `import ${JSON.stringify(module)};`).join('\n'),
      resolveDir: FLOOR_DIR,
      sourcefile: 'polyfills.js',
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: targets,
    write: false,
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('browser-floor: esbuild wrote no polyfills');
  return output.text;
}

/** The check, with the list of polyfilled APIs in place, minified in ES5 (360's IE mode reads it). */
async function browserCheck(): Promise<string> {
  const source = fs.readFileSync(path.join(FLOOR_DIR, 'browser-check.js'), 'utf8');
  if (!source.includes('__POLYFILLED__')) throw new Error('app/floor/browser-check.js: the placeholder __POLYFILLED__ is missing');
  const code = source.replace('__POLYFILLED__', JSON.stringify(POLYFILLS.map((polyfill) => polyfill.api)));
  return (await transform(code, { minify: true, target: 'es5', legalComments: 'none' })).code;
}

/**
 * In a build: writes `assets/polyfills-[hash].js` and `assets/browser-check-[hash].js`, and puts
 * the check into index.html as a classic script before the app's module runs.
 */
export function browserFloor(): Plugin {
  let targets: string[] = [];
  const emitted: { check?: string; polyfills?: string } = {};
  return {
    name: 'browser-floor',
    apply: 'build',
    configResolved(config) {
      targets = floorTargets();
      if (config.build.ssr) targets = [];
    },
    async buildStart() {
      if (targets.length === 0) return;
      const [polyfills, check] = await Promise.all([bundlePolyfills(targets), browserCheck()]);
      emitted.polyfills = this.emitFile({ type: 'asset', name: 'polyfills.js', source: polyfills });
      emitted.check = this.emitFile({ type: 'asset', name: 'browser-check.js', source: check });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!emitted.check || !emitted.polyfills || !context.bundle) return html;
        const fileOf = (name: string) => Object.values(context.bundle!).find((file) => file.type === 'asset' && file.names.includes(name))?.fileName;
        const check = fileOf('browser-check.js');
        const polyfills = fileOf('polyfills.js');
        if (!check || !polyfills) throw new Error('browser-floor: the check or the polyfills were not emitted');
        return {
          html,
          tags: [{ tag: 'script', attrs: { src: `./${check}`, 'data-polyfills': `./${polyfills}` }, injectTo: 'body' }],
        };
      },
    },
  };
}
