import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { armFault, DEMO_PASSWORD, login, logOut, useBrowser, type ReferenceServer } from './support/harness.ts';
import { photo } from './support/pictures.ts';
import { captchaText } from './support/sms.ts';
import { dialogTitled, opened, questionSaying } from './support/drivers/dialog.ts';
import { formField, formItem } from './support/drivers/form.ts';
import { allToasts, toastSaying } from './support/drivers/message.ts';

// The personal centre (issue 13, items 3 and 4) in Chromium against the reference server: the
// nickname in the navbar without a reload, a password change then a login with the new one, a
// mobile change with the SMS code from the server log (in a dialog and on /editMobilePage), the
// avatar through the cropper from a photo made here (and a too-small one), and the 管理员 form's
// avatar opening the same cropper.

const PROFILE = '/comProfile/comProfile';

/** A form item by its label, with its error messages. */
const labelled = (scope: Locator, label: string) => formItem(scope, scope.page().locator(`label:text-is("${label}")`));


/** The natural size of an image URL, loaded in the page. */
const imageSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<[number, number]>((resolve, reject) => {
        const image = new Image();
        image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
        image.onerror = () => reject(new Error(`cannot load ${url}`));
        image.src = url;
      }),
    src,
  );

async function loginAt(page: Page, user: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** In the change-mobile form in `scope`: the new number and the captcha, then 获取验证码; the SMS code from the server log. */
async function sendCode(scope: Locator, server: ReferenceServer, mobile: string): Promise<string> {
  await scope.getByLabel('新手机号').fill(mobile);
  const captcha = scope.getByAltText('图形验证码图片');
  await captcha.waitFor();
  await scope.getByLabel('图形验证码', { exact: true }).fill(await captchaText(scope, server));
  const since = server.output().length;
  await scope.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.codeFor(mobile, since);
  await scope.locator('button', { hasText: /^\d+s后重新获取$/ }).waitFor();
  return code;
}

describe('the personal centre, in Chromium', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });

  beforeEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });

  it('shows the account and its money, and a new nickname reaches the navbar without a reload', async () => {
    await login(t.page, 'demo-school', PROFILE);
    const view = t.page.locator('.profile-page');
    await view.getByText('demo-school', { exact: true }).waitFor();
    expect(await view.getByTestId('profile-balance').textContent()).toBe('¥12,860.00');
    expect(await view.getByTestId('profile-consume').textContent()).toBe('¥3,420.50');
    expect(await view.getByTestId('profile-uninvoiced').textContent()).toBe('¥1,200.00');
    expect(await view.getByTestId('profile-mobile').textContent()).toBe('13800000001');
    await t.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await view.getByRole('button', { name: '修改昵称' }).click();
    const box = dialogTitled(t.page, '修改昵称');
    await box.getByLabel('昵称').fill(' ');
    await box.getByRole('button', { name: '保存' }).click();
    await labelled(box, '昵称').getByText('请输入用户昵称').waitFor();
    await box.getByLabel('昵称').fill('张老师');
    await box.getByRole('button', { name: '保存' }).click();
    await toastSaying(t.page, '昵称已修改').waitFor();
    await expect.poll(() => t.page.locator('.navbar-name').textContent()).toBe('阳光示范学校 · 张老师');
    expect(await view.getByTestId('profile-nickname').textContent()).toBe('张老师');
    expect(await t.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('password: the 422s on their fields, then the other sessions end and only the new password logs in', async () => {
    // another browser's session of the same account
    const other = await fetch(`${t.server.url}/api/organization/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'low-balance', password: DEMO_PASSWORD }),
    }).then((response) => response.json() as Promise<{ data: { token: string } }>);
    const profileWith = (token: string) => fetch(`${t.server.url}/api/organization/profile`, { headers: { 'org-token': token } }).then((response) => response.status);
    expect(await profileWith(other.data.token)).toBe(200);

    await login(t.page, 'low-balance', PROFILE);
    await t.page.getByRole('button', { name: '修改密码' }).click();
    const box = dialogTitled(t.page, '修改密码');
    await box.getByText('其他设备和浏览器上的登录将退出').waitFor();
    await box.getByLabel('原密码').fill('Wrong@2026');
    await box.getByLabel('新密码', { exact: true }).fill('Fresh@2027');
    await box.getByLabel('确认新密码').fill('Fresh@2028');
    await box.getByRole('button', { name: '确定修改' }).click();
    await labelled(box, '确认新密码').getByText('两次输入的密码不一致').waitFor();
    await box.getByLabel('确认新密码').fill('Fresh@2027');
    await box.getByRole('button', { name: '确定修改' }).click();
    // the server's 422 on the old password's own field, not a toast; what was typed stays
    await labelled(box, '原密码').getByText('原密码错误').waitFor();
    expect(await allToasts(t.page).count()).toBe(0);
    expect(await box.getByLabel('新密码', { exact: true }).inputValue()).toBe('Fresh@2027');

    await box.getByLabel('原密码').fill(DEMO_PASSWORD);
    await box.getByRole('button', { name: '确定修改' }).click();
    const done = questionSaying(t.page, '密码已修改');
    await done.getByText('其他设备和浏览器上的登录已退出').waitFor();
    expect(await profileWith(other.data.token)).toBe(402);
    await opened(done);
    await done.getByRole('button', { name: '知道了' }).click();

    await logOut(t.page);
    await loginAt(t.page, 'low-balance', DEMO_PASSWORD);
    await t.page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    await loginAt(t.page, 'low-balance', 'Fresh@2027');
    await t.page.locator('.navbar').waitFor();
  });

  it('mobile: a wrong SMS code on its field, then the code from the server log changes the number', async () => {
    await login(t.page, 'demo-branch', PROFILE);
    await t.page.getByRole('button', { name: '修改手机号' }).click();
    const box = dialogTitled(t.page, '修改手机号');
    await box.getByText('当前手机号：13800000002').waitFor();
    const code = await sendCode(box, t.server, '13912340001');
    expect(await box.locator('button', { hasText: /s后重新获取$/ }).isDisabled()).toBe(true);
    await box.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
    await box.getByRole('button', { name: '确定修改' }).click();
    await labelled(box, '短信验证码').getByText('短信验证码错误或已过期').waitFor();
    expect(await box.getByLabel('新手机号').inputValue()).toBe('13912340001');

    await box.getByLabel('短信验证码').fill(code);
    await box.getByRole('button', { name: '确定修改' }).click();
    await toastSaying(t.page, '手机号已修改').waitFor();
    await expect.poll(() => box.isVisible()).toBe(false);
    expect(await t.page.getByTestId('profile-mobile').textContent()).toBe('13912340001');
  });

  it('/editMobilePage: needs the login, has no layout, and changes the mobile the same way', async () => {
    await t.page.goto('/editMobilePage');
    await t.page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/editMobilePage');
    await loginAt(t.page, 'auth-status-1', DEMO_PASSWORD);
    await t.page.waitForURL('**/editMobilePage');
    const page = t.page.locator('.edit-mobile-page');
    await page.getByRole('heading', { name: '修改手机号' }).waitFor();
    await page.getByText('13900000001').waitFor();
    expect(await t.page.locator('.navbar, .sidebar').count()).toBe(0);
    await page.getByRole('button', { name: '返回' }).first().waitFor();

    await page.getByLabel('短信验证码').fill(await sendCode(page, t.server, '13912340002'));
    await page.getByRole('button', { name: '确定修改' }).click();
    await page.getByText('手机号已修改').first().waitFor();
    await page.getByText('新手机号：13912340002').waitFor();
  });

  it('avatar: a too-small picture is refused with its numbers; a photo is cropped to 300×300, uploaded and shown', async () => {
    await login(t.page, 'auth-status-4', PROFILE);
    await t.page.getByRole('button', { name: '更换头像' }).click();
    const box = dialogTitled(t.page, '更换头像');
    const input = box.getByLabel('选择要裁剪的图片');
    await input.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
    await box.getByRole('alert').filter({ hasText: '仅限图片格式' }).waitFor();
    await input.setInputFiles({ name: 'small.jpg', mimeType: 'image/jpeg', buffer: await photo(t.page, 280, 400) });
    await box.getByRole('alert').filter({ hasText: '图片最低像素为（300*300）' }).waitFor();

    await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photo(t.page, 1200, 800) });
    await box.getByText('原图 1200×800').waitFor();
    await box.getByText('输出 300×300，JPG').waitFor();
    // holding 放大 steps the zoom again and again (every 60 ms) until released
    const zoomIn = box.getByRole('button', { name: '放大' });
    const value = box.locator('.image-cropper-zoom-value');
    await zoomIn.hover();
    await t.page.mouse.down();
    await expect.poll(async () => Number(await value.textContent()), { timeout: 5000 }).toBeGreaterThanOrEqual(10);
    await t.page.mouse.up();
    const held = Number(await value.textContent());
    await expect.poll(async () => Number(await value.textContent())).toBe(held);

    // a failed upload says so and keeps the crop
    await armFault(t.server, { method: 'POST', path: '/api/admin/common/upload-img', status: 500 });
    await box.getByRole('button', { name: '上传' }).click();
    await box.getByRole('alert').filter({ hasText: '图片上传失败' }).waitFor();
    await box.getByRole('button', { name: '返回裁剪' }).click();
    expect(Number(await value.textContent())).toBe(held);

    const upload = t.page.waitForResponse((response) => response.url().endsWith('/api/admin/common/upload-img') && response.request().method() === 'POST');
    const saved = t.page.waitForResponse((response) => response.url().endsWith('/api/organization/profile') && response.request().method() === 'PATCH');
    await box.getByRole('button', { name: '上传' }).click();
    const { url } = (await (await upload).json()) as { url: string };
    expect((await saved).status()).toBe(200);
    await toastSaying(t.page, '头像已更换').waitFor();
    expect(await box.isVisible()).toBe(false);
    await expect.poll(() => t.page.locator('.navbar-avatar img').getAttribute('src')).toBe(`/${url}`);
    expect(await t.page.locator('.profile-avatar img').getAttribute('src')).toBe(`/${url}`);
    expect(await imageSize(t.page, `/${url}`)).toEqual([300, 300]);
  });

  it('管理员: the add dialog\'s avatar (component.crop 300×300) goes through the cropper', async () => {
    await login(t.page, 'demo-school', '/comProfile/comProfile.admin-user');
    const view = t.page.locator('.page-view:not([hidden])');
    await view.getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const form = dialogTitled(t.page, '新增');
    // a Formily form item, not an antd Form.Item
    const avatar = formField(form, '用户头像');
    await avatar.getByText('裁剪为 300×300').waitFor();
    expect(await avatar.getByRole('button', { name: '从图片库选择' }).count()).toBe(0);
    await avatar.getByRole('button', { name: '上传图片' }).click();

    const cropper = dialogTitled(t.page, '裁剪图片');
    await cropper.getByText('不小于 300×300 像素').waitFor();
    await cropper.getByLabel('选择要裁剪的图片').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await photo(t.page, 640, 480, 'image/png') });
    await cropper.getByText('输出 300×300，PNG').waitFor();
    await cropper.getByRole('button', { name: '上传' }).click();
    await expect.poll(() => cropper.isVisible()).toBe(false);
    const thumb = avatar.getByAltText('已上传的图片');
    const src = await thumb.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/.+\.png$/);
    expect(await imageSize(t.page, src!)).toEqual([300, 300]);
  });
});
