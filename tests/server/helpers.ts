import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A temporary folder removed after the current test. */
export function tempDir(prefix = 'edu-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
