import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { cascadeItem, openCascade, openColumns } from './drivers/cascader.ts';
import { fieldLabelled } from './drivers/form.ts';
import { chooseOption, selectBox } from './drivers/select.ts';
import type { ReferenceServer } from './harness.ts';

// Shared by the auth-form browser tests: the visible page, the seeded texts, the reviewer.

export const BASE_AUTH = '/school-auth/school-auth.base?type=name_auth';
export const APPLY_FORM = '/school-auth/school-auth.auth-form';

/** The page on screen (kept pages stay mounted, hidden). */
export const view = (page: Page): Locator => page.locator('.page-view:not([hidden])');

/** The review reasons the seed writes (server/seed.ts). */
export const SEEDED_REASONS: Record<number, string> = { 3: '营业执照照片不清晰，请重新上传', 5: '办学许可证已过期，请上传有效证件' };

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The org-token of the page's login. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('org-Token') ?? '');

const headers = (token: string) => ({ 'org-token': token, 'site-name': 'cepsp', accept: 'application/json', 'content-type': 'application/json' });

/** The reviewer simulation (server/README.md): POST /api/dev/review as the token's account. */
export async function review(server: ReferenceServer, token: string, status: number, form: string, reason = ''): Promise<void> {
  const response = await fetch(`${server.url}/api/dev/review`, { method: 'POST', headers: headers(token), body: JSON.stringify({ status, form, reason }) });
  if (!response.ok) throw new Error(`review to ${status} failed: ${response.status} ${await response.text()}`);
}

/** Ends the session on the server, as an expiry would. */
export async function endSession(server: ReferenceServer, token: string): Promise<void> {
  await fetch(`${server.url}/api/organization/logout`, { method: 'POST', headers: headers(token) });
}

/** A form item by its label. */
export const item = (scope: Locator, label: string): Locator => fieldLabelled(scope, label);

/** Opens a select of the item and clicks the option. */
export async function pick(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await chooseOption(item(scope, label), option);
}

/** The heights of a row's boxes (an input and the button beside it). */
const rowHeights = (row: Locator) => row.evaluate((element) => [...element.children].map((child) => Math.round(child.getBoundingClientRect().height)));

async function upload(page: Page, label: string, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const scope = item(view(page), label);
  const pictures = scope.getByRole('button', { name: /^删除/ });
  for (const file of files) {
    const before = await pictures.count();
    const done = page.waitForResponse((response) => response.url().includes('/common/upload-'));
    await scope.locator('input[type=file]').first().setInputFiles(file);
    expect((await done).status()).toBe(200);
    // the picture shown with its 删除, as a user waits for it: the answer's arrival is not yet the field's value
    // (a side-by-side CI run clicked 保存并提交 in between, and the form refused 2 of 3 校园图片)
    await expect.poll(() => pictures.count()).toBe(before + 1);
  }
}

/** Fills every required field of 完善公开信息 (schemas/pages/school-auth.base.json) as a user would. */
export async function fillBaseForm(page: Page): Promise<void> {
  const form = view(page);
  await pick(form, '机构类别', '普通高等学校');
  await pick(form, '机构类型', '学历教育学校');
  await upload(page, '学校 Logo', [{ name: 'logo.png', mimeType: 'image/png', buffer: PNG }]);
  await upload(page, '办学许可证', [{ name: '办学许可证.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%测试\n') }]);
  // 所在地区: province, city, district
  await selectBox(item(form, '所在地区')).click();
  for (let level = 0; level < 3; level += 1) {
    await cascadeItem(openColumns(page).nth(level)).first().click();
  }
  // the path chosen and its menu gone before the next click (fresh-clone run 4: 获取坐标's click,
  // right after the last level, opened nothing)
  await expect.poll(() => item(form, '所在地区').getByText(/\S+ \/ \S+ \/ \S+/).count()).toBeGreaterThan(0);
  await openCascade(page).waitFor({ state: 'hidden' });
  // 学校地址: the map dialog of 获取坐标, each button level with the box beside it (they were
  // drawn a size smaller, hanging off the box's top edge)
  const coordinate = item(form, '学校地址').getByRole('button', { name: '获取坐标' });
  const [address, button] = await rowHeights(coordinate.locator('..'));
  expect(button).toBe(address);
  await coordinate.click();
  const map = page.getByRole('dialog', { name: '获取坐标' });
  await map.locator('.leaflet-container').waitFor();
  const [search, locate] = await rowHeights(map.getByRole('button', { name: '当前位置' }).locator('..'));
  expect(locate).toBe(search);
  await map.getByLabel('地址', { exact: true }).fill('北京市海淀区学院路 38 号');
  await map.getByRole('button', { name: '确定' }).click();
  await map.waitFor({ state: 'hidden' });
  await form.getByText('经度：116.407526').waitFor();
  await item(form, '学校简介').locator('textarea').fill('一所面向在职人员的继续教育学校。');
  await upload(page, '校园图片', [1, 2, 3].map((n) => ({ name: `校园${n}.png`, mimeType: 'image/png', buffer: PNG })));
  await item(form, '招生办电话').locator('input').fill('010-62345678');
}
