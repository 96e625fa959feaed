import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Inside the project, so that the bundle's packages (left outside it) resolve from node_modules. */
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/edu-e2e-server');

/**
 * Each source keeps its own import.meta.url: the server finds its migrations, built-in schemas
 * and the studio's build next to its files (server/db.ts, server/page-configs.ts), whichever file
 * the code runs from.
 */
const ownUrls: Plugin = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(file, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)), loader: file.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

let bundled: Promise<string> | undefined;

/**
 * `server/main.ts` as one JavaScript file, made by esbuild (tsx's own compiler) once per test
 * process from the current sources, for `node <file>`. The browser tests start a server per
 * file: bundled, one starts in about 0.7 s and 0.8 s of CPU, where `node --import tsx` took 1.2 s
 * and 1.7 s (its loader resolves and compiles ~80 modules each time, on a second thread).
 * Packages stay outside the bundle, as installed.
 */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const file = path.join(OUT_DIR, `main-${process.pid}.mjs`);
    await build({
      stdin: { contents: "import { serveFromEnv } from './server/main.ts';\nawait serveFromEnv();\n", resolveDir: ROOT, sourcefile: 'e2e-server.ts', loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'inline',
      outfile: file,
      plugins: [ownUrls],
      logLevel: 'warning',
    });
    process.once('exit', () => fs.rmSync(file, { force: true }));
    return file;
  })();
  return bundled;
}
