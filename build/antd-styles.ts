import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';
import type { AntdSheets } from './antd-sheets.ts';

// antd's styles at build time (issue 32 item 1; adapters/ui/static-styles/theme.ts says how), cut
// per style hook (issue 61 item 4, build/antd-sheets.ts). In a build,
// `import 'virtual:antd-static.css'` (app/shell/antd-providers.tsx, the chunk that brings antd) is
// the common sheet that build/antd-styles-extract.tsx prints: antd's shared rules and its map of
// every rule the build made, so that the browser writes none; each antd style module imports its
// own hooks' sheets (`virtual:antd-static/Button-Button.css`, build/antd-style-code.ts), so that a
// chunk's CSS holds the rules of the components in it. Under `vite` (dev), Storybook's dev server
// and the tests they are empty and antd writes its rules at run time as it always did.

/** The project's root: this file lives in build/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ANTD_STATIC_CSS = 'virtual:antd-static.css';
/** Paths ending in .css, so that vite's CSS pipeline takes the modules (they are never written to disk). */
const RESOLVED_DIR = path.join(ROOT, 'node_modules/.antd-static');
const COMMON = 'antd-static';
const resolvedOf = (sheet: string) => path.join(RESOLVED_DIR, `${sheet}.css`);

/**
 * The extracted CSS, printed by the extractor in a Node process of its own (antd's CommonJS
 * build, React's server renderer). A rule no browser would take is dropped, as the browser drops
 * it when antd writes it at run time (Formily writes one with a selector `..x`). Asynchronous: the
 * extractor takes about 5 s, and the build goes on with the other modules meanwhile.
 */
export function extractAntdStyles(): Promise<AntdSheets> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'build/antd-styles-extract.tsx')],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stderr) process.stderr.write(stderr);
        if (error) return reject(error);
        try {
          const sheets = JSON.parse(stdout) as AntdSheets;
          resolve({ common: browserCss(sheets.common), groups: Object.fromEntries(Object.entries(sheets.groups).map(([group, css]) => [group, browserCss(css)])) });
        } catch (failure) {
          reject(failure as Error);
        }
      },
    );
  });
}

/**
 * The colours a button takes by name (`<Button color="purple">`, antd's PresetColors): 13 colours
 * of 32 rules each, 3 kB of the dashboard's CSS gzip, for a prop the app never passes
 * (tests/tools/antd-styles.test.ts holds it so). Its buttons are primary, default, danger, link.
 */
export const UNUSED_BUTTON_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];
const UNUSED_CLASSES = new Set(UNUSED_BUTTON_COLOURS.map((colour) => `ant-btn-color-${colour}`));

/** A sheet as browsers read it, without the rules of the button colours the app never draws. */
export function browserCss(css: string): string {
  // antd's logical-properties transformer (build/antd-styles-extract.tsx) writes a physical side
  // of `border-block: 0 !important` as `0!important!important`, which no browser reads: the
  // table's measure cells kept their borders, a 25 px band under the header
  const fixed = css.replace(/!important\s*!important/g, '!important');
  return transform({
    filename: 'antd-static.css',
    code: Buffer.from(fixed),
    errorRecovery: true,
    visitor: {
      Rule: {
        // a rule whose every selector names an unused colour is dropped; one that also styles
        // something else is kept whole
        style: (rule) => (rule.value.selectors.every((selector) => selector.some((part) => part.type === 'class' && UNUSED_CLASSES.has(part.name))) ? [] : undefined),
      },
    },
  }).code.toString();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The id, matched whole (hook filters: the bundler calls a hook only for its own module). */
const exactly = (id: string) => new RegExp(`^${escaped(id)}$`);
/** A hook's sheet (build/antd-sheets.ts, sheetId), and the path it is resolved to, each with the group. */
const SHEET_ID = /^virtual:antd-static\/([\w-]+)\.css$/;
const RESOLVED_ID = new RegExp(`^${escaped(RESOLVED_DIR.replaceAll(path.sep, '/'))}/([\\w-]+)\\.css$`);

/**
 * `runTime`: every sheet empty in a build too, so that antd writes all its rules at run time
 * (Storybook's build, which keeps antd's style functions: build/antd-style-code.ts is left out, so
 * no style module imports its hooks' sheets, and the common sheet's map would tell antd not to write them).
 */
export function antdStaticStyles({ runTime = false }: { runTime?: boolean } = {}): Plugin {
  let build = false;
  /** The extraction, started with the build so that it runs beside the build's own work. */
  let sheets: Promise<AntdSheets> | undefined;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      build = !runTime && config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!build) return;
      sheets = extractAntdStyles();
      // a failure is the load's to report (a build that never imports the CSS ignores it)
      sheets.catch(() => undefined);
    },
    resolveId: {
      filter: { id: [exactly(ANTD_STATIC_CSS), SHEET_ID] },
      handler: (id) => resolvedOf(id === ANTD_STATIC_CSS ? COMMON : (SHEET_ID.exec(id)?.[1] ?? COMMON)),
    },
    load: {
      filter: { id: RESOLVED_ID },
      async handler(id) {
        if (!build) return '';
        const all = await (sheets ??= extractAntdStyles());
        const sheet = RESOLVED_ID.exec(id)?.[1] ?? COMMON;
        // a hook the extractor did not render (not in its USED list) has no sheet: antd's
        // run-time miss names it (build/antd-style-code.ts)
        return sheet === COMMON ? all.common : (all.groups[sheet] ?? '');
      },
    },
  };
}
