import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { filesUnder } from './files.ts';

// No public source maps (issue 55 item 4): the build writes them 'hidden' (no sourceMappingURL
// comment in the chunks) and this moves them out of dist/ into dist-maps/ beside it, keeping their
// paths, so that copying dist/ to a web server publishes none. Upload dist-maps/ to the error
// tracker (README, 部署).

export function sourceMapsAside(folder = 'dist-maps'): Plugin {
  let outDir = '';
  return {
    name: 'source-maps-aside',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const aside = path.join(path.dirname(outDir), folder);
      fs.rmSync(aside, { recursive: true, force: true });
      for (const file of filesUnder(outDir).filter((name) => name.endsWith('.map'))) {
        const target = path.join(aside, path.relative(outDir, file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(file, target);
      }
    },
  };
}
