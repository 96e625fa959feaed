import fs from 'node:fs';
import path from 'node:path';

// What the build plugins walk: every file under the build's folder, its subfolders included.

/** filesUnder('dist') -> ['dist/index.html', 'dist/assets/app-1a2b.js', …] */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}
