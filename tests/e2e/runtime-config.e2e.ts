// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, useBrowser } from './support/harness.ts';

// A deployment whose runtime-config.json is wrong gets a page that says what is wrong and where.
const distCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-dist-'));

describe('a wrong runtime-config.json', () => {
  const t = useBrowser(() => {
    fs.cpSync(process.env.DIST_DIR ?? path.join(ROOT, 'dist'), distCopy, { recursive: true });
    fs.writeFileSync(path.join(distCopy, 'runtime-config.json'), JSON.stringify({ siteName: 42, apiHost: 'x' }));
    return { DIST_DIR: distCopy };
  });
  afterAll(() => fs.rmSync(distCopy, { recursive: true, force: true }));

  it('shows 应用配置有误 with the file and each bad key, on any route', async () => {
    await t.page.goto('/school-auth/school-auth.auth-form');
    const alert = t.page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    expect(text).toContain('runtime-config.json 有误');
    expect(text).toMatch(/siteName: /);
    expect(text).toContain('apiHost');
    await t.page.getByText('应用配置有误').waitFor();
  });
});
