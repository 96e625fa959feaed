import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, PROJECT_ROOT, ServerOptionsError } from '../../server/main.ts';
import { tempDir } from './helpers.ts';

describe('server options from the environment', () => {
  it('defaults to 127.0.0.1:8080 with ./data, ./schemas and ./dist of the project', () => {
    expect(optionsFromEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.join(PROJECT_ROOT, 'data'),
      schemasDir: path.join(PROJECT_ROOT, 'schemas'),
      distDir: path.join(PROJECT_ROOT, 'dist'),
      dialect: 'plain',
      mapStandIn: 'amap',
      supportStandIn: false,
      seed: 'default',
    });
  });

  it('REFERENCE_SEED=large asks for the large volumes (issue 59 item 2); anything but large or default stops the start', () => {
    expect(['large', ' LARGE ', 'default', ''].map((value) => optionsFromEnv({ REFERENCE_SEED: value }).seed)).toEqual(['large', 'large', 'default', 'default']);
    expect(() => optionsFromEnv({ REFERENCE_SEED: 'huge' })).toThrow(/REFERENCE_SEED must be large or default/);
  });

  it('REFERENCE_SUPPORT=on gives the stand-in support chat (npm start sets it unless it is off)', () => {
    expect([undefined, 'on', 'ON', '1', 'off', 'no'].map((value) => optionsFromEnv(value === undefined ? {} : { REFERENCE_SUPPORT: value }).supportStandIn)).toEqual([false, true, true, true, false, false]);
  });

  it('takes PORT, DATA_DIR, SCHEMAS_DIR and DIST_DIR, resolving relative folders', () => {
    const schemas = tempDir();
    const options = optionsFromEnv({ PORT: '0', DATA_DIR: 'tmp/d', SCHEMAS_DIR: schemas, DIST_DIR: '/srv/dist' });
    expect(options).toMatchObject({ port: 0, dataDir: path.resolve('tmp/d'), schemasDir: schemas, distDir: '/srv/dist' });
    expect(optionsFromEnv({ SCHEMAS_DIR: path.relative(process.cwd(), schemas) }).schemasDir).toBe(schemas);
  });

  it('refuses a SCHEMAS_DIR that does not exist, naming the variable and the folder', () => {
    const missing = path.join(tempDir(), 'my-schemas');
    expect(() => optionsFromEnv({ SCHEMAS_DIR: missing })).toThrow(ServerOptionsError);
    expect(() => optionsFromEnv({ SCHEMAS_DIR: missing })).toThrow(`SCHEMAS_DIR names a folder that does not exist: "${missing}"`);
  });

  it('refuses a SCHEMAS_DIR that is a file', () => {
    const file = path.join(tempDir(), 'schemas.json');
    fs.writeFileSync(file, '{}');
    expect(() => optionsFromEnv({ SCHEMAS_DIR: file })).toThrow(`SCHEMAS_DIR must name a folder, but "${file}" is a file`);
  });

  it.each(['eighty', '-1', '70000', '80.5'])('refuses PORT=%s, saying what is allowed', (port) => {
    expect(() => optionsFromEnv({ PORT: port })).toThrow(`PORT must be a whole number from 0 to 65535, got "${port}"`);
  });
});
