import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataSource, OptionsRequest } from '../../../engine/index.ts';
import { createFakeServices } from '../../../stories/fixtures/fake-services.ts';
import { MAJORS_LIST, majorRows } from './fixtures.ts';
import { buttonIn, renderList, SLOW } from './harness.tsx';

// One cache entry per option source and query (issue 17 item 4): the search bar and every
// dialog of the page read the same entry, so opening 新增 again asks the server nothing.

const LEVELS = { data_type: 'api', data_source: '/api/common/categories' };
const LIST = {
  ...MAJORS_LIST,
  search: [{ name: '层次', field: 'level', component: { type: 'select', size: 'S', data_source: LEVELS } }],
};
const FORM = {
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '专业名称', field: 'name', rules: { required: 1 }, component: { type: 'text' } },
    { name: '层次', field: 'level', component: { type: 'select', data_source: LEVELS } },
  ],
};

/** The fake data source of the stories, counting what it is asked. */
function countingDataSource() {
  const inner = createFakeServices({ latencyMs: 0 }).dataSource;
  const asked: OptionsRequest[] = [];
  const dataSource: DataSource = {
    options: (request) => {
      asked.push(request);
      return inner.options(request);
    },
    page: (request) => inner.page(request),
  };
  return { dataSource, asked };
}

const openDialogs = () => [...document.querySelectorAll<HTMLElement>('.ant-modal')].filter((modal) => modal.querySelector('.ant-modal-title')?.textContent === '新增专业');

describe('ConfigList: option sources', SLOW, () => {
  it('asks for a source once, for the search bar and 新增 opened three times', async () => {
    const { dataSource, asked } = countingDataSource();
    const list = await renderList({ list: LIST, form: FORM }, majorRows(2), { formServices: { dataSource } });
    await waitFor(() => expect(asked.length).toBe(1));

    for (let time = 0; time < 3; time += 1) {
      await list.user.click(buttonIn(document, '新增'));
      const add = await waitFor(() => {
        const found = openDialogs()[0];
        if (!found) throw new Error('no 新增专业 dialog');
        return found;
      });
      // the dialog's select shows the cached options at once
      await list.user.click(add.querySelector('.ant-select-selector') as HTMLElement);
      expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
      await list.user.click(buttonIn(add, '取消'));
      await waitFor(() => expect(openDialogs()).toEqual([]));
    }
    expect(asked.map((request) => request.url)).toEqual(['/api/common/categories']);
  });

  it('asks again after 操作成功: a saved record may be an option', async () => {
    const { dataSource, asked } = countingDataSource();
    const list = await renderList({ list: LIST, form: FORM }, majorRows(2), { formServices: { dataSource } });
    await waitFor(() => expect(asked.length).toBe(1));
    await list.user.click(buttonIn(document, '新增'));
    const add = await waitFor(() => openDialogs()[0] ?? Promise.reject(new Error('no 新增专业 dialog')));
    await list.user.type(add.querySelector('input') as HTMLInputElement, '新专业');
    await list.user.click(buttonIn(add, '确定'));
    await waitFor(() => expect(openDialogs()).toEqual([]));
    expect(asked.length).toBe(1);
    await list.user.click(buttonIn(document, '新增'));
    await waitFor(() => expect(asked.length).toBe(2));
  });
});
