import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportNames, LEFT_OUT, leftOutModule } from '../../build/zod-browser.ts';

// zod's JSON Schema conversion and English messages are left out of the app's build
// (build/zod-browser.ts): each module is replaced by one with the same exports, which throw if
// called, so that nothing the app runs can fail to find a name.

const ZOD = path.resolve(import.meta.dirname, '../../node_modules/zod/v4');

describe("zod's modules left out of the app's build", () => {
  for (const file of LEFT_OUT) {
    it(`${file}: the same exports, each throwing when called, a factory giving a function that throws`, async () => {
      const code = fs.readFileSync(path.join(ZOD, file), 'utf8');
      const real = exportNames(code);
      expect(real.length).toBeGreaterThan(0);
      const stub = leftOutModule(code, file);
      const module = (await import(`data:text/javascript;base64,${Buffer.from(stub).toString('base64')}`)) as Record<string, unknown>;
      expect(Object.keys(module).sort()).toEqual([...real].sort());
      for (const name of real) {
        const value = module[name] as () => unknown;
        if (name === 'default') expect(value()).toEqual({});
        else if (name.startsWith('create')) expect(() => (value() as () => unknown)()).toThrow(/left out of the app's build/);
        else expect(() => value()).toThrow(new RegExp(`zod: ${name} is left out`));
      }
    });
  }
});
