// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { allToasts } from './support/drivers/message.ts';
import { listRows } from './support/drivers/table.ts';

// A broken page fails alone (issue 14, item 5), in Chromium: the reference server starts with a
// SCHEMAS_DIR whose 专业管理 page file is not JSON; 师资管理 still lists its rows, 专业管理 opened
// from the menu says in Chinese that its configuration is being fixed, and the shell stays usable.

const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-e2e-broken-'));
fs.mkdirSync(path.join(schemasDir, 'pages'));
// a trailing comma before the closing brace: a JSON syntax error on line 3
fs.writeFileSync(path.join(schemasDir, 'pages/school-major.json'), '{\n  "list": {"title": "专业管理"},\n}\n');
afterAll(() => fs.rmSync(schemasDir, { recursive: true, force: true }));

const view = (page: Page) => page.locator('.page-view:not([hidden])');
const rows = (page: Page) => listRows(view(page));

describe('a broken page file, in Chromium against the reference server', () => {
  const t = useBrowser(() => ({ SCHEMAS_DIR: schemasDir }));

  it('the server started and reported the file; another page works; the broken one says it is being fixed', async () => {
    expect(t.server.output()).toContain(`${path.join(schemasDir, 'pages/school-major.json')}:3:1: JSON 语法错误`);

    await login(t.page, 'demo-school', '/fxl-school/fxl-school.teacher');
    await rows(t.page).first().waitFor();
    expect(await rows(t.page).count()).toBeGreaterThan(0);

    await t.page.getByRole('menuitem', { name: '专业管理' }).click();
    await t.page.waitForURL('**/fxl-school/fxl-school.major');
    await view(t.page).getByText('该页面的配置正在修复中，请稍后再试').waitFor();
    // shown in place: no global 服务器500错误 toast, no table
    expect(await allToasts(t.page).count()).toBe(0);
    expect(await view(t.page).locator('.config-list-table').count()).toBe(0);

    // the shell stays usable: another page opens from the menu and lists its rows
    await t.page.getByRole('menuitem', { name: '培训课程' }).click();
    await t.page.waitForURL('**/fxl-school/fxl-school.train-class');
    await rows(t.page).first().waitFor();
    // and back on the broken page's tab, the message is still there
    await t.page.getByRole('menuitem', { name: '专业管理' }).click();
    await view(t.page).getByText('该页面的配置正在修复中，请稍后再试').waitFor();
    expect(t.errors.filter((text) => !/503/.test(text))).toEqual([]);
  });
});
