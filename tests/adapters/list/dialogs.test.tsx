import { screen, waitFor, within } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../engine/index.ts';
import { deferred } from '../form/widgets/harness.tsx';
import { MAJORS_FORM, MAJORS_LIST, majorRows } from './fixtures.ts';
import { buttonIn, clickRowAction, confirmDialog, listedTimes, renderList, SLOW, toast } from './harness.tsx';

// The add, edit, detail and pin settings dialogs (spec sections 2, 4, 5, 8): the required
// messages, what is sent (pipe paths nested, branch_id on add), 操作成功 closes and reloads,
// anything else keeps the dialog open with what was typed.

/** The open dialog titled `title`. */
async function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal')].find((modal) => modal.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  });
}
/** The dialog is gone (ConfigList unmounts a closed dialog). */
const closed = (title: string) => waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).not.toContain(title));

const input = (root: HTMLElement, placeholder: string) => within(root).getByPlaceholderText(placeholder) as HTMLInputElement;

/** What ky throws for an error answer (with its JSON `body`, if any): the error catalogue has shown a 422 already. */
function httpError(status: number, message: string, body?: unknown): HTTPError {
  const request = new Request('http://api.test/api/organization/school-majors', { method: 'POST' });
  const response = body === undefined ? new Response(null, { status }) : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const error = new HTTPError(response, request, { method: 'POST' } as NormalizedOptions);
  error.message = message;
  return error;
}

/** A list of one major with its 新增专业 dialog open, 护理学 and 高起专 filled in. */
async function filledAdd() {
  const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(1));
  await list.user.click(buttonIn(document, '新增'));
  const add = await dialog('新增专业');
  await list.user.type(input(add, '请输入专业名称'), '护理学');
  await list.user.click(add.querySelector('.ant-select-selector') as HTMLElement);
  await list.user.click(await screen.findByText('高起专', { selector: '.ant-select-item-option-content' }));
  return { list, add };
}

describe('ConfigList: add and edit', SLOW, () => {
  it('adds: the required messages first, then the values with branch_id; 操作成功 closes the dialog and reloads', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM, context: { branchId: '12' } }, majorRows(2));
    await list.user.click(buttonIn(document, '新增'));
    const add = await dialog('新增专业');
    await list.user.click(buttonIn(add, '确定'));
    const help = { selector: '.ant-formily-item-help, .ant-formily-item-help *' };
    await within(add).findByText('请输入专业名称', help);
    expect(within(add).getByText('请选择层次', help)).toBeTruthy();
    expect(list.sent('add')).toEqual([]);

    await list.user.type(input(add, '请输入专业名称'), '护理学（专升本）');
    await list.user.click(add.querySelector('.ant-select-selector') as HTMLElement);
    await list.user.click(await screen.findByText('专升本', { selector: '.ant-select-item-option-content' }));
    await list.user.type(input(add, '请输入上课地址'), '海淀区学院路 1 号');
    await list.user.click(buttonIn(add, '确定'));
    await toast('操作成功');
    expect(list.sent('add').map((r) => [r.method, r.url, r.query, r.body])).toEqual([
      ['post', '/api/organization/majors', { branch_id: '12' }, { name: '护理学（专升本）', level: 2, info: { address: '海淀区学院路 1 号' }, branch_id: '12' }],
    ]);
    await closed('新增专业');
    // the list of the page's branch, reloaded
    await listedTimes(list, 2);
    expect(list.sent('list')[1]?.query).toEqual({ page: 1, page_size: 10, branch_id: '12' });
    expect(list.row('护理学（专升本）')).toBeTruthy();
  });

  it('a 422 marks the fields it names and focuses the first; typing in it clears the mark (issue 31 item 5)', async () => {
    const { list, add } = await filledAdd();
    const body = { code: 422, message: '专业名称已存在', errors: { name: ['专业名称已存在'], 'info|address': ['上课地址不在服务范围内'], nosuch: ['x'] } };
    list.services.answerNext(httpError(422, '专业名称已存在', body), 'add');
    await list.user.click(buttonIn(add, '确定'));
    const help = { selector: '.ant-formily-item-help, .ant-formily-item-help *' };
    await within(add).findByText('专业名称已存在', help);
    expect(within(add).getByText('上课地址不在服务范围内', help)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(add, '请输入专业名称')));
    expect(input(add, '请输入专业名称').value).toBe('护理学');

    await list.user.type(input(add, '请输入专业名称'), '（专升本）');
    await waitFor(() => expect(within(add).queryByText('专业名称已存在', help)).toBeNull());
    expect(within(add).getByText('上课地址不在服务范围内', help)).toBeTruthy();
  });

  it('keeps the dialog open with what was typed when the server refuses (422 is shown by the error catalogue) or answers otherwise', async () => {
    const { list, add } = await filledAdd();

    list.services.answerNext(httpError(422, '专业名称已存在'), 'add');
    await list.user.click(buttonIn(add, '确定'));
    await waitFor(() => expect(list.sent('add')).toHaveLength(1));
    await waitFor(() => expect(buttonIn(add, '确定').disabled).toBe(false));
    expect(input(add, '请输入专业名称').value).toBe('护理学');
    expect(screen.queryByText('专业名称已存在')).toBeNull();

    list.services.answerNext({ code: 200, message: '今日新增专业已达上限' }, 'add');
    await list.user.click(buttonIn(add, '确定'));
    await toast('今日新增专业已达上限');
    expect(input(add, '请输入专业名称').value).toBe('护理学');
    expect(list.sent('list')).toHaveLength(1);

    // what was typed is not thrown away without asking (issue 15)
    await list.user.click(buttonIn(add, '取消'));
    const question = (await screen.findByText('内容尚未保存，确定关闭吗？', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    await list.user.click(buttonIn(question, '确定'));
    await closed('新增专业');
  });

  it('edits: loads the record by the detail call, shows pipe paths, and sends them nested', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(3));
    await clickRowAction(list, list.row('会计学'), '编辑');
    const edit = await dialog('编辑专业');
    await waitFor(() => expect(input(edit, '请输入上课地址').value).toBe('北京市海淀区学院路 2 号'));
    expect(list.sent('detail').map((r) => [r.method, r.url])).toEqual([['get', '/api/organization/majors/2']]);
    expect(input(edit, '请输入专业名称').value).toBe('会计学');
    expect(input(edit, '请输入学费').value).toBe('3300');

    await list.user.clear(input(edit, '请输入上课地址'));
    await list.user.type(input(edit, '请输入上课地址'), '朝阳区建国路 8 号');
    await list.user.click(buttonIn(edit, '确定'));
    await toast('操作成功');
    expect(list.sent('update').map((r) => [r.method, r.url, r.body])).toEqual([
      ['patch', '/api/organization/majors/2', { name: '会计学', level: 2, info: { price: 3300, address: '朝阳区建国路 8 号' } }],
    ]);
    await closed('编辑专业');
    await listedTimes(list, 2);

    // the round trip: opened again, the new address is loaded
    await clickRowAction(list, list.row('会计学'), '编辑');
    const again = await dialog('编辑专业');
    await waitFor(() => expect(input(again, '请输入上课地址').value).toBe('朝阳区建国路 8 号'));
  });

  it('shows the detail read-only', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(2));
    await clickRowAction(list, list.row('护理学'), '详情');
    const detail = await dialog('专业详情');
    await within(detail).findByText('北京市海淀区学院路 1 号');
    expect(within(detail).getByText('高起专')).toBeTruthy();
    expect(detail.querySelectorAll('input, textarea')).toHaveLength(0);
    await list.user.click(buttonIn(detail, '关闭'));
    await closed('专业详情');
  });
});

describe('ConfigList: pin settings', SLOW, () => {
  it('pins a row at 1 to 10 (default 1) after 确定要置顶吗？, listing the pinned records 10 a page', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(4));
    await clickRowAction(list, list.row('会计学'), '置顶');
    const pin = await dialog('置顶设置');
    const sort = within(pin).getByRole('spinbutton') as HTMLInputElement;
    expect(sort.value).toBe('1');
    expect([sort.getAttribute('aria-valuemin'), sort.getAttribute('aria-valuemax')]).toEqual(['1', '10']);
    await within(pin).findByText('护理学');
    expect(list.sent('top_list').map((r) => r.query)).toEqual([{ page: 1, page_size: 10 }]);

    await list.user.clear(sort);
    await list.user.type(sort, '3');
    await list.user.click(buttonIn(pin, '确定'));
    const confirm = await confirmDialog();
    expect(within(confirm).getByText('确定要置顶吗？')).toBeTruthy();
    await list.user.click(buttonIn(confirm, '确认'));
    await toast('操作成功');
    expect(list.sent('top').map((r) => r.body)).toEqual([{ ids: [2], top_sort: 3 }]);
    await closed('置顶设置');
    await listedTimes(list, 2);
    expect(list.rows()[1]?.textContent).toContain('会计学');
  });

  it('pins the selection with 批量置顶', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(4));
    for (const name of ['会计学', '工商管理']) await list.user.click(list.row(name).querySelector('input[type=checkbox]') as HTMLElement);
    await list.user.click(buttonIn(document, '批量置顶'));
    const pin = await dialog('置顶设置');
    expect(within(pin).getByText(/将置顶已选的 2 项/)).toBeTruthy();
    await list.user.click(buttonIn(pin, '确定'));
    await list.user.click(buttonIn(await confirmDialog(), '确认'));
    await toast('操作成功');
    expect(list.sent('top').map((r) => r.body)).toEqual([{ ids: [2, 3], top_sort: 1 }]);
  });
});

describe('ConfigList: one save, one record; a save in flight is finished or known (issue 26)', SLOW, () => {
  /** Opens 新增专业 with its required fields filled in; the add's answer waits for the test. */
  async function heldAdd() {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(1));
    const answer = deferred<ListAnswer>();
    list.services.answerNext(() => answer.promise, 'add');
    await list.user.click(buttonIn(document, '新增'));
    const add = await dialog('新增专业');
    await list.user.type(input(add, '请输入专业名称'), '护理学');
    await list.user.click(add.querySelector('.ant-select-selector') as HTMLElement);
    await list.user.click(await screen.findByText('高起专', { selector: '.ant-select-item-option-content' }));
    return { list, add, answer };
  }

  it('two clicks on 确定 in one task (no render between) and a double-click send one add', async () => {
    const { list, add, answer } = await heldAdd();
    const ok = buttonIn(add, '确定');
    ok.click();
    ok.click();
    await list.user.dblClick(ok);
    await waitFor(() => expect(list.sent('add')).toHaveLength(1));
    // validation is asynchronous: a second save would have been sent by now
    await new Promise((done) => setTimeout(done, 200));
    expect(list.sent('add')).toHaveLength(1);
    answer.resolve({ code: 200, message: '操作成功' });
    await toast('操作成功');
    await closed('新增专业');
    expect(list.sent('add')).toHaveLength(1);
  });

  it('取消 during the save asks 正在保存，确定放弃吗？; once confirmed the save goes on, says 操作成功 and reloads the list, and closes no other dialog', async () => {
    const { list, add, answer } = await heldAdd();
    await list.user.click(buttonIn(add, '确定'));
    await waitFor(() => expect(list.sent('add')).toHaveLength(1));
    await list.user.click(buttonIn(add.querySelector('.ant-modal-footer') as HTMLElement, '取消'));
    const question = (await screen.findByText('正在保存，确定放弃吗？', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    await list.user.click(buttonIn(question, '确定'));
    await closed('新增专业');

    // another dialog opened meanwhile stays open when the first save ends
    await list.user.click(buttonIn(document, '新增'));
    await dialog('新增专业');
    answer.resolve({ code: 200, message: '操作成功' });
    await toast('操作成功');
    await listedTimes(list, 2);
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('新增专业');
    expect(list.sent('add')).toHaveLength(1);
  });
});
