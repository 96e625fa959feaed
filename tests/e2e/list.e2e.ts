// @walk: npm test runs this file, in the browser walk (vitest.config.ts)
import { readSheet } from 'read-excel-file/node';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { armFault, clickRowAction, DEMO_PASSWORD, login, rowActionNames, useBrowser, visitInApp } from './support/harness.ts';
import { dialogTitled, opened, questionSaying, questionTitle } from './support/drivers/dialog.ts';
import { fieldLabels, fieldMessage, formField } from './support/drivers/form.ts';
import { toastSaying } from './support/drivers/message.ts';
import { chooseOption, chosenIn, openOptions } from './support/drivers/select.ts';
import { currentPage, emptyState, listRows, listSettled, listShown, pageButton, pagerIn, pagerTotal, pageSizeSelect } from './support/drivers/table.ts';

// The generic list page in Chromium against the reference server (issue 6): paging and the
// empty state, a tab keeping its filters and page, add with the required messages and
// branch_id, an edit round trip with pipe paths, the toggles (active, marker, 主页展示), pin and
// unpin, batch actions with and without a selection, delete (teachers with is_del), the page
// notes, zhuxuetong's 无效反馈 and export.

const MAJORS = '/fxl-school/fxl-school.major';
const TEACHERS = '/fxl-school/fxl-school.teacher';

/** The page shown now (visited pages stay mounted, hidden). */
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const rows = (page: Page) => listRows(view(page));
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const rowButton = (page: Page, text: string, name: string) => row(page, text).getByRole('button', { name, exact: true });
const toolbarButton = (page: Page, name: string) => view(page).getByRole('toolbar').getByRole('button', { name: new RegExp(`${name}$`) });
const confirmDialog = (page: Page) => questionSaying(page).last();

/** Logs in at `path` and waits for the list's first rows (or its empty state). */
async function openList(page: Page, path: string, user = 'demo-school'): Promise<void> {
  await login(page, user, path);
  await listShown(view(page)).waitFor();
}

/** Waits until no list is loading. */
const settled = (page: Page) => listSettled(view(page));

/** Runs `act`, then waits for the list call it causes to answer and the table to stop loading. */
async function reloaded(page: Page, act: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).searchParams.has('page'));
  await act();
  await answered;
  await settled(page);
}

async function confirmWith(page: Page, text: string): Promise<void> {
  const confirm = confirmDialog(page);
  await confirm.getByText(text, { exact: true }).waitFor();
  await opened(confirm);
  expect(await questionTitle(confirm).textContent()).toBe('警告');
  await confirm.getByRole('button', { name: '确认' }).click();
}

async function apiJson<T>(base: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, { headers: { accept: 'application/json', 'site-name': 'cepsp', 'org-token': token } });
  return ((await response.json()) as { data: T }).data;
}

async function tokenOf(base: string, user: string): Promise<string> {
  const answer = await fetch(`${base}/api/organization/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'site-name': 'cepsp' },
    body: JSON.stringify({ user_name: user, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/**
 * The JSON bodies the app sends with `method` to paths matching `path`, read through page.route
 * (the app sends Request objects, whose bodies a plain 'request' listener does not see).
 */
async function recordBodies(page: Page, method: string, path: RegExp): Promise<{ url: string; body: unknown }[]> {
  const sent: { url: string; body: unknown }[] = [];
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.method() === method) {
        const data = request.postData();
        sent.push({ url: request.url(), body: data ? (JSON.parse(data) as unknown) : null });
      }
      await route.continue();
    },
  );
  return sent;
}

describe('the generic list page, in Chromium against the reference server', () => {
  const t = useBrowser(undefined, { samePage: true });

  it('pages by 10 (共 20 条, 10/20/30/50), keeps filters and page number across tabs, and shows 暂无数据', async () => {
    await openList(t.page, MAJORS);
    expect(await view(t.page).getByRole('heading', { level: 1 }).textContent()).toBe('专业管理');
    await expect.poll(() => rows(t.page).count()).toBe(10);
    await view(t.page).getByText('共 20 条').waitFor();
    // the three pinned majors first
    expect(await rows(t.page).first().textContent()).toContain('计算机科学与技术');
    await reloaded(t.page, () => pageButton(view(t.page), 2).click());
    await expect.poll(() => rows(t.page).count()).toBe(10);

    await pageSizeSelect(view(t.page)).click();
    const sizes = await openOptions(t.page).allTextContents();
    // antd's own words in Chinese in the production build too (zh_CN locale)
    expect(sizes).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await t.page.keyboard.press('Escape');

    // a filter (12 majors 专升本) and page 2, then another tab and back: both kept
    await chooseOption(formField(view(t.page).locator('.config-list-search'), '层次'), '专升本');
    await reloaded(t.page, () => view(t.page).getByRole('button', { name: '查询' }).click());
    const filtered = await rows(t.page).count();
    await reloaded(t.page, () => pageButton(view(t.page), 2).click());
    await t.page.locator('nav[aria-label="主菜单"]').getByText('师资管理', { exact: true }).click();
    await t.page.waitForURL(`**${TEACHERS}`);
    await view(t.page).getByRole('heading', { name: '师资管理' }).waitFor();
    await t.page.locator('.tags-bar a', { hasText: '专业管理' }).click();
    // The tab goes back to the page's URL with its state (issue 17 item 5: page and filters in the URL).
    await t.page.waitForURL((url) => url.pathname === MAJORS);
    expect(new URL(t.page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(t.page.url()).searchParams.get('filters')).not.toBeNull();
    expect(await chosenIn(view(t.page).locator('.config-list-search')).textContent()).toBe('专升本');
    expect(await currentPage(view(t.page)).textContent()).toBe('2');
    expect(filtered).toBe(10);
    await expect.poll(() => rows(t.page).count()).toBe(2);

    await view(t.page).getByPlaceholder('请输入专业名称').fill('不存在的专业');
    await view(t.page).getByPlaceholder('请输入专业名称').press('Enter');
    await emptyState(view(t.page), '暂无数据').waitFor();
    expect(t.errors).toEqual([]);
  });

  it('adds a major: the required messages first, then 操作成功 with the branch_id of the page', async () => {
    await openList(t.page, `${MAJORS}?branch_id=77`);
    // this branch has no majors yet
    await emptyState(view(t.page), '暂无数据').waitFor();
    await toolbarButton(t.page, '新增').click();
    const add = dialogTitled(t.page, '新增专业');
    await add.getByRole('button', { name: '确定' }).click();
    for (const message of ['请输入专业名称', '请选择层次', '请输入学制（年）', '请输入学费（元/年）']) await fieldMessage(add, message).waitFor();

    await add.getByPlaceholder('请输入专业名称').fill('智能制造工程');
    await chooseOption(formField(add, '层次'), '专升本');
    await add.getByPlaceholder('请输入学制（年）').fill('2.5');
    await add.getByPlaceholder('请输入学费（元/年）').fill('4600');
    const sent = await recordBodies(t.page, 'POST', /^\/api\/organization\/school-majors$/);
    await add.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await add.waitFor({ state: 'detached' });
    expect(sent.map(({ url, body }) => [new URL(url).searchParams.get('branch_id'), body])).toEqual([
      ['77', expect.objectContaining({ name: '智能制造工程', level: 2, years: '2.5', tuition: '4600', branch_id: '77' })],
    ]);
    await row(t.page, '智能制造工程').waitFor();
    expect(await rows(t.page).count()).toBe(1);

    const token = await tokenOf(t.server.url, 'demo-school');
    const stored = await apiJson<{ data: { name: string; branch_id: unknown }[] }>(t.server.url, token, 'organization/school-majors?branch_id=77');
    expect(stored.data.map((major) => [major.name, major.branch_id])).toEqual([['智能制造工程', 77]]);
    expect(t.errors).toEqual([]);
  });

  it('edits a branch and back: the pipe paths (info|longitude, info|latitude, info|address) round-trip', async () => {
    await openList(t.page, '/school-branch/school-branch');
    expect(await view(t.page).getByRole('heading', { level: 1 }).textContent()).toBe('分支机构');
    await rowButton(t.page, '朝阳学习中心', '编辑').click();
    const edit = dialogTitled(t.page, '编辑分支机构');
    const values = (dialogBox: Locator) => dialogBox.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(() => edit.getByPlaceholder('请输入简称').inputValue()).toBe('朝阳中心');
    expect(await values(edit)).toContain('北京市朝阳区望京街10号');
    expect(await edit.textContent()).toContain('经度：116.481488');
    await edit.getByPlaceholder('请输入简称').fill('望京中心');
    const sent = await recordBodies(t.page, 'PATCH', /^\/api\/organization\/school-branches\/\d+$/);
    await edit.getByRole('button', { name: '确定' }).click();
    await toastSaying(t.page, '操作成功').waitFor();
    await edit.waitFor({ state: 'detached' });
    const body = sent[0]?.body as { short_name: string; info: Record<string, unknown> };
    expect(body.short_name).toBe('望京中心');
    expect(body.info).toEqual({ longitude: '116.481488', latitude: '39.990464', address: '北京市朝阳区望京街10号' });
    await settled(t.page);

    await rowButton(t.page, '朝阳学习中心', '编辑').click();
    const again = dialogTitled(t.page, '编辑分支机构');
    await expect.poll(() => again.getByPlaceholder('请输入简称').inputValue()).toBe('望京中心');
    expect(await values(again)).toContain('北京市朝阳区望京街10号');
    expect(await again.textContent()).toContain('纬度：39.990464');
    await again.getByRole('button', { name: '取消' }).click();
    expect(await row(t.page, '朝阳学习中心').textContent()).toContain('北京市朝阳区望京街10号');
    const token = await tokenOf(t.server.url, 'demo-school');
    const branches = await apiJson<{ data: { short_name: string; info: unknown }[] }>(t.server.url, token, 'organization/school-branches?name=朝阳');
    expect(branches.data.map((branch) => [branch.short_name, branch.info])).toEqual([['望京中心', { longitude: '116.481488', latitude: '39.990464', address: '北京市朝阳区望京街10号' }]]);
    expect(t.errors).toEqual([]);
  });

  it('toggles: 停用 and 启用, the marker actions, and the 主页展示 switch', async () => {
    await openList(t.page, MAJORS);
    await rowButton(t.page, '会计学', '停用').click();
    await toastSaying(t.page, '操作成功').waitFor();
    await row(t.page, '会计学').getByText('已停用').waitFor();
    await rowButton(t.page, '会计学', '启用').click();
    await row(t.page, '会计学').getByText('已启用').waitFor();
    await rowButton(t.page, '会计学', '停用').waitFor();

    await visitInApp(t.page, '/branchPic/branchPic');
    await listRows(view(t.page)).first().waitFor();
    const first = rows(t.page).first();
    const marker = first.getByRole('button', { name: /^(主页展示|取消展示)$/ });
    const before = await marker.textContent();
    await marker.click();
    await expect.poll(() => first.getByRole('button', { name: /^(主页展示|取消展示)$/ }).textContent()).not.toBe(before);

    await visitInApp(t.page, TEACHERS);
    await row(t.page, '王建国').waitFor();
    const toggle = row(t.page, '王建国').getByRole('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    const sent = await recordBodies(t.page, 'PUT', /\/fxl-school-teacher-set-show$/);
    const saved = t.page.waitForResponse((response) => response.request().method() === 'PUT' && /\/fxl-school-teacher-set-show$/.test(new URL(response.url()).pathname));
    await toggle.click();
    // polled: the marker's own 操作成功 may still be showing (the visit here is in the app, no reload)
    await expect.poll(() => sent.map(({ body }) => body)).toEqual([{ ids: [expect.any(Number)], is_show: 0 }]);
    // the switch flips at once, before its PUT is answered: the server is read once it has been
    expect((await saved).status()).toBe(200);
    await toastSaying(t.page, '操作成功').waitFor();
    await settled(t.page);
    await expect.poll(() => row(t.page, '王建国').getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const token = await tokenOf(t.server.url, 'demo-school');
    const teachers = await apiJson<{ data: { name: string; is_show: number }[] }>(t.server.url, token, 'organization/fxl-school-teacher?name=王建国');
    expect(teachers.data[0]?.is_show).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('pins with the pin settings (1 to 10, 确定要置顶吗？) and unpins (确定要取消置顶吗？)', async () => {
    await openList(t.page, MAJORS);
    await clickRowAction(row(t.page, '英语'), '置顶');
    const pin = dialogTitled(t.page, '置顶设置');
    expect(await pin.getByRole('spinbutton').inputValue()).toBe('1');
    await pin.locator('section[aria-label="已置顶"]').getByText('计算机科学与技术').waitFor();
    await pin.getByRole('spinbutton').fill('5');
    await pin.getByRole('button', { name: '确定' }).click();
    await confirmWith(t.page, '确定要置顶吗？');
    await toastSaying(t.page, '操作成功').waitFor();
    await pin.waitFor({ state: 'detached' });
    await expect.poll(() => rowActionNames(row(t.page, '英语'))).toContain('取消置顶');
    await expect.poll(async () => (await rows(t.page).allTextContents()).findIndex((text) => text.includes('英语'))).toBe(3);

    await clickRowAction(row(t.page, '英语'), '取消置顶');
    await confirmWith(t.page, '确定要取消置顶吗？');
    await expect.poll(() => rowActionNames(row(t.page, '英语'))).toContain('置顶');
    expect(t.errors).toEqual([]);
  });

  it('batch actions: 请勾选需要操作的行 and 请勾选需要取消的置顶 without a selection; enable, disable, unpin and delete with one', async () => {
    await openList(t.page, MAJORS);
    await toolbarButton(t.page, '批量停用').click();
    await toastSaying(t.page, '请勾选需要操作的行').waitFor();
    await toolbarButton(t.page, '批量取消置顶').click();
    await toastSaying(t.page, '请勾选需要取消的置顶').waitFor();

    for (const name of ['建筑工程技术', '市场营销']) await row(t.page, name).getByRole('checkbox').check();
    await view(t.page).getByText('已选 2 项').waitFor();
    await toolbarButton(t.page, '批量停用').click();
    await toastSaying(t.page, '操作成功').waitFor();
    await row(t.page, '市场营销').getByText('已停用').waitFor();
    expect(await row(t.page, '建筑工程技术').getByText('已停用').count()).toBe(1);
    expect(await view(t.page).getByText(/已选/).count()).toBe(0);

    for (const name of ['建筑工程技术', '市场营销']) await row(t.page, name).getByRole('checkbox').check();
    await toolbarButton(t.page, '批量启用').click();
    await row(t.page, '市场营销').getByText('已启用').waitFor();

    await row(t.page, '会计学').getByRole('checkbox').check();
    await toolbarButton(t.page, '批量取消置顶').click();
    await confirmWith(t.page, '确定要批量取消置顶吗？');
    // no longer pinned first: it goes back to its place on a later page
    await expect.poll(() => row(t.page, '会计学').count()).toBe(0);
    const token = await tokenOf(t.server.url, 'demo-school');
    const majors = await apiJson<{ data: { top_sort: number }[] }>(t.server.url, token, 'organization/school-majors?name=会计学');
    expect(majors.data.map((major) => major.top_sort)).toEqual([0]);

    const total = async () => Number((await pagerTotal(view(t.page)).textContent())?.replace(/\D/g, ''));
    const before = await total();
    for (const name of ['建筑工程技术', '市场营销']) await row(t.page, name).getByRole('checkbox').check();
    await toolbarButton(t.page, '批量删除').click();
    await confirmWith(t.page, '确定要批量删除吗？');
    await expect.poll(total).toBe(before - 2);
    expect(await row(t.page, '市场营销').count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('deletes after 确定要删除吗？, and a teacher with the question sent as is_del', async () => {
    await openList(t.page, MAJORS);
    await clickRowAction(row(t.page, '物流管理'), '删除');
    const confirm = confirmDialog(t.page);
    expect(await confirm.getByRole('button').allTextContents()).toEqual(['取消', '确认']);
    await confirmWith(t.page, '确定要删除吗？');
    await toastSaying(t.page, '操作成功').waitFor();
    await expect.poll(() => row(t.page, '物流管理').count()).toBe(0);

    await visitInApp(t.page, TEACHERS);
    await row(t.page, '吴刚').waitFor();
    const deletes = await recordBodies(t.page, 'DELETE', /^\/api\/organization\/fxl-school-teacher$/);
    await clickRowAction(row(t.page, '吴刚'), '删除');
    await (await opened(confirmDialog(t.page))).getByRole('checkbox', { name: '是否同时从课程和项目中删除该教师？' }).check();
    await confirmWith(t.page, '确定要删除吗？');
    await expect.poll(() => row(t.page, '吴刚').count()).toBe(0);
    await clickRowAction(row(t.page, '孙浩'), '删除');
    await confirmWith(t.page, '确定要删除吗？');
    await expect.poll(() => row(t.page, '孙浩').count()).toBe(0);
    expect(deletes.map(({ body }) => body)).toEqual([
      { ids: [expect.any(Number)], is_del: 1 },
      { ids: [expect.any(Number)], is_del: 0 },
    ]);
    expect(t.errors).toEqual([]);
  });

  it('page notes: large pictures, mp4-only videos without the last add item, the banners, company info without a pager', async () => {
    await openList(t.page, '/branchPic/branchPic');
    expect(await rows(t.page).first().locator('img').getAttribute('width')).toBe('192');

    await visitInApp(t.page, '/branchVideo/branchVideo');
    await view(t.page).getByRole('heading', { name: '实景视频' }).waitFor();
    await toolbarButton(t.page, '新增').click();
    const add = dialogTitled(t.page, '新增实景视频');
    await add.getByText('支持 mp4，不超过 100M').waitFor();
    expect(await fieldLabels(add).allTextContents()).not.toContainEqual(expect.stringContaining('播放次数'));
    await add.locator('input[type=file]').first().setInputFiles({ name: '招生简章.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await toastSaying(t.page, '上传文件只能是mp4格式!').waitFor();
    await add.getByRole('button', { name: '取消' }).click();

    await visitInApp(t.page, '/fxl-school/fxl-school.train-class');
    await view(t.page).getByText('课程发布须知：仅限发布面向社会公开招生、有固定上课地点（含线上授课）的课程。').waitFor();
    await visitInApp(t.page, '/fxl-school/fxl-school.train-item');
    await view(t.page).getByText('项目发布须知：仅限发布面向政府机关、企事业单位的定向培训项目。').waitFor();

    await visitInApp(t.page, '/card/card.company-info');
    await listRows(view(t.page)).first().waitFor();
    expect(await pagerIn(view(t.page)).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });

  it('zhuxuetong logs: 无效反馈 where allowed, and 导出 an xlsx of the filtered rows', async () => {
    await openList(t.page, '/order/order.zhuxuetong-logs');
    const reportable = rows(t.page).filter({ has: t.page.getByRole('button', { name: '无效反馈', exact: true }) }).first();
    const name = (await reportable.locator('td').first().textContent()) ?? '';
    await reportable.getByRole('button', { name: '无效反馈', exact: true }).click();
    await confirmWith(t.page, '确定要反馈该记录为无效线索吗？');
    await toastSaying(t.page, '操作成功').waitFor();
    await expect.poll(() => row(t.page, name).first().textContent()).toContain('无效反馈审核中');

    await chooseOption(formField(view(t.page), '状态'), '有效');
    // the filtered list's answer, then the page showing it (not the total of before)
    const answered = t.page.waitForResponse((response) => response.url().includes('/api/organization/zhuxuetong-logs?') && new URL(response.url()).searchParams.has('status'));
    await view(t.page).getByRole('button', { name: '查询' }).click();
    const { data } = (await (await answered).json()) as { data: { total: number } };
    const shown = `共 ${data.total} 条`;
    await expect.poll(() => pagerTotal(view(t.page)).textContent()).toBe(shown);
    const download = t.page.waitForEvent('download');
    await toolbarButton(t.page, '导出').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('助学通记录.xlsx');
    const sheet = await readSheet(await file.path());
    expect(sheet[0]).toEqual(['学员姓名', '手机号码', '报名专业', '扣费（元）', '状态', '时间']);
    expect(`共 ${sheet.length - 1} 条`).toBe(shown);
    expect(sheet.slice(1).every((cells) => cells[4] === '有效')).toBe(true);
    expect(t.errors).toEqual([]);
  });
});

describe('the list page when its configuration does not load', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });

  it('says so with 重试, which loads the page', async () => {
    await armFault(t.server, { method: 'GET', path: '/api/organization/menu-component/*', status: 500 });
    await login(t.page, 'demo-school', MAJORS);
    const retry = view(t.page).getByRole('button', { name: '重试' });
    await retry.waitFor();
    // shown in place with the server's message (adapters/api/pages.ts), not as the global toast
    await view(t.page).getByText('服务器内部错误').waitFor();
    expect(await toastSaying(t.page, '服务器500错误，请联系管理员').count()).toBe(0);
    await retry.click();
    await row(t.page, '计算机科学与技术').waitFor();
    expect(t.errors.filter((error) => !error.includes('500'))).toEqual([]);
  });
});
