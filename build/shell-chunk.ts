import path from 'node:path';
import type { Plugin, UserConfig } from 'vite';

// The code every signed-in screen loads first, in four chunks (issue 61 item 4: the dashboard
// shell within 300 kB of JavaScript and CSS, gzip). Left to the bundler, the modules that start
// the app, its providers and its frame were split by which of the 80-odd lazy screens also use
// them: the fresh /dashboard loaded 84 files of JS, each compressed alone, 325 kB with the CSS;
// now 25 files, 296 kB (and /login 22 files, 89 kB -> 11 files, 82 kB). Each chunk holds only
// modules that all its loaders need before they draw anything:
// - index: the entry's own modules (React among them), which every page runs;
// - shared: what /login draws first and the frame uses too (the query client, antd's buttons…);
// - frame-doors: the frame's modules that a door of /login (注册, 短信登录, a toast) may load later:
//   the door then loads this one file, never the frame's;
// - frame: the rest of the frame (the router, the menu, the layout).
// What only /login, only a door or only a lazy screen uses stays where the bundler puts it.
//
// Which modules those are can only be read from a build: the import graph before tree-shaking
// joins everything through the packages' index files (@tanstack/react-router's, antd's), so that
// /login "reached" 3,834 modules. The build first makes the chunks as the bundler would, in memory,
// and takes the groups' modules from them (about 7 s more a build).

/** The signed-in frame's modules, loaded by every signed-in screen first: the app's start, antd's providers, the frame. */
const FRAME_ROOTS = ['app/start-app.tsx', 'app/shell/antd-providers.tsx', 'app/shell/layout.tsx'];
/** The door of /login without the app (app/main.tsx imports it or the app's start). */
const LOGIN_ROOT = 'app/start-login.tsx';
/** Set while the first build runs (it loads this config again). */
const FIRST_PASS = 'FRAME_CHUNK_FIRST_PASS';

/** The chunks made of the groups' modules. */
type Group = 'index' | 'shared' | 'frame' | 'frame-doors';

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * Each grouped module's group, read from the bundler's own chunks. The entry's chunks (statically,
 * all the way down) are `index` (the name the entry's file had); of the chunks the frame's roots import statically, those that
 * start-login's import too are `shared`, those a door of /login reaches (through its dynamic
 * imports, short of the app it starts once signed in) `frame-doors`, the others `frame`. The
 * roots and the entry's own module keep a chunk each (rolldown 1.2 wrote a group holding a
 * dynamically imported module with its exports undeclared). A chunk's modules import only their
 * own group's and those listed before it (a module that a door or /login reaches, it reaches with
 * all it imports), so the chunks import each other one way only.
 */
export function frameGroups(chunks: readonly ChunkFacts[], root: string): Map<string, Group> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rootIds = FRAME_ROOTS.map((file) => path.join(root, file));
  const rootChunks = chunks.filter((chunk) => chunk.facadeModuleId !== null && rootIds.includes(chunk.facadeModuleId));
  if (rootChunks.length !== FRAME_ROOTS.length) throw new Error(`build/shell-chunk.ts: no chunk for some of ${FRAME_ROOTS.join(', ')}: were they renamed?`);
  const loginChunk = chunks.find((chunk) => chunk.facadeModuleId === path.join(root, LOGIN_ROOT));
  if (!loginChunk) throw new Error(`build/shell-chunk.ts: no chunk for ${LOGIN_ROOT}: was it renamed?`);
  const reach = (from: readonly ChunkFacts[], dynamic: boolean, stop: ReadonlySet<ChunkFacts> = new Set()) => {
    const seen = new Set<ChunkFacts>();
    const stack = [...from];
    while (stack.length) {
      const chunk = stack.pop() as ChunkFacts;
      if (seen.has(chunk) || stop.has(chunk)) continue;
      seen.add(chunk);
      for (const file of [...chunk.imports, ...(dynamic ? chunk.dynamicImports : [])]) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const entry = reach(chunks.filter((chunk) => chunk.isEntry), false);
  const first = new Set([...entry, ...reach([loginChunk], false)]);
  const doors = reach([loginChunk], true, new Set(rootChunks));
  const groups = new Map<string, Group>();
  for (const chunk of entry) for (const id of chunk.moduleIds) if (!chunk.facadeModuleId || id !== chunk.facadeModuleId) groups.set(id, 'index');
  for (const chunk of reach(rootChunks, false)) {
    if (entry.has(chunk)) continue;
    if (first.has(chunk)) {
      for (const id of chunk.moduleIds) if (id !== path.join(root, LOGIN_ROOT)) groups.set(id, 'shared');
      continue;
    }
    for (const id of chunk.moduleIds) if (!rootIds.includes(id)) groups.set(id, doors.has(chunk) ? 'frame-doors' : 'frame');
  }
  return groups;
}

/**
 * The plugin: before the build, the same build in memory with the bundler's own chunking; then the
 * frame's group for the real one. `configFile`: this config's file, which the first build loads.
 */
export function frameChunk(configFile: string, root: string): Plugin {
  return {
    name: 'frame-chunk',
    apply: (_config, env) => env.command === 'build' && !process.env[FIRST_PASS],
    async config(config): Promise<UserConfig> {
      const { build } = await import('vite');
      let facts: ChunkFacts[] = [];
      process.env[FIRST_PASS] = '1';
      try {
        await build({
          configFile,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false },
          plugins: [
            {
              name: 'frame-chunk-facts',
              generateBundle(_options, bundle) {
                facts = Object.values(bundle).flatMap((file) =>
                  file.type === 'chunk' ? [{ fileName: file.fileName, isEntry: file.isEntry, facadeModuleId: file.facadeModuleId, moduleIds: file.moduleIds, imports: file.imports, dynamicImports: file.dynamicImports }] : [],
                );
              },
            },
          ],
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const groups = frameGroups(facts, root);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // the groups' modules' dependencies outside them stay where they are: each is held
                // by /login's first chunks, which import nothing of the groups' (frameGroups)
                includeDependenciesRecursively: false,
                groups: [{ debugName: 'login and frame', name: (id: string) => groups.get(id) ?? null }],
              },
            },
          },
        },
      };
    },
  };
}
