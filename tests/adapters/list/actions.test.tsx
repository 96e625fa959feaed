import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import teacherPage from '../../../schemas/pages/fxl-school.teacher.json';
import type { ListAnswer } from '../../../engine/index.ts';
import { createMemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';
import { MAJORS_FORM, MAJORS_LIST, majorRows } from './fixtures.ts';
import { buttonIn, clickRowAction, confirmDialog, listedTimes, renderList, SLOW, toast } from './harness.tsx';

// The toolbar, row actions and the switch column with the spec's messages (sections 4, 5, 8):
// what is sent, the confirms, 操作成功 then a reload with the selection cleared, the warnings
// sent nothing, a non-操作成功 answer shown as it is, busy buttons.

const selectRow = async (list: Awaited<ReturnType<typeof renderList>>, name: string) => list.user.click(list.row(name).querySelector('input[type=checkbox]') as HTMLElement);
const button = (name: string) => buttonIn(document, name);
const titleOf = (dialog: HTMLElement) => dialog.querySelector('.ant-modal-confirm-title')?.textContent;

describe('ConfigList: toolbar batch actions', SLOW, () => {
  it('asks for a selection first: 请勾选需要操作的行, and 请勾选需要取消的置顶 to unpin; nothing is sent', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(5));
    await list.user.click(button('批量删除'));
    await toast('请勾选需要操作的行');
    await list.user.click(button('批量取消置顶'));
    await toast('请勾选需要取消的置顶');
    await list.user.click(button('批量启用'));
    await list.user.click(button('批量置顶'));
    expect(list.services.requests.map((r) => r.call)).toEqual(['list']);
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('batch deletes after 警告 确定要批量删除吗？ (确认, 取消), then clears the selection and reloads', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows(5));
    await selectRow(list, '会计学');
    await selectRow(list, '法学');
    expect(screen.getByText('已选 2 项')).toBeTruthy();

    await list.user.click(button('批量删除'));
    let dialog = await confirmDialog();
    expect(titleOf(dialog)).toBe('警告');
    expect(within(dialog).getByText('确定要批量删除吗？')).toBeTruthy();
    await list.user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(list.sent('delete')).toEqual([]);

    await list.user.click(button('批量删除'));
    dialog = await confirmDialog();
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await toast('操作成功');
    expect(list.sent('delete').map((r) => [r.method, r.url, r.body])).toEqual([['delete', '/api/organization/majors', { ids: [2, 5] }]]);
    await listedTimes(list, 2);
    expect(list.rows()).toHaveLength(3);
    expect(screen.queryByText(/已选/)).toBeNull();
    expect(list.rows().every((row) => !(within(row).getByRole('checkbox') as HTMLInputElement).checked)).toBe(true);
  });

  it('enables, disables and unpins the selection (确定要批量取消置顶吗？)', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows(3));
    await selectRow(list, '护理学');
    await selectRow(list, '会计学');
    await list.user.click(button('批量停用'));
    await toast('操作成功');
    expect(list.sent('active').at(-1)?.body).toEqual({ ids: [1, 2], active: 0 });
    await listedTimes(list, 2);

    await selectRow(list, '护理学');
    await list.user.click(button('批量启用'));
    await listedTimes(list, 3);
    expect(list.sent('active').at(-1)?.body).toEqual({ ids: [1], active: 1 });

    await selectRow(list, '护理学');
    await list.user.click(button('批量取消置顶'));
    const dialog = await confirmDialog();
    expect(within(dialog).getByText('确定要批量取消置顶吗？')).toBeTruthy();
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await listedTimes(list, 4);
    expect(list.sent('top').at(-1)?.body).toEqual({ ids: [1], top_sort: 0 });
  });

  it('shows a 200 answer that is not 操作成功 as it is, and keeps the selection and the rows', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows(3));
    await selectRow(list, '会计学');
    list.services.answerNext({ code: 200, message: '该专业已有学员报名，不能停用' }, 'active');
    await list.user.click(button('批量停用'));
    await toast('该专业已有学员报名，不能停用');
    expect(list.sent('list')).toHaveLength(1);
    expect(screen.getByText('已选 1 项')).toBeTruthy();
  });

  it('disables a button while its request is in flight', async () => {
    const services = createMemoryListServices({ rows: majorRows(3) });
    let release: (answer: ListAnswer) => void = () => undefined;
    services.answerNext(() => new Promise<ListAnswer>((resolve) => (release = resolve)), 'active');
    const list = await renderList({ list: MAJORS_LIST, services });
    await selectRow(list, '会计学');
    await list.user.click(button('批量启用'));
    await waitFor(() => expect((button('批量启用') as HTMLButtonElement).disabled).toBe(true));
    await list.user.click(button('批量启用'));
    release({ code: 200, message: '操作成功', data: { count: 1 } });
    await toast('操作成功');
    await waitFor(() => expect((button('批量启用') as HTMLButtonElement).disabled).toBe(false));
    expect(list.sent('active')).toHaveLength(1);
  });

  it('downloads the template, and the export with the search values in use', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows(3));
    await list.user.type(screen.getByPlaceholderText('请输入专业名称'), '护理{Enter}');
    await listedTimes(list, 2);
    await list.user.click(button('下载模板'));
    await list.user.click(button('导出'));
    await waitFor(() => expect(list.services.downloads).toHaveLength(2));
    expect(list.services.downloads.map((d) => [d.request.url, d.request.query, d.fileName])).toEqual([
      ['/api/organization/majors/template', {}, '专业管理导入模板.xlsx'],
      ['/api/organization/majors/export', { name: '护理' }, '专业管理.xlsx'],
    ]);
  });
});

describe('ConfigList: row actions', SLOW, () => {
  it('warns 该行已启用 / 该行已停用 when the row is already in that state, else sends the state', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows(3));
    await clickRowAction(list, list.row('会计学'), '停用');
    await toast('该行已停用');
    await clickRowAction(list, list.row('护理学'), '启用');
    await toast('该行已启用');
    await clickRowAction(list, list.row('护理学'), '推荐');
    await toast('该行已推荐');
    expect(list.services.requests.map((r) => r.call)).toEqual(['list']);

    await clickRowAction(list, list.row('会计学'), '启用');
    await listedTimes(list, 2);
    expect(list.sent('active')[0]?.body).toEqual({ ids: [2], active: 1 });
    expect(within(list.row('会计学')).getByText('已启用')).toBeTruthy();
    await clickRowAction(list, list.row('工商管理'), '推荐');
    await listedTimes(list, 3);
    expect(list.sent('marker')[0]?.body).toEqual({ ids: [3], marker: 1 });
  });

  it('toggles active and marker when the action sets no value', async () => {
    const config = { ...MAJORS_LIST, row_actions: [{ action: 'active', title: '切换状态' }, { action: 'marker', title: '切换推荐' }] };
    const list = await renderList({ list: config }, majorRows(2));
    await clickRowAction(list, list.row('会计学'), '切换状态');
    await listedTimes(list, 2);
    await clickRowAction(list, list.row('护理学'), '切换推荐');
    await listedTimes(list, 3);
    expect([list.sent('active')[0]?.body, list.sent('marker')[0]?.body]).toEqual([
      { ids: [2], active: 1 },
      { ids: [1], marker: 2 },
    ]);
  });

  it('deletes after 确定要删除吗？ and unpins after 确定要取消置顶吗？', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows(3));
    await clickRowAction(list, list.row('护理学'), '取消置顶');
    let dialog = await confirmDialog();
    expect(within(dialog).getByText('确定要取消置顶吗？')).toBeTruthy();
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await listedTimes(list, 2);
    expect(list.sent('top')[0]?.body).toEqual({ ids: [1], top_sort: 0 });

    await clickRowAction(list, list.row('会计学'), '删除');
    dialog = await confirmDialog();
    expect(titleOf(dialog)).toBe('警告');
    expect(within(dialog).getByText('确定要删除吗？')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['取消', '确认']);
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await listedTimes(list, 3);
    expect(list.sent('delete')[0]?.body).toEqual({ ids: [2] });
    expect(() => list.row('会计学')).toThrow();
  });

  it('asks the teacher question on delete and sends is_del 1 or 0 (delete_ask)', async () => {
    const rows = [
      { id: 7, name: '王建国', post: '教授', is_show: 1, top_sort: 0 },
      { id: 8, name: '李秀英', post: '副教授', is_show: 0, top_sort: 0 },
    ];
    const list = await renderList({ list: teacherPage.list, form: teacherPage.form }, rows);
    await clickRowAction(list, list.row('王建国'), '删除');
    let dialog = await confirmDialog();
    expect(within(dialog).getByText('确定要删除吗？')).toBeTruthy();
    await list.user.click(within(dialog).getByRole('checkbox', { name: '是否同时从课程和项目中删除该教师？' }));
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await listedTimes(list, 2);

    await selectRow(list, '李秀英');
    await list.user.click(button('批量删除'));
    dialog = await confirmDialog();
    expect(within(dialog).getByText('确定要批量删除吗？')).toBeTruthy();
    await list.user.click(within(dialog).getByRole('button', { name: '确认' }));
    await listedTimes(list, 3);
    expect(list.sent('delete').map((r) => [r.method, r.url, r.body])).toEqual([
      ['delete', '/api/organization/fxl-school-teacher', { ids: [7], is_del: 1 }],
      ['delete', '/api/organization/fxl-school-teacher', { ids: [8], is_del: 0 }],
    ]);
  });
});

describe('ConfigList: the 主页展示 switch column', SLOW, () => {
  const rows = [{ id: 7, name: '王建国', post: '教授', is_show: 1, top_sort: 0 }];

  it('calls the set-show call with ids and is_show, spinning meanwhile', async () => {
    const services = createMemoryListServices({ rows });
    let release: (answer: ListAnswer) => void = () => undefined;
    services.answerNext(() => new Promise<ListAnswer>((resolve) => (release = resolve)), 'update');
    const list = await renderList({ list: teacherPage.list, services });
    const toggle = within(list.row('王建国')).getByRole('switch');
    await list.user.click(toggle);
    await waitFor(() => expect(toggle.className).toContain('ant-switch-loading'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(list.sent('update')[0]).toMatchObject({ method: 'put', url: '/api/organization/fxl-school-teacher-set-show', body: { ids: [7], is_show: 0 } });
    release({ code: 200, message: '操作成功', data: { count: 1 } });
    await toast('操作成功');
    await listedTimes(list, 2);
    expect(within(list.row('王建国')).getByRole('switch').getAttribute('aria-checked')).toBe('false');
  });

  it('flips back when the call fails', async () => {
    const services = createMemoryListServices({ rows });
    services.answerNext(new Error('网络异常，请稍后再试'), 'update');
    const list = await renderList({ list: teacherPage.list, services });
    await list.user.click(within(list.row('王建国')).getByRole('switch'));
    await toast('网络异常，请稍后再试');
    await waitFor(() => expect(within(list.row('王建国')).getByRole('switch').getAttribute('aria-checked')).toBe('true'));
    expect(list.sent('list')).toHaveLength(1);
  });
});
