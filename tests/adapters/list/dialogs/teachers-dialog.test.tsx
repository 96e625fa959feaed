import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TeachersDialog from '../../../../adapters/list/dialogs/teachers-dialog.tsx';
import { createFakeListServices, PAGES, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { renderDialog, requestsTo } from './harness.tsx';

/** The open select's options (antd's own list; its role=option elements hold only the values). */
async function selectOptions(): Promise<HTMLElement[]> {
  await waitFor(() => expect(document.body.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  return [...document.body.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}
const optionTexts = async () => (await selectOptions()).map((option) => option.textContent);

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent));

describe('TeachersDialog (teaching teachers)', { timeout: 30_000 }, () => {
  const open = () => {
    const services = createFakeListServices({ latencyMs: 0 });
    return { ...renderDialog(TeachersDialog, 'teachers', { list: PAGES.courses, row: SAMPLE_ROWS.course, services }), services };
  };

  it('lists the course’s teachers with 已同步 (position 0) and 未同步 (position 1), and the pool candidates', async () => {
    const { user, services } = open();
    await screen.findByText('林海');
    expect(bodyRows()).toEqual([
      ['张伟', '高级讲师', '已同步'],
      ['林海', '特邀讲师', '未同步'],
    ]);
    expect(requestsTo(services, 'fxl-school-train-item-add-teacher')[0]).toMatchObject({ method: 'get', url: '/api/organization/fxl-school-train-item-add-teacher/21' });
    // the candidates are asked when the picker opens, a page at a time
    expect(requestsTo(services, '/api/common/teachers')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: '选择已有教师' }));
    expect(await optionTexts()).toEqual(['王芳（副教授）', '李强（教授）', '赵敏（讲师）']);
    expect(requestsTo(services, '/api/common/teachers')).toEqual([expect.objectContaining({ method: 'get', query: { train_id: 21, page: 1, page_size: 10 } })]);
  });

  it('searches the pool on the server by name (issue 59 item 3), one request for what was typed', async () => {
    const { user, services } = open();
    await screen.findByText('林海');
    await user.click(screen.getByRole('combobox', { name: '选择已有教师' }));
    await optionTexts();
    await user.keyboard('李强');
    await waitFor(() => expect(requestsTo(services, '/api/common/teachers').map((one) => one.query?.name)).toEqual([undefined, '李强']));
    await waitFor(async () => expect(await optionTexts()).toEqual(['李强（教授）']));
  });

  it('adds a pool teacher and a new one (name and post required), removes one, and saves the whole list', async () => {
    const { user, services, onDone } = open();
    await screen.findByText('林海');

    await user.click(screen.getByRole('combobox', { name: '选择已有教师' }));
    await user.paste('王芳');
    await user.click((await selectOptions()).find((option) => option.textContent === '王芳（副教授）') as HTMLElement);
    await user.click(screen.getByRole('button', { name: /添\s*加/ }));
    await screen.findByText('王芳');

    await user.click(screen.getByRole('button', { name: /新增教师/ }));
    const form = screen.getByRole('region', { name: '新增教师' });
    await user.click(within(form).getByRole('button', { name: '加入列表' }));
    expect(await within(form).findByText('请输入姓名')).toBeTruthy();
    expect(await within(form).findByText('请输入职称')).toBeTruthy();
    const [name, post] = within(form).getAllByRole('textbox');
    await user.click(name as HTMLElement);
    await user.paste('周新');
    await user.click(post as HTMLElement);
    await user.paste('企业导师');
    await user.click(within(form).getByRole('button', { name: '加入列表' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '新增教师' })).toBeNull());

    await user.click(screen.getByRole('button', { name: '移除 林海' }));
    expect(bodyRows()).toEqual([
      ['张伟', '高级讲师', '已同步'],
      ['王芳', '副教授', '已同步待保存'],
      ['周新', '企业导师', '未同步待保存'],
    ]);

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requestsTo(services, 'fxl-school-train-item-add-teacher').at(-1)).toMatchObject({
      method: 'post',
      url: '/api/organization/fxl-school-train-item-add-teacher',
      body: { train_id: 21, teachers: [1, 2, { name: '周新', post: '企业导师', image: '', desc: '', position: 1 }] },
    });
    expect(await screen.findByText('操作成功')).toBeTruthy();
  });

  it('keeps an unsynced teacher as a teacher object, and makes a removed pool teacher a candidate again', async () => {
    const { user, services } = open();
    await screen.findByText('林海');
    await user.click(screen.getByRole('button', { name: '移除 张伟' }));
    await user.click(screen.getByRole('combobox', { name: '选择已有教师' }));
    expect(await optionTexts()).toContain('张伟（高级讲师）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    // the load, the list read again just before the save (this backend gives no version: issue 58), the save
    await waitFor(() => expect(requestsTo(services, 'fxl-school-train-item-add-teacher')).toHaveLength(3));
    expect(requestsTo(services, 'fxl-school-train-item-add-teacher').map((one) => one.method)).toEqual(['get', 'get', 'post']);
    expect(requestsTo(services, 'fxl-school-train-item-add-teacher')[2]?.body).toEqual({
      train_id: 21,
      teachers: [{ name: '林海', post: '特邀讲师', image: '', desc: '', position: 1 }],
    });
  });
});
