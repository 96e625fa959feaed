import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

// antd's styles at build time (issue 32 item 1; adapters/ui/static-styles/theme.ts says how).
// `import 'virtual:antd-static.css'` (app/shell/antd-providers.tsx, the chunk that brings antd)
// is, in a build, the CSS that build/antd-styles-extract.tsx prints: every rule antd
// would write for the app's components, and antd's map of them, so that the browser writes none.
// Under `vite` (dev), Storybook's dev server and the tests it is empty and antd writes its rules
// at run time as it always did.

/** The project's root: this file lives in build/. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ANTD_STATIC_CSS = 'virtual:antd-static.css';
/** A path ending in .css, so that vite's CSS pipeline takes the module (it is never written to disk). */
const RESOLVED = path.join(ROOT, 'node_modules/.antd-static/antd-static.css');

/**
 * The extracted CSS, printed by the extractor in a Node process of its own (antd's CommonJS
 * build, React's server renderer). A rule no browser would take is dropped, as the browser drops
 * it when antd writes it at run time (Formily writes one with a selector `..x`). Asynchronous: the
 * extractor takes about 5 s, and the build goes on with the other modules meanwhile.
 */
export function extractAntdStyles(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'build/antd-styles-extract.tsx')],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stderr) process.stderr.write(stderr);
        if (error) return reject(error);
        try {
          // antd's logical-properties transformer (build/antd-styles-extract.tsx) writes a physical
          // side of `border-block: 0 !important` as `0!important!important`, which no browser
          // reads: the table's measure cells kept their borders, a 25 px band under the header
          const css = stdout.replace(/!important\s*!important/g, '!important');
          const { code } = transform({ filename: 'antd-static.css', code: Buffer.from(css), errorRecovery: true });
          resolve(code.toString());
        } catch (failure) {
          reject(failure as Error);
        }
      },
    );
  });
}

/** The id, matched whole (hook filters: the bundler calls a hook only for its own module). */
const exactly = (id: string) => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export function antdStaticStyles(): Plugin {
  let build = false;
  /** The extraction, started with the build so that it runs beside the build's own work. */
  let css: Promise<string> | undefined;
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!build) return;
      css = extractAntdStyles();
      // a failure is the load's to report (a build that never imports the CSS ignores it)
      css.catch(() => undefined);
    },
    resolveId: {
      filter: { id: exactly(ANTD_STATIC_CSS) },
      handler: () => RESOLVED,
    },
    load: {
      filter: { id: exactly(RESOLVED.replaceAll(path.sep, '/')) },
      handler: () => (build ? (css ??= extractAntdStyles()) : ''),
    },
  };
}
