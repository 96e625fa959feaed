import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryListServices } from '../../../stories/fixtures/fake-list-services.ts';
import { MAJORS_FORM, MAJORS_LIST, majorRows } from './fixtures.ts';
import { listedTimes, renderList, rowActionLabels, SLOW } from './harness.tsx';

// <ConfigList>: the table by column type, row actions by show_if, the pager, the search
// filters, the empty state, a failed load with 重试, and a bad config's errors.

const actionLabels = (row: HTMLElement) => [...row.querySelectorAll('.config-list-action')].map((button) => button.textContent);

describe('ConfigList: the table', SLOW, () => {
  it('shows each column type, the row actions whose show_if matches, and pages by 10 with 10/20/30/50', async () => {
    const list = await renderList({ list: MAJORS_LIST, form: MAJORS_FORM }, majorRows());
    expect(list.sent('list')[0]?.query).toEqual({ page: 1, page_size: 10 });
    expect(list.rows()).toHaveLength(10);
    expect(screen.getByRole('heading', { name: '专业管理' })).toBeTruthy();

    // the pinned row first: image from the storage host, tag, switch, money, badge, marker, time
    const first = list.row('护理学');
    const cells = within(first);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://oss.example.com/uploads/majors/1.png');
    // a thumbnail opens the preview
    await list.user.click(within(first).getByRole('button', { name: '预览图片' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe('https://oss.example.com/uploads/majors/1.png'));
    await list.user.click(document.querySelector('.ant-image-preview-close') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')).toBeNull());
    expect(cells.getByText('高起专').closest('.ant-tag')).toBeTruthy();
    expect(cells.getByRole('switch', { name: '主页展示：是' }).getAttribute('aria-checked')).toBe('true');
    expect(cells.getByText('3,200.00')).toBeTruthy();
    expect(cells.getByText('已启用').className).toBe('config-list-status config-list-status-success');
    expect(cells.getByText('是').closest('.ant-tag')).toBeTruthy();
    expect(cells.getByText('2026-11-07 05:20:00')).toBeTruthy(); // 1794000000 s: 2026-11-06 21:20 UTC, shown in China time
    // top_sort 1: 取消置顶, not 置顶; three actions stand, the rest are in 更多 (issue 57 item 2)
    expect(actionLabels(first)).toEqual(['详情', '编辑', '启用', '更多']);
    expect(await rowActionLabels(list, first)).toEqual({ inline: ['详情', '编辑', '启用'], folded: ['停用', '推荐', '取消置顶', '删除'] });
    const other = list.row('市场营销（2）');
    const otherActions = await rowActionLabels(list, other);
    expect(otherActions.folded).toContain('置顶');
    expect([...otherActions.inline, ...otherActions.folded]).not.toContain('取消置顶');
    expect(within(other).getByText('—')).toBeTruthy(); // no image

    expect(screen.getByText('共 23 条')).toBeTruthy();
    await list.user.click(screen.getByTitle('3'));
    await listedTimes(list, 2);
    expect(list.sent('list')[1]?.query).toEqual({ page: 3, page_size: 10 });
    expect(list.rows()).toHaveLength(3);

    await list.user.click(document.querySelector('.ant-pagination-options .ant-select-selector') as HTMLElement);
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await list.user.click(screen.getByText('20 条/页'));
    await listedTimes(list, 3);
    expect(list.sent('list')[2]?.query).toEqual({ page: 1, page_size: 20 });
  });

  it('searches from page 1 with 查询 or Enter, and 重置 clears the filters', async () => {
    const list = await renderList({ list: MAJORS_LIST }, majorRows());
    await list.user.click(screen.getByTitle('2'));
    await listedTimes(list, 2);
    await list.user.type(screen.getByPlaceholderText('请输入专业名称'), '护理');
    await list.user.click(screen.getByRole('button', { name: '查询' }));
    await listedTimes(list, 3);
    expect(list.sent('list')[2]?.query).toEqual({ page: 1, page_size: 10, name: '护理' });
    expect(list.rows().map((row) => row.querySelector('td:nth-child(3)')?.textContent)).toEqual(['护理学', '护理学（2）']);

    await list.user.type(screen.getByPlaceholderText('请输入专业名称'), '学{Enter}');
    await listedTimes(list, 4);
    expect(list.sent('list')[3]?.query).toEqual({ page: 1, page_size: 10, name: '护理学' });

    await list.user.click(screen.getByRole('button', { name: '重置' }));
    await listedTimes(list, 5);
    expect(list.sent('list')[4]?.query).toEqual({ page: 1, page_size: 10 });
    expect((screen.getByPlaceholderText('请输入专业名称') as HTMLInputElement).value).toBe('');
  });

  it('shows 暂无数据 when there are no rows', async () => {
    await renderList({ list: MAJORS_LIST }, []);
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('shows a failed load with 重试, which loads again', async () => {
    const services = createMemoryListServices({ rows: majorRows(3) });
    services.answerNext(new Error('数据库维护中，请稍后再试'), 'list');
    const list = await renderList({ list: MAJORS_LIST, services });
    const alert = await screen.findByText('数据库维护中，请稍后再试', { selector: '.config-list-error *' });
    await list.user.click(within(alert.closest('.ant-alert') as HTMLElement).getByRole('button', { name: '重试' }));
    await listedTimes(list, 2);
    expect(list.rows()).toHaveLength(3);
    expect(document.querySelector('.config-list-error')).toBeNull();
  });
});

describe('ConfigList: a bad configuration', SLOW, () => {
  it('lists every error with its path and renders what is valid', async () => {
    const broken = {
      ...MAJORS_LIST,
      columns: [{ title: '名称', field: 'name' }, { title: '颜色', field: 'colour', type: 'rainbow' }, { field: 'x' }, { title: '状态', field: 'active', type: 'active' }],
      toolbar: ['add', 'print'],
      row_actions: [{ action: 'edit' }, { action: 'fly' }],
      pager: 'sometimes',
    };
    const list = await renderList({ list: broken, form: { component: { name: 'm' }, fields: [{ name: '名称', field: 'name', component: { type: 'colour' } }] } }, majorRows(2));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
    const listErrors = alerts.find((text) => text.startsWith('列表配置有'));
    expect(listErrors).toContain('list.columns[1].type');
    expect(listErrors).toContain('未知的列类型 "rainbow"');
    expect(listErrors).toContain('list.columns[2].title');
    expect(listErrors).toContain('list.row_actions[1].action');
    expect(alerts.find((text) => text.startsWith('表单配置有'))).toContain('form.fields[0]（名称）.component.type');
    // a bad toolbar entry and a bad setting are left out too (issue 18): the rest of the page works
    expect(listErrors).toContain('list.toolbar[1]');
    expect(listErrors).toContain('list.pager');
    expect(list.rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();
  });

  it('shows only the errors when the list call itself is missing', async () => {
    const list = await renderList({ list: { ...MAJORS_LIST, api: { add: { url: '/api/organization/majors' } } } }, majorRows(2), { loads: false });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent ?? '').join(' ')).toContain('list.api.list');
    await waitFor(() => expect(screen.getByText('列表配置无法使用，请按上面的提示修正后刷新页面。')).toBeTruthy());
    expect(list.services.requests).toHaveLength(0);
  });

  it('keeps the valid columns and actions when only some are wrong', async () => {
    const list = await renderList(
      { list: { ...MAJORS_LIST, columns: [{ title: '名称', field: 'name' }, { title: '颜色', field: 'colour', type: 'rainbow' }], row_actions: [{ action: 'delete' }, { action: 'fly' }] } },
      majorRows(2),
    );
    expect(screen.getByRole('alert').textContent).toContain('list.columns[1].type');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', '名称', '操作']);
    expect(within(list.row('会计学')).getByRole('button', { name: '删除' })).toBeTruthy();
  });
});
