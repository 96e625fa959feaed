import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BASE_AUTH, review, tokenOf } from './support/auth-form-helpers.ts';
import { SLOW_REQUEST_MS } from '../../app/shell/light-frame.tsx';
import { settled as framesDrawn } from './support/a11y-helpers.ts';
import { clickTwice } from './support/clicks.ts';
import { armFault, login, type ReferenceServer, releaseHeld, useBrowser } from './support/harness.ts';
import { dialogTitled, opened, questionSaying } from './support/drivers/dialog.ts';
import { formField } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { chooseOption } from './support/drivers/select.ts';
import { tableRow, tableRows } from './support/drivers/table.ts';
import { treeCheckbox, treeNode } from './support/drivers/tree.ts';

// Issue 26, item 1: one save is one record. Each kind of write (a list page's 新增 and 编辑, the
// role editor, 修改昵称, the auth form's 保存并提交) is clicked twice, as a double-click and as two
// clicks 0, 15 and 30 ms apart, with its answer held by the server (REFERENCE_FAULTS, hold) until
// both clicks have been handled, so that the second click lands while the first save is in
// flight, however slow the machine: the server gets one write. The figures (writes received per
// rhythm) are printed at the end.

const MAJORS = '/fxl-school/fxl-school.major';
const BRANCHES = '/school-branch/school-branch';
const ROLES = '/comProfile/comProfile.roles';
const PROFILE = '/comProfile/comProfile';
const AUTH_UPDATE = '/api/organization/school-auth-form/update';

const RHYTHMS = ['双击', 0, 15, 30] as const;
type Rhythm = (typeof RHYTHMS)[number];
const labelOf = (rhythm: Rhythm) => (rhythm === '双击' ? '双击' : `间隔${rhythm}ms`);

const view = (page: Page) => page.locator('.page-view:not([hidden])');


/** Counts the `method` requests to paths matching `path` that the page sent; `settled()` waits for all of them to end. */
function writesTo(page: Page, method: string, path: RegExp) {
  const sent: string[] = [];
  let open = 0;
  const ours = (request: { method(): string; url(): string }) => request.method() === method && path.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (!ours(request)) return;
    sent.push(request.url());
    open += 1;
  });
  const end = (request: { method(): string; url(): string }) => {
    if (ours(request)) open -= 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    count: () => sent.length,
    /** Every write sent has ended, and none more was sent by what the page did up to its next two frames. */
    settled: async () => {
      await framesDrawn(page);
      await expect.poll(() => open).toBe(0);
    },
  };
}

/**
 * The seeded application of auth-status-3 lacks some required values: they are sent once through
 * the API (as a user filling the form in would), and the reviewer rejects it again (status 3).
 */
async function completeSeededForm(server: ReferenceServer, token: string): Promise<void> {
  const headers = { accept: 'application/json', 'site-name': 'cepsp', 'org-token': token, 'content-type': 'application/json' };
  const shown = (await (await fetch(`${server.url}/api/organization/school-auth-form/show?form=school-auth`, { headers })).json()) as { data: Record<string, unknown> };
  const values = {
    ...shown.data,
    is_branch: 0,
    type: 1,
    logo: 'uploads/logo.png',
    license: 'uploads/license.pdf',
    area_ids: [110000, 110100, 110108],
    intro: '一所面向在职人员的继续教育学校。',
    images: ['uploads/1.png', 'uploads/2.png', 'uploads/3.png'],
    phone: '010-62345678',
  };
  const answer = await fetch(`${server.url}${AUTH_UPDATE}?form=school-auth`, { method: 'POST', headers, body: JSON.stringify(values) });
  if (!answer.ok) throw new Error(`completing the seeded form failed: ${answer.status} ${await answer.text()}`);
  await review(server, token, 3, 'school-auth', '请重新提交');
}

/** The API as the page's own login calls it (no new session). */
async function apiGet<T>(page: Page, server: ReferenceServer, path: string): Promise<T> {
  const token = await tokenOf(page);
  const response = await fetch(`${server.url}/api/${path}`, { headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': token } });
  return ((await response.json()) as { data: T }).data;
}

/** Opens 新增专业 on the majors page and fills it in with `name`. */
async function addMajor(page: Page, name: string): Promise<Locator> {
  await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
  const add = dialogTitled(page, '新增专业');
  await add.getByPlaceholder('请输入专业名称').fill(name);
  await chooseOption(formField(add, '层次'), '高起专');
  await add.getByPlaceholder('请输入学制（年）').fill('3');
  await add.getByPlaceholder('请输入学费（元/年）').fill('3600');
  return add;
}

/** The majors of the page's account named `name`, as the server stores them. */
const storedNamed = async (page: Page, server: ReferenceServer, name: string) =>
  (await apiGet<{ data: { name: string }[] }>(page, server, `organization/school-majors?name=${encodeURIComponent(name)}`)).data.filter((major) => major.name === name).length;

const figures: Record<string, Record<string, number>> = {};
const note = (kind: string, rhythm: Rhythm, writes: number) => ((figures[kind] ??= {})[labelOf(rhythm)] = writes);
/** One write (or record) for every rhythm. */
const ONCE = { 双击: 1, 间隔0ms: 1, 间隔15ms: 1, 间隔30ms: 1 };

/**
 * For each rhythm: `prepare` brings the save button up (a dialog filled in) and says how to know the
 * save is over; the button is clicked twice and the writes the server got are noted under `kind`.
 */
async function eachRhythm(
  t: { server: ReferenceServer; page: Page },
  kind: string,
  writes: ReturnType<typeof writesTo>,
  prepare: (rhythm: Rhythm) => Promise<{ button: Locator; saved(): Promise<unknown> }>,
): Promise<void> {
  const { page } = t;
  for (const rhythm of RHYTHMS) {
    const before = writes.count();
    const { button, saved } = await prepare(rhythm);
    await clickTwice(button, rhythm);
    // both clicks handled (two frames drawn since), with the first write still held: then it may answer
    await framesDrawn(page);
    await releaseHeld(t.server);
    await saved();
    await writes.settled();
    note(kind, rhythm, writes.count() - before);
  }
}

describe('one save, one record (issue 26, item 1)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });
  afterEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });
  afterAll(() => {
    console.log(`writes received per double click (issue 26 item 1):\n${JSON.stringify(figures, null, 2)}`);
  });
  const hold = (method: string, path: string) => armFault(t.server, { method, path, hold: true, times: 0 });

  it('a list page’s 新增: one POST and one new major, whatever the rhythm', { timeout: 120_000 }, async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await tableRows(view(page)).first().waitFor();
    await hold('POST', '/api/organization/school-majors');
    const writes = writesTo(page, 'POST', /^\/api\/organization\/school-majors$/);
    const name = (rhythm: Rhythm) => `重复点击测试${labelOf(rhythm)}`;
    await eachRhythm(t, '列表新增', writes, async (rhythm) => {
      const add = await addMajor(page, name(rhythm));
      return { button: add.getByRole('button', { name: '确定' }), saved: () => add.waitFor({ state: 'detached' }) };
    });
    for (const rhythm of RHYTHMS) note('列表新增（存下的记录）', rhythm, await storedNamed(page, t.server, name(rhythm)));
    expect(figures['列表新增']).toEqual(ONCE);
    expect(figures['列表新增（存下的记录）']).toEqual(ONCE);
    expect(t.errors).toEqual([]);
  });

  it('a list page’s 编辑: one PATCH, whatever the rhythm', { timeout: 120_000 }, async () => {
    const { page } = t;
    await login(page, 'demo-school', BRANCHES);
    await tableRows(view(page)).first().waitFor();
    await hold('PATCH', '/api/organization/school-branches/*');
    const writes = writesTo(page, 'PATCH', /^\/api\/organization\/school-branches\/\d+$/);
    await eachRhythm(t, '列表编辑', writes, async (rhythm) => {
      await tableRow(view(page), '朝阳学习中心').getByRole('button', { name: '编辑', exact: true }).click();
      const edit = dialogTitled(page, '编辑分支机构');
      await expect.poll(() => edit.getByPlaceholder('请输入简称').inputValue()).not.toBe('');
      await edit.getByPlaceholder('请输入简称').fill(`朝阳${labelOf(rhythm)}`);
      return { button: edit.getByRole('button', { name: '确定' }), saved: () => edit.waitFor({ state: 'detached' }) };
    });
    expect(figures['列表编辑']).toEqual(ONCE);
    expect(t.errors).toEqual([]);
  });

  it('the role editor: one POST and one new role, whatever the rhythm', { timeout: 120_000 }, async () => {
    const { page } = t;
    await login(page, 'demo-school', ROLES);
    await view(page).getByRole('cell', { name: '超级管理员' }).waitFor();
    await hold('POST', '/api/organization/roles');
    const writes = writesTo(page, 'POST', /^\/api\/organization\/roles$/);
    await eachRhythm(t, '角色编辑', writes, async (rhythm) => {
      await view(page).getByRole('button', { name: '新增角色' }).click();
      const editor = dialogTitled(page, '新增角色');
      await editor.getByLabel('角色名称').fill(`角色${labelOf(rhythm)}`);
      await treeCheckbox(treeNode(editor, '专业管理')).click();
      return { button: editor.getByRole('button', { name: '保存' }), saved: () => editor.waitFor({ state: 'detached' }) };
    });
    const roles = await apiGet<{ name: string }[]>(page, t.server, 'organization/roles');
    for (const rhythm of RHYTHMS) note('角色编辑（存下的记录）', rhythm, roles.filter((one) => one.name === `角色${labelOf(rhythm)}`).length);
    expect(figures['角色编辑']).toEqual(ONCE);
    expect(figures['角色编辑（存下的记录）']).toEqual(ONCE);
  });

  it('修改昵称: one PATCH, whatever the rhythm', { timeout: 120_000 }, async () => {
    const { page } = t;
    await login(page, 'demo-school', PROFILE);
    const screen = page.locator('.profile-page');
    await screen.getByText('demo-school', { exact: true }).waitFor();
    await hold('PATCH', '/api/organization/profile');
    const writes = writesTo(page, 'PATCH', /^\/api\/organization\/profile$/);
    await eachRhythm(t, '修改昵称', writes, async (rhythm) => {
      await screen.getByRole('button', { name: '修改昵称' }).click();
      const box = dialogTitled(page, '修改昵称');
      await box.getByLabel('昵称').fill(`老师${labelOf(rhythm)}`);
      return { button: box.getByRole('button', { name: '保存' }), saved: () => box.waitFor({ state: 'detached' }) };
    });
    expect(figures['修改昵称']).toEqual(ONCE);
  });

  it('the auth form’s 保存并提交: one POST, whatever the rhythm', { timeout: 180_000 }, async () => {
    const { page } = t;
    await login(page, 'auth-status-3', BASE_AUTH);
    const token = await tokenOf(page);
    await completeSeededForm(t.server, token);
    await page.reload();
    await hold('POST', AUTH_UPDATE);
    const writes = writesTo(page, 'POST', new RegExp(`^${AUTH_UPDATE}$`));
    await eachRhythm(t, '认证表单提交', writes, async () => {
      await view(page).getByRole('heading', { name: '渠道审核未通过' }).waitFor();
      await view(page).getByRole('button', { name: '重置页面' }).click();
      const submit = view(page).getByRole('button', { name: '保存并提交' });
      await submit.waitFor();
      return {
        button: submit,
        saved: async () => {
          await view(page).getByRole('heading', { name: '等待系统审核' }).waitFor();
          await writes.settled();
          // the reviewer rejects it again: the form can be sent once more
          await review(t.server, token, 3, 'school-auth', '请重新提交');
          await page.reload();
        },
      };
    });
    expect(figures['认证表单提交']).toEqual(ONCE);
  });
});

describe('a save in flight is either finished or known (issue 26, item 2)', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });
  afterEach(async () => {
    await fetch(`${t.server.url}/__faults`, { method: 'DELETE' });
  });
  const saving = (page: Page) => questionSaying(page, '正在保存，确定放弃吗？');
  const toast = (page: Page, text: string) => toastSaying(page, text);

  /** Logs in on the majors page; returns the requests the browser gave up on (aborted) from then on. */
  async function openMajors(page: Page): Promise<string[]> {
    await login(page, 'demo-school', MAJORS);
    await tableRows(view(page)).first().waitFor();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
    return failed;
  }

  /** The save left behind ends: 操作成功, the new row, one POST and one record, nothing aborted. */
  async function savedOnceBehind(page: Page, name: string, writes: ReturnType<typeof writesTo>, failed: string[]): Promise<void> {
    await toast(page, '操作成功').waitFor();
    await tableRow(view(page), name).waitFor();
    await writes.settled();
    expect(writes.count()).toBe(1);
    expect(await storedNamed(page, t.server, name)).toBe(1);
    expect(failed).toEqual([]);
  }

  /** Adds a major named `name` whose POST the server holds as `fault` says (`hold: true`: until releaseHeld); returns the dialog once the POST is out. */
  async function sendHeld(page: Page, name: string, fault: Record<string, unknown>): Promise<Locator> {
    const add = await addMajor(page, name);
    await armFault(t.server, { method: 'POST', path: '/api/organization/school-majors', ...fault });
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/school-majors'));
    await add.getByRole('button', { name: '确定' }).click();
    await sent;
    return add;
  }

  it('取消 during a save asks 正在保存，确定放弃吗？; once confirmed the save ends in the background with 操作成功 and the new row', { timeout: 60_000 }, async () => {
    const { page } = t;
    const failed = await openMajors(page);
    const writes = writesTo(page, 'POST', /^\/api\/organization\/school-majors$/);
    const add = await sendHeld(page, '后台保存的专业', { hold: true });
    await add.getByRole('button', { name: '取消' }).click();
    const ask = await opened(saving(page));
    // 取消 of the question keeps the dialog and its save
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await add.isVisible()).toBe(true);
    await add.getByRole('button', { name: '取消' }).click();
    await (await opened(saving(page))).getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await releaseHeld(t.server)).toBe(1);
    await savedOnceBehind(page, '后台保存的专业', writes, failed);
    expect(t.errors).toEqual([]);
  });

  it('Esc during a save asks too; the loading indicator’s 取消 aborts no write; a failure is said in a toast', { timeout: 60_000 }, async () => {
    const { page } = t;
    // the page's clock moves past the loading overlay's SLOW_REQUEST_MS at once (no wait): its indicator with 取消 shows while the save is out
    await page.clock.install();
    const failed = await openMajors(page);
    const writes = writesTo(page, 'POST', /^\/api\/organization\/school-majors$/);
    let add = await sendHeld(page, 'Esc后保存的专业', { hold: true });
    await add.getByPlaceholder('请输入专业名称').focus();
    await page.keyboard.press('Escape');
    await (await opened(saving(page))).getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'detached' });
    await page.clock.fastForward(SLOW_REQUEST_MS + 100);
    const indicator = page.locator('.loading-overlay-slow');
    await indicator.getByRole('button', { name: '取消' }).click();
    expect(await releaseHeld(t.server)).toBe(1);
    await savedOnceBehind(page, 'Esc后保存的专业', writes, failed);

    // a save that fails after the dialog was left: its failure is said
    add = await sendHeld(page, '保存失败的专业', { hold: true, status: 409, message: '专业名称重复，请修改后再试' });
    await add.getByRole('button', { name: '取消' }).click();
    await (await opened(saving(page))).getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'detached' });
    expect(await releaseHeld(t.server)).toBe(1);
    await toast(page, '专业名称重复，请修改后再试').waitFor();
    expect(await storedNamed(page, t.server, '保存失败的专业')).toBe(0);
  });
});
