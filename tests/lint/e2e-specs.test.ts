import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 56 item 5: an e2e spec speaks as a user. The lint refuses a fixed wait (waitForTimeout,
// setTimeout) and an antd class name in tests/e2e/**/*.e2e.ts; the drivers under
// tests/e2e/support/drivers/ hold them. Snippets linted as if they were those files, with the
// project's real eslint.config.js.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const SNIPPETS = [
  ['waitForTimeout', "import type { Page } from 'playwright-core';\nexport const pause = (page: Page) => page.waitForTimeout(300);\n", 'no waitForTimeout'],
  ['setTimeout', 'export const later = () => new Promise((done) => setTimeout(done, 300));\n', 'no setTimeout'],
  ['an antd class in a string', "import type { Page } from 'playwright-core';\nexport const rows = (page: Page) => page.locator('.ant-table-row');\n", 'names no antd class'],
  ['an antd class in a template', "import type { Page } from 'playwright-core';\nexport const item = (page: Page, n: number) => page.locator(`.ant-pagination-item-${n}`);\n", 'names no antd class'],
  ['an antd class in code run in the page', "import type { Page } from 'playwright-core';\nexport const cells = (page: Page) => page.evaluate(() => document.querySelectorAll('td').length + (document.body.classList.contains('ant-table-ping-right') ? 1 : 0));\n", 'names no antd class'],
] as const;

describe('the e2e specs speak as users (no-restricted-syntax in tests/e2e/**/*.e2e.ts)', () => {
  // the first lint loads the config, its plugins and the TypeScript parser: not a test's time
  beforeAll(() => refusals('tests/e2e/x.e2e.ts', 'export {};\n'), 120_000);

  it.each(SNIPPETS)('a spec with %s is refused, pointing to the drivers', async (_, code, expected) => {
    const errors = await refusals('tests/e2e/x.e2e.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
    expect(errors[0]).toContain('tests/e2e/support/drivers/');
  });

  it.each(SNIPPETS)('a driver with %s is allowed', async (_, code) => {
    expect(await refusals('tests/e2e/support/drivers/x.ts', code)).toEqual([]);
  });

  it.each([
    ['a user-facing locator', "import type { Page } from 'playwright-core';\nexport const save = (page: Page) => page.getByRole('button', { name: '保存' }).click();\n"],
    ["antd's CSS variables and data attributes, which are no class", "export const marks = ['--ant-table-', 'data-ant-cssinjs-cache-path', 'important-note'];\n"],
  ])('a spec with %s is allowed', async (_, code) => {
    expect(await refusals('tests/e2e/x.e2e.ts', code)).toEqual([]);
  });
});
