import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, PROJECT_ROOT } from '../../server/main.ts';

describe('server options from the environment', () => {
  it('defaults to 127.0.0.1:8080 with ./data, ./schemas and ./dist of the project', () => {
    expect(optionsFromEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.join(PROJECT_ROOT, 'data'),
      schemasDir: path.join(PROJECT_ROOT, 'schemas'),
      distDir: path.join(PROJECT_ROOT, 'dist'),
    });
  });

  it('takes PORT, DATA_DIR, SCHEMAS_DIR and DIST_DIR, resolving relative folders', () => {
    const options = optionsFromEnv({ PORT: '0', DATA_DIR: 'tmp/d', SCHEMAS_DIR: '/srv/schemas', DIST_DIR: '/srv/dist' });
    expect(options).toMatchObject({ port: 0, dataDir: path.resolve('tmp/d'), schemasDir: '/srv/schemas', distDir: '/srv/dist' });
  });

  it.each(['eighty', '-1', '70000', '80.5'])('refuses PORT=%s, saying what is allowed', (port) => {
    expect(() => optionsFromEnv({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, got "${port}"`);
  });
});
