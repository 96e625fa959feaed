import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { dialogBody } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { chooseOption } from './support/drivers/select.ts';

// Issue 57 items 3 and 4: a dialog takes the keys as it opens (focus in its first field, what is
// typed at once lands there, nothing reaches the page behind), Enter in a single-line field is
// 确定, and a long dialog keeps its title and buttons in the window.

const MAJORS = '/fxl-school/fxl-school.major';
const BRANCHES = '/school-branch/school-branch';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const addButton = (page: Page) => view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ });
const focusedPlaceholder = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('placeholder') ?? document.activeElement?.tagName ?? null);

describe('dialogs take the keys (issue 57 item 4)', () => {
  // with the system's motion on, as most users have it: the zoom is when keys went astray
  const t = useBrowser(undefined, { motion: true });

  it('the first field has the focus as 新增 opens, and what is typed at once lands in it', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await view(page).getByRole('row').nth(1).waitFor();
    await addButton(page).click();
    // at once, without waiting for the dialog: the keys a fast typist sends
    await page.keyboard.type('abc快速专业');
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    await expect.poll(() => dialog.getByPlaceholder('请输入专业名称').inputValue()).toBe('abc快速专业');
    expect(await focusedPlaceholder(page)).toBe('请输入专业名称');
    expect(t.errors).toEqual([]);
  });

  it('Tab and Enter pressed as the dialog opens act on nothing behind it', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await view(page).getByRole('row').nth(1).waitFor();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await addButton(page).click();
    for (const key of ['Tab', 'Tab', 'Enter', 'Tab', 'Enter']) await page.keyboard.press(key);
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    // the keys stayed with the dialog: its own controls have the focus (a Tab that came after the
    // first field took it moves on inside the dialog, as it should)
    await dialog.getByPlaceholder('请输入专业名称').waitFor();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    // one dialog, no confirm or warning of a toolbar action behind it, nothing sent
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.getByText('请勾选需要操作的行').count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('Enter in a single-line field saves as 确定 does; Enter in the textarea is a new line', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await view(page).getByRole('row').nth(1).waitFor();
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    await dialog.getByPlaceholder('请输入专业名称').fill('回车保存专业');
    await chooseOption(formField(dialog, '层次'), '专升本');
    await dialog.getByPlaceholder('请输入学制（年）').fill('3');
    const intro = dialog.getByPlaceholder('请输入专业介绍');
    await intro.fill('第一行');
    await intro.press('Enter');
    await intro.pressSequentially('第二行');
    expect(await intro.inputValue()).toBe('第一行\n第二行');
    expect(await dialog.isVisible()).toBe(true);
    const fee = dialog.getByPlaceholder('请输入学费（元/年）');
    await fee.fill('4100');
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/organization/school-majors');
    await fee.press('Enter');
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await view(page).getByRole('row').filter({ hasText: '回车保存专业' }).waitFor();
  });
});

describe('text counted as people count it (issue 58 item 3)', () => {
  const t = useBrowser();

  it('40 emoji fit 专业名称 (at most 40), the counter says 40 / 40; a 41st is kept and refused with a message, never cut', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    const name = dialog.getByPlaceholder('请输入专业名称');
    await name.fill('😀'.repeat(40));
    expect([...(await name.inputValue())].length).toBe(40);
    await dialog.getByText('40 / 40').waitFor();
    expect(await dialog.getByText('专业名称最多40个字').count()).toBe(0);
    await name.fill('👨‍👩‍👧'.repeat(8) + '阳'.repeat(1));
    // a family emoji is five characters: 41 in all, kept whole and refused
    expect(await name.inputValue()).toBe('👨‍👩‍👧'.repeat(8) + '阳');
    await dialog.getByText('专业名称最多40个字').waitFor();
  });
});

describe('dialogs fit the window (issue 57 item 3)', () => {
  const t = useBrowser();

  it.each([
    [1366, 768],
    [1280, 720],
  ])('at %i×%i 分支机构 › 新增 keeps its title and 确定 in the window, its body scrolling', async (width, height) => {
    const { page } = t;
    await page.setViewportSize({ width, height });
    await login(page, 'demo-school', BRANCHES);
    await view(page).getByRole('row').nth(1).waitFor();
    await addButton(page).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '详细地址' });
    const ok = dialog.getByRole('button', { name: /确\s*定/ });
    await ok.waitFor();
    await expect.poll(async () => (await ok.boundingBox())?.y ?? Infinity).toBeLessThan(height);
    const box = (await ok.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    const title = (await dialog.getByText(/新增/).first().boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(0);
    // the page behind does not scroll; the dialog's body does
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true);
    const body = dialogBody(dialog);
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  });

  it('at 390×844 a dialog takes the whole screen, its fields the whole row', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'demo-school', MAJORS);
    await view(page).getByRole('button', { name: /新增$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    const name = dialog.getByPlaceholder('请输入专业名称');
    await name.waitFor();
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(390);
    const fee = (await dialog.getByPlaceholder('请输入学费（元/年）').boundingBox())!;
    expect(fee.width).toBeGreaterThan(300);
    const ok = (await dialog.getByRole('button', { name: /确\s*定/ }).boundingBox())!;
    expect(ok.y + ok.height).toBeLessThanOrEqual(844);
  });
});
