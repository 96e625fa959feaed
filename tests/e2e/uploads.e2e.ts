import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { armFault, login, useBrowser, releaseHeld } from './support/harness.ts';
import { dialogTitled } from './support/drivers/dialog.ts';
import { fieldError, formField } from './support/drivers/form.ts';
import { allToasts } from './support/drivers/message.ts';
import { tableRows } from './support/drivers/table.ts';

// Issue 15, item 3: uploads finish first. While a picture is still on its way, 确定 does not save
// the record without it (the field says why); once the upload answers, 确定 saves it with the
// picture. A failed upload blocks the save with its message. Against the reference server, the
// upload slowed and failed with its fault injection.

const TEACHERS = '/fxl-school/fxl-school.teacher';
const UPLOAD = '/api/organization/common/upload-img';
const PENDING = '文件上传中，请等待上传完成后再保存';
/** A 1 x 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const view = (page: Page) => page.locator('.page-view:not([hidden])');

async function editFirstTeacher(page: Page): Promise<{ dialog: Locator; photo: Locator; id: string }> {
  const row = tableRows(view(page)).first();
  await row.waitFor();
  const id = (await row.getAttribute('data-row-key')) ?? '';
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  const dialog = dialogTitled(page, '编辑');
  await dialog.getByRole('textbox').first().waitFor();
  return { dialog, photo: formField(dialog, '照片'), id };
}

/** The teacher as the server has it now. */
async function stored(page: Page, id: string): Promise<{ image?: string | null }> {
  return page.evaluate(async (teacher) => {
    const response = await fetch(`/api/organization/fxl-school-teacher/${teacher}`, {
      headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': localStorage.getItem('org-Token') ?? '' },
    });
    return ((await response.json()) as { data: { image?: string | null } }).data;
  }, id);
}

describe('确定 while a picture uploads (issue 15 item 3)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });
  afterEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });

  it('a slow upload: 确定 says the upload is running and saves nothing; once it answers, 确定 saves the record with the picture', async () => {
    const { page } = t;
    await login(page, 'demo-school', TEACHERS);
    const { dialog, photo, id } = await editFirstTeacher(page);
    const before = (await stored(page, id)).image;
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/organization/fxl-school-teacher/')) saves += 1;
    });

    // the server holds the upload's answer until the checks below are done (the file itself is sent at once)
    await armFault(t.server, { method: 'POST', path: UPLOAD, hold: true });
    const uploaded = page.waitForResponse((response) => response.url().endsWith(UPLOAD));
    await photo.locator('input[type="file"]').setInputFiles({ name: '教师照片.png', mimeType: 'image/png', buffer: PNG });
    await photo.getByRole('button', { name: /上传中/ }).waitFor();

    await dialog.getByRole('button', { name: '确定' }).click();
    // the reason, on the field; no save went out and the dialog stays
    await fieldError(photo, PENDING).waitFor();
    expect(saves).toBe(0);
    expect(await allToasts(page, '操作成功').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);

    expect(await releaseHeld(t.server)).toBe(1);
    const { url } = (await (await uploaded).json()) as { url: string };
    await allToasts(page, '上传成功').first().waitFor();
    await fieldError(photo, PENDING).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await allToasts(page, '操作成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(saves).toBe(1);
    const after = (await stored(page, id)).image;
    expect(after).toBe(url);
    expect(after).not.toBe(before);
  });

  it('a failed upload blocks 确定 with its message until it is removed', async () => {
    const { page } = t;
    await login(page, 'demo-school', TEACHERS);
    const { dialog, photo, id } = await editFirstTeacher(page);
    const before = (await stored(page, id)).image;
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/organization/fxl-school-teacher/')) saves += 1;
    });

    await armFault(t.server, { method: 'POST', path: UPLOAD, status: 500, message: '存储服务不可用' });
    await photo.locator('input[type="file"]').setInputFiles({ name: '教师照片.png', mimeType: 'image/png', buffer: PNG });
    await photo.getByLabel('教师照片.png 上传失败').waitFor();

    await dialog.getByRole('button', { name: '确定' }).click();
    await fieldError(photo, '图片上传失败：存储服务不可用').waitFor();
    expect(saves).toBe(0);
    expect(await allToasts(page, '操作成功').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);

    // removed, the record saves as it was (its old picture kept)
    await photo.getByRole('button', { name: '移除 教师照片.png' }).click();
    await fieldError(photo, '图片上传失败').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await allToasts(page, '操作成功').first().waitFor();
    expect(saves).toBe(1);
    expect((await stored(page, id)).image).toBe(before);
  });
});
