import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListViewState } from '../../../adapters/list/index.ts';
import { MAJORS_LIST, majorRows } from './fixtures.ts';
import { buttonIn, renderList, SLOW } from './harness.tsx';

// Sortable columns (issue 17 item 6): a click on a sortable header asks the list call sorted
// (sort, order) from page 1, a second click descending, a third the server's order; the sort
// is told to the page (its URL state) and given back when it opens.

const LIST = {
  ...MAJORS_LIST,
  columns: MAJORS_LIST.columns.map((column) => (column.field === 'name' ? { ...column, sortable: 1 } : column)),
};

const header = (title: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.config-list-table th')].find((th) => th.textContent?.includes(title));
  if (!found) throw new Error(`no header ${title}`);
  return found;
};

describe('ConfigList: sortable columns', SLOW, () => {
  it('sorts by a sortable column: ascending, descending, then the usual order, each from page 1', async () => {
    const states: ListViewState[] = [];
    const list = await renderList({ list: LIST, initialState: { page: 2 }, onStateChange: (state) => void states.push(state) }, majorRows(25));
    expect(header('专业名称').querySelector('.ant-table-column-sorters')).not.toBeNull();
    const lastQuery = () => list.sent('list').at(-1)?.query;

    await list.user.click(header('专业名称'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, sort: 'name', order: 'asc' }));
    await list.user.click(header('专业名称'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, sort: 'name', order: 'desc' }));
    expect(states.at(-1)?.sort).toEqual({ field: 'name', order: 'desc' });
    await list.user.click(header('专业名称'));
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('sort'));
    expect(states.at(-1)?.sort).toBeUndefined();
  });

  it('exports in the order the table shows: the export call gets the sort the list call got', async () => {
    const list = await renderList({ list: LIST }, majorRows(3));
    await list.user.click(header('专业名称'));
    await list.user.click(header('专业名称'));
    await waitFor(() => expect(list.sent('list').at(-1)?.query).toMatchObject({ sort: 'name', order: 'desc' }));
    await list.user.click(buttonIn(document, '导出'));
    await waitFor(() => expect(list.services.downloads.map((d) => d.request.query)).toEqual([{ sort: 'name', order: 'desc' }]));
  });

  it('opens sorted as its URL said', async () => {
    const list = await renderList({ list: LIST, initialState: { sort: { field: 'name', order: 'desc' } } }, majorRows(3));
    expect(list.sent('list')[0]?.query).toMatchObject({ sort: 'name', order: 'desc' });
    expect(header('专业名称').getAttribute('aria-sort')).toBe('descending');
  });
});
