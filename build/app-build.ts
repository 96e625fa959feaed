import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption, UserConfig } from 'vite';
import { antdStyleCode } from './antd-style-code.ts';
import { antdStaticStyles } from './antd-styles.ts';
import { zodBrowser } from './zod-browser.ts';

// How the app's code is shaped by its build (vite.config.ts), in one place, so that the form
// bench's ConfigForm page (tests/bench/form-chromium.ts) is built as the app is.

/** The project's root: this file lives in build/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NATIVE_RESIZE_OBSERVER = path.join(ROOT, 'app/lib/native-resize-observer.ts');
const DYNAMIC_CSS = path.join(ROOT, 'app/lib/dynamic-css.ts');
const PURE_PACKAGES = /[\\/]node_modules[\\/](rc-[^\\/]+|@rc-component[\\/][^\\/]+)[\\/]/;
// Our own modules do nothing but declare when imported (engine/ is pure by design, DESIGN.md;
// adapters/ and app/ only define components, hooks and functions): what a screen does not use of
// a layer's front door (engine/index.ts, adapters/form/index.ts, …) stays out of its chunk.
// Stylesheets are the exception: importing one is its whole effect.
const OWN_CODE = ['engine', 'adapters', 'app'].map((dir) => path.join(ROOT, dir) + path.sep);
const isOwnCode = (id: string) => OWN_CODE.some((dir) => id.startsWith(dir)) && /\.(ts|tsx)$/.test(id);

/** antd's styles made at build time and their code left out; zod's JSON Schema code left out. */
export const appCodePlugins = (): PluginOption[] => [antdStaticStyles(), antdStyleCode(), zodBrowser()];

/** What the app's build resolves and shakes differently from Vite's defaults. */
export const appShaping = (): Pick<UserConfig, 'resolve'> & { treeshake: { moduleSideEffects: (id: string) => false | undefined } } => ({
  resolve: {
    // antd's resize observer and Formily's FormGrid each ship a polyfill of ResizeObserver (3 kB
    // gzip on every screen); every browser the app supports has the native one. FormGrid's
    // (@juggle/resize-observer) also watched every change to the page's DOM and measured each
    // observed element's box after it, a forced layout per keystroke in a form. Tests in jsdom
    // keep the polyfills.
    // rc-util's dynamicCSS, through which antd writes its styles, answers a write of the text
    // already written at once (app/lib/dynamic-css.ts): antd wrote the theme's variables again
    // for each component it mounted.
    alias: process.env.VITEST
      ? []
      : [
          ...[/^resize-observer-polyfill$/, /^@juggle\/resize-observer$/].map((find) => ({ find, replacement: NATIVE_RESIZE_OBSERVER })),
          { find: /^rc-util\/es\/Dom\/dynamicCSS$/, replacement: DYNAMIC_CSS },
        ],
  },
  treeshake: {
    // antd's rc-* helpers declare no `sideEffects` in their package.json, so the bundler keeps
    // every module they import even when nothing of it is used: an antd Input reaches
    // rc-field-form's index through antd's form context and took the whole form library and
    // its validator (16 kB gzip) into /login. They are plain modules without import-time
    // effects; saying so lets tree-shaking drop what no screen uses.
    moduleSideEffects: (id) => (PURE_PACKAGES.test(id) || isOwnCode(id) ? false : undefined),
  },
});
