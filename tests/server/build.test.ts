import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staleReason } from '../../server/build.ts';
import { tempDir } from './helpers.ts';

function touch(file: string, secondsAgo: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, when, when);
}

describe('npm start rebuilds dist/ only when it is missing or stale', () => {
  it('asks for a build when dist/index.html is missing', () => {
    const root = tempDir();
    expect(staleReason(root)).toBe(`dist${path.sep}index.html is missing`);
  });

  it('is satisfied when dist/ is newer than every source', () => {
    const root = tempDir();
    touch(path.join(root, 'app/main.tsx'), 60);
    touch(path.join(root, 'engine/form/compile.ts'), 60);
    touch(path.join(root, 'dist/index.html'), 10);
    for (const dir of ['app', 'engine', 'engine/form']) touch(path.join(root, dir), 60);
    expect(staleReason(root)).toBeUndefined();
  });

  it('names the source that changed after the build, however deep', () => {
    const root = tempDir();
    touch(path.join(root, 'dist/index.html'), 30);
    touch(path.join(root, 'adapters/form/widgets/text.tsx'), 5);
    expect(staleReason(root)).toBe('adapters changed since the last build');
  });
});
