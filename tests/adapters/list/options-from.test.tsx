import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderList, SLOW } from './harness.tsx';

// Issue 29 item 3: a tag column takes its labels from a form field's options (options_from): a
// listed source's at once, an api source's once loaded, through the loader the form uses.

const LIST = {
  title: '专业管理',
  api: { list: { url: '/api/organization/majors' } },
  columns: [
    { title: '专业名称', field: 'name' },
    { title: '层次', field: 'level', type: 'tag', options_from: 'level' },
    { title: '所在地区', field: 'area_id', type: 'tag', options_from: 'area_id' },
  ],
  selection: false,
};
const FORM = {
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '专业名称', field: 'name', component: { type: 'text' } },
    { name: '层次', field: 'level', component: { type: 'select', data_source: { data_type: 'normal', data: [{ id: 1, name: '高起专' }, { id: 2, name: '专升本' }] } } },
    { name: '所在地区', field: 'area_id', component: { type: 'select', data_source: { data_type: 'api', data_source: '/api/common/areas' } } },
  ],
};

describe('ConfigList: options_from', SLOW, () => {
  it('names the values by the form field\'s options, listed or loaded from its api', async () => {
    const list = await renderList({ list: LIST, form: FORM }, [{ id: 1, name: '护理学', level: 2, area_id: 11 }]);
    const row = list.row('护理学');
    expect(within(row).getByText('专升本')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('北京市')).toBeTruthy());
    expect(within(row).queryByText('11')).toBeNull();
  });
});
