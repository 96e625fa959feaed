import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_AUTH, view } from './support/auth-form-helpers.ts';
import { login, logOut, useBrowser, visitInApp } from './support/harness.ts';
import { photo } from './support/pictures.ts';
import { clean, look, PHONE_BELOW, SIZES } from './support/viewport-look.ts';
import { opened } from './support/drivers/dialog.ts';
import { listFitted } from './support/drivers/table.ts';

// The viewport matrix's bespoke screens (issue 57 items 3 and 6; the shell and a list page are
// viewports.e2e.ts's): at each of the five sizes the auth form (its form, 获取坐标, a result panel
// and 审核日志), 通知中心 and 阅读消息, 分支机构 › 新增, the recharge dialog and its QR, 个人中心 and
// its cropper, each checked with look(): the page never scrolls sideways, no field is too narrow,
// no text is squeezed a character a line, every dialog's 确定 (or last button) is in the window.
// At 1280 px, 分支机构's fixed 操作 column leaves 状态 uncovered and says the table goes on.

const NOTICES = '/message/moreMessage';
const BRANCHES = '/school-branch/school-branch';
const ORDERS = '/order/order.order';
const PROFILE = '/comProfile/comProfile';

/** `box`'s bounds, failing the test when it is not laid out. */
async function bounds(box: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await box.boundingBox();
  if (!found) throw new Error(`not on the screen: ${box.toString()}`);
  return found;
}

/** Whether `box` is wholly inside a window of `width` × `height`. */
async function inWindow(box: Locator, width: number, height: number): Promise<boolean> {
  const { x, y, width: w, height: h } = await bounds(box);
  return x >= 0 && y >= 0 && x + w <= width + 0.5 && y + h <= height + 0.5;
}

/** Waits until the dialog has opened and checks what a user would see wrong with it open. */
async function lookAtDialog(page: Page, dialog: Locator, what: string): Promise<void> {
  await opened(dialog);
  expect(await look(page), what).toEqual(clean);
}

describe('the bespoke screens on a phone, a tablet, a projector, a laptop and a desktop (issue 57)', () => {
  const t = useBrowser(undefined, { samePage: true });

  it.each(SIZES)('$width×$height: the auth form, 获取坐标, a result panel and 审核日志', async ({ width, height }) => {
    const { page } = t;
    await page.setViewportSize({ width, height });
    await login(page, 'auth-status-0', BASE_AUTH);
    const form = view(page);
    await form.getByRole('heading', { name: '完善公开信息', level: 1 }).waitFor();
    await form.getByRole('button', { name: '保存并提交' }).waitFor();
    expect(await look(page), 'the auth form').toEqual(clean);
    await form.getByRole('button', { name: '获取坐标' }).click();
    const map = page.getByRole('dialog', { name: '获取坐标' });
    await map.getByLabel('地址', { exact: true }).waitFor();
    await lookAtDialog(page, map, '获取坐标');
    await map.getByRole('button', { name: '取消' }).click();
    await map.waitFor({ state: 'hidden' });

    // a rejected application: the panel's title, text and reason keep whole lines (on a phone the
    // reason wrapped a character a line)
    await logOut(page);
    await login(page, 'auth-status-3', BASE_AUTH);
    await form.getByRole('heading', { name: '渠道审核未通过' }).waitFor();
    const reason = form.getByText(/^审核意见：/);
    await reason.waitFor();
    expect(await look(page), 'the result panel').toEqual(clean);
    // the reason (20 characters) on one line, two on a phone
    const lines = await reason.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    expect(lines).toBeLessThanOrEqual(width < PHONE_BELOW ? 2 : 1);
    await form.getByRole('button', { name: '查看日志' }).click();
    const log = page.getByRole('dialog', { name: '审核日志' });
    await log.getByText('审核未通过').first().waitFor();
    await lookAtDialog(page, log, '审核日志');
    await log.getByRole('button', { name: '关闭' }).last().click();
    await log.waitFor({ state: 'hidden' });
    expect(t.errors).toEqual([]);
  });

  it.each(SIZES)('$width×$height: 通知中心 and 阅读消息, 分支机构 › 新增, the recharge QR, 个人中心 and its cropper', async ({ width, height }) => {
    const { page } = t;
    await page.setViewportSize({ width, height });
    await login(page, 'demo-school', NOTICES);
    const centre = page.getByRole('region', { name: '通知中心' });
    const first = centre.getByRole('row').nth(1);
    const title = first.getByRole('button').first();
    await title.waitFor();
    expect(await look(page), '通知中心').toEqual(clean);
    // the title readable on every screen (on a phone its row is the title, its time under it)
    expect((await bounds(title)).width).toBeGreaterThanOrEqual(150);
    expect(await centre.getByRole('columnheader', { name: '时间' }).count()).toBe(width < PHONE_BELOW ? 0 : 1);
    expect(await inWindow(centre.getByRole('button', { name: '全部标为已读' }), width, height)).toBe(true);
    const heading = (await title.textContent())?.trim() ?? '';
    await title.click();
    const reader = page.getByRole('dialog', { name: '阅读消息' });
    await reader.getByRole('heading', { name: heading, exact: true }).waitFor();
    await lookAtDialog(page, reader, '阅读消息');
    await reader.getByRole('button', { name: '关闭' }).last().click();
    await reader.waitFor({ state: 'hidden' });

    await visitInApp(page, BRANCHES);
    await view(page).getByRole('row', { name: /朝阳学习中心/ }).waitFor();
    await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const add = page.getByRole('dialog', { name: /新增/ });
    await add.getByRole('button', { name: /确\s*定/ }).waitFor();
    await lookAtDialog(page, add, '分支机构 › 新增');
    await page.keyboard.press('Escape');
    await add.waitFor({ state: 'hidden' });

    await visitInApp(page, ORDERS);
    await view(page).getByRole('button', { name: '充值', exact: true }).click();
    const recharge = page.getByRole('dialog', { name: '账户充值' });
    await recharge.getByLabel('充值金额').waitFor();
    await lookAtDialog(page, recharge, '账户充值');
    // the four quick amounts in the dialog's width
    for (const amount of ['¥2,000', '¥30,000']) expect(await inWindow(recharge.getByText(amount, { exact: true }), width, height)).toBe(true);
    await recharge.getByRole('button', { name: '确定' }).click();
    const pay = page.getByRole('dialog', { name: '扫码支付' });
    const qr = pay.getByRole('img', { name: '支付二维码' });
    await qr.locator('svg').waitFor();
    await lookAtDialog(page, pay, '扫码支付');
    // the whole QR in view, at its 300 px (spec section 9), to be scanned without scrolling
    expect(await inWindow(qr.locator('svg'), width, height)).toBe(true);
    expect(Math.round((await bounds(qr.locator('svg'))).width)).toBe(300);
    await pay.getByRole('button', { name: '取消' }).click();
    const leave = page.getByRole('dialog').filter({ hasText: '支付尚未完成，确定关闭吗？' });
    await lookAtDialog(page, leave, '支付尚未完成');
    await leave.getByRole('button', { name: '确定' }).click();
    await pay.waitFor({ state: 'hidden' });

    await visitInApp(page, PROFILE);
    await page.getByTestId('profile-balance').waitFor();
    expect(await look(page), '个人中心').toEqual(clean);
    await view(page).getByRole('button', { name: '更换头像' }).click();
    const cropper = page.getByRole('dialog', { name: '更换头像' });
    await cropper.getByLabel('选择要裁剪的图片').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 800, 600) });
    const picture = cropper.getByRole('img', { name: '待裁剪的图片' });
    await cropper.getByRole('slider', { name: '缩放' }).waitFor();
    await lookAtDialog(page, cropper, '更换头像');
    // the picture to crop has the dialog's room (beside the preview it had 160 px on a phone)
    expect((await bounds(picture)).width).toBeGreaterThanOrEqual(Math.min(300, width - 80));
    expect(await inWindow(cropper.getByLabel('裁剪预览'), width, height)).toBe(true);
    await cropper.getByRole('button', { name: '取消' }).click();
    await cropper.waitFor({ state: 'hidden' });
    expect(t.errors).toEqual([]);
  });

  it('1280×720: on 分支机构 the fixed 操作 column leaves 状态 in view, shows that the table goes on, and scrolling brings out 置顶 and 创建时间', async () => {
    const { page } = t;
    await page.setViewportSize({ width: 1280, height: 720 });
    await login(page, 'demo-school', BRANCHES);
    const row = view(page).getByRole('row', { name: /朝阳学习中心/ });
    await row.waitFor();
    await listFitted(view(page));
    const header = (name: string) => view(page).getByRole('columnheader', { name, exact: true });
    const right = async (name: string) => {
      const { x, width } = await bounds(header(name));
      return x + width;
    };
    const actions = header('操作');
    const actionsAt = (await bounds(actions)).x;
    // 详情 编辑 更多: the rest are in 更多, and the column is no wider than they are
    expect(await row.getByRole('button').allTextContents()).toEqual(['详情', '编辑', '更多']);
    expect(await right('状态')).toBeLessThanOrEqual(actionsAt + 1);
    // the sign that the table goes on under 操作: a shadow at its edge, gone once scrolled to the end
    const shadow = () => actions.evaluate((cell) => getComputedStyle(cell, '::after').boxShadow);
    expect(await shadow()).not.toBe('none');
    expect(await right('创建时间')).toBeGreaterThan(actionsAt + 1);
    const { x, y, height } = await bounds(row);
    await page.mouse.move(x + 300, y + height / 2);
    await page.mouse.wheel(2000, 0);
    await expect.poll(() => right('创建时间')).toBeLessThanOrEqual(actionsAt + 1);
    expect(await right('置顶')).toBeLessThanOrEqual(actionsAt + 1);
    await expect.poll(shadow).toBe('none');
    expect(await look(page), '分支机构, scrolled sideways').toEqual(clean);
    expect(t.errors).toEqual([]);
  });
});
