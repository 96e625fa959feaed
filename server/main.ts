import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db.ts';
import { dialectFrom, type Dialect } from './dialect.ts';
import { GEO_PROXY_PROVIDERS, type GeoProxy, type GeoProxyProvider } from './geo-proxy.ts';
import { folderKind, loadPageConfigs, PageConfigError } from './page-configs.ts';
import { seedCore, seedDemoAccounts } from './seed.ts';
import { seedLarge } from './seed-large.ts';
import { reportUploadsFolder, seedSafely } from './seed-guard.ts';
import { seedPages } from './seed-pages.ts';
import { devCallsEnabled } from './routes/core/dev.ts';
import { standInFrom, type StandInProvider } from './stand-in/index.ts';
import { studioToken } from './studio/guard.ts';
import { STUDIO_PATH } from './studio/routes.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  schemasDir: string;
  distDir: string;
  /** REFERENCE_DIALECT (server/dialect.ts); absent = plain. */
  dialect?: Dialect;
  /** REFERENCE_MAP (server/stand-in): the map stand-ins' provider shape, or off. */
  mapStandIn?: StandInProvider | 'off';
  /** REFERENCE_GEO_PROXY, REFERENCE_GEO_KEY and REFERENCE_GEO_UPSTREAM (server/geo-proxy.ts): the geocoder's key proxy at /geo/; absent = off. */
  geoProxy?: GeoProxy | undefined;
  /** REFERENCE_SUPPORT=on: the stand-in support chat (server/stand-in); off unless asked (npm start asks). */
  supportStandIn?: boolean;
  /** REFERENCE_SEED=large: a school's real volumes on top of the demo data (server/seed-large.ts); absent = the demo data alone. */
  seed?: 'default' | 'large';
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A setting in the environment the server cannot start with; the message names it and why. */
export class ServerOptionsError extends Error {
  override name = 'ServerOptionsError';
}

/**
 * The folder SCHEMAS_DIR names must exist: a mistyped path would otherwise serve the built-in
 * pages only, and the product person's pages would silently be missing. (The check is here, at
 * start-up, and not in loadPageConfigs, which is also given folders that do not exist yet.)
 */
function schemasDirFrom(value: string | undefined): string {
  if (value === undefined) return path.join(PROJECT_ROOT, 'schemas');
  const dir = path.resolve(value);
  const kind = folderKind(dir);
  if (kind === 'missing') throw new ServerOptionsError(`SCHEMAS_DIR names a folder that does not exist: "${dir}" (SCHEMAS_DIR=${value})`);
  if (kind === 'file') throw new ServerOptionsError(`SCHEMAS_DIR must name a folder, but "${dir}" is a file (SCHEMAS_DIR=${value})`);
  return dir;
}

function dialectOf(value: string | undefined): Dialect {
  const dialect = dialectFrom(value);
  if (!dialect) throw new ServerOptionsError(`REFERENCE_DIALECT must be plain or php (unset = plain), got "${value}"`);
  return dialect;
}

function seedOf(value: string | undefined): 'default' | 'large' {
  const seed = value?.trim().toLowerCase() || 'default';
  if (seed !== 'default' && seed !== 'large') throw new ServerOptionsError(`REFERENCE_SEED must be large or default (unset = default), got "${value}"`);
  return seed;
}

function standInOf(value: string | undefined): StandInProvider | 'off' {
  const standIn = standInFrom(value);
  if (!standIn) throw new ServerOptionsError(`REFERENCE_MAP must be amap, tencent, tianditu, osm or off (unset = amap), got "${value}"`);
  return standIn;
}

function geoProxyOf(env: NodeJS.ProcessEnv): GeoProxy | undefined {
  const name = env.REFERENCE_GEO_PROXY?.trim().toLowerCase();
  if (!name) return undefined;
  if (!Object.keys(GEO_PROXY_PROVIDERS).includes(name)) throw new ServerOptionsError(`REFERENCE_GEO_PROXY must be amap, tencent or tianditu (unset = no /geo/ proxy), got "${env.REFERENCE_GEO_PROXY}"`);
  const key = env.REFERENCE_GEO_KEY?.trim();
  if (!key) throw new ServerOptionsError(`REFERENCE_GEO_PROXY=${name} needs REFERENCE_GEO_KEY, the provider's web-service key that the /geo/ proxy adds`);
  const upstream = env.REFERENCE_GEO_UPSTREAM?.trim();
  if (upstream && !/^https?:\/\//i.test(upstream)) throw new ServerOptionsError(`REFERENCE_GEO_UPSTREAM must be an http(s) URL, got "${upstream}"`);
  return { provider: name as GeoProxyProvider, key, ...(upstream ? { upstream } : {}) };
}

/** Options from the environment: PORT (8080), HOST, DATA_DIR (./data), SCHEMAS_DIR, DIST_DIR, REFERENCE_DIALECT, REFERENCE_MAP, REFERENCE_GEO_PROXY, REFERENCE_SEED. */
export function optionsFromEnv(env = process.env): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ServerOptionsError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  }
  const dialect = dialectOf(env.REFERENCE_DIALECT);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data')),
    schemasDir: schemasDirFrom(env.SCHEMAS_DIR),
    distDir: path.resolve(env.DIST_DIR ?? path.join(PROJECT_ROOT, 'dist')),
    dialect,
    mapStandIn: standInOf(env.REFERENCE_MAP),
    geoProxy: geoProxyOf(env),
    supportStandIn: /^(on|1|true)$/i.test(env.REFERENCE_SUPPORT ?? ''),
    seed: seedOf(env.REFERENCE_SEED),
  };
}

/**
 * Reads the page configs (schemas/ with SCHEMAS_DIR over it; a broken page file is left out and
 * reported with its file and JSON path or line and column, and its menu items answer 503; only
 * broken built-in menus throw PageConfigError), opens the database
 * (migrated, demo accounts and their page data seeded; a seed or uploads folder that fails is
 * reported on stderr, never fatal) and listens.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  loadPageConfigs(options.schemasDir);
  let db: ReturnType<typeof openDatabase>;
  try {
    db = openDatabase(options.dataDir);
  } catch (error) {
    throw new ServerOptionsError(
      `DATA_DIR 无法用作数据文件夹 / DATA_DIR cannot be used as the data folder: "${options.dataDir}" (${(error as Error).message})`,
    );
  }
  // a bad seed or uploads folder is reported on stderr and never stops the server (seed-guard.ts)
  seedSafely('演示账号', 'the demo accounts', () => seedDemoAccounts(db));
  seedSafely('演示账号的页面数据', 'the demo accounts’ page data', () => seedPages(db));
  if (options.seed === 'large') {
    // the core data first (the schools the large seed tops up), as createApp would seed it, then the volumes
    seedSafely('演示数据', 'the demo data', () => seedCore(db));
    seedSafely('大数据量演示数据', 'the large demo data (REFERENCE_SEED=large)', () => {
      const began = performance.now();
      const added = seedLarge(db);
      if (added) console.log(`[seed] REFERENCE_SEED=large: demo-school +${added.consults} 点击咨询, +${added.majors} 专业, +${added.teachers} 教师; +${added.schools} 学校 (${Math.round(performance.now() - began)} ms)`);
    });
  }
  reportUploadsFolder(options.dataDir);
  const app = createApp({ db, distDir: options.distDir, schemasDir: options.schemasDir, dialect: options.dialect, mapStandIn: options.mapStandIn, geoProxy: options.geoProxy, supportStandIn: options.supportStandIn });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, (info) => {
      const url = `http://${options.host}:${info.port}`;
      resolve({
        url,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              db.close();
              done();
            });
          }),
      });
    });
    server.once('error', reject);
  });
}

/** The server alone, configured by the environment, until SIGINT or SIGTERM: `tsx server/main.ts`. */
export async function serveFromEnv(): Promise<void> {
  const running = await Promise.resolve()
    .then(() => startServer(optionsFromEnv()))
    .catch((error: unknown) => {
      if (error instanceof ServerOptionsError) {
        console.error(`${error.message}\n服务器未启动：请改正以上环境变量后重试。`);
        process.exit(1);
      }
      if (!(error instanceof PageConfigError)) throw error;
      console.error(`${error.message}\n服务器未启动：请改正以上配置后重试（npm run check-config 可只做检查）。`);
      process.exit(1);
    });
  // the studio's calls need its secret (server/studio/guard.ts): its page carries it; scripts and
  // tests read it here (before the line they wait for)
  if (devCallsEnabled()) console.log(`studio: ${running.url}${STUDIO_PATH}/ (X-Studio-Token: ${studioToken()})`);
  console.log(`listening on ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// `tsx server/main.ts` (the browser tests start the same code bundled: tests/e2e/server-bundle.ts)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serveFromEnv();
