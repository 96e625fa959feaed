import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigList } from '../../../adapters/list/index.ts';
import { FormServicesProvider } from '../../../adapters/ui/index.ts';
import { createQueryClient } from '../../../adapters/http/query.ts';
import { benchFormServices } from '../fake-form-services.ts';
import { installBench, LEVELS, LIST_URL, ROWS, SHOW_URL, STUDY_TYPES } from './shared.tsx';

// <ConfigList> side of the list bench (tests/bench/list-chromium.ts): 50 rows of 12 columns and
// 4 row actions, from a list-config; hand.tsx is the same page written by hand.

const list = {
  title: '专业管理',
  api: {
    list: { url: LIST_URL },
    active: { url: `${LIST_URL}/active` },
    top: { url: `${LIST_URL}/top` },
    delete: { url: LIST_URL },
  },
  columns: [
    { title: '图片', field: 'image', type: 'image', width: 90 },
    { title: '专业名称', field: 'name', width: 160 },
    { title: '层次', field: 'level', type: 'tag', width: 90, map: LEVELS },
    { title: '学习形式', field: 'study_type', width: 100, map: STUDY_TYPES },
    { title: '学制（年）', field: 'years', width: 90 },
    { title: '学费（元/年）', field: 'tuition', type: 'money', width: 120 },
    { title: '主页展示', field: 'is_show', type: 'switch', width: 100, api: { url: SHOW_URL, method: 'put' } },
    { title: '推荐', field: 'marker', type: 'marker', width: 80 },
    { title: '状态', field: 'active', type: 'active', width: 90 },
    { title: '置顶', field: 'top_sort', width: 70 },
    { title: '简介', field: 'desc' },
    { title: '创建时间', field: 'created_at', type: 'datetime', width: 170 },
  ],
  toolbar: ['batch_active', 'batch_inactive', 'batch_delete'],
  row_actions: [
    { action: 'active', title: '停用', value: 0, show_if: { name: 'active', value: 1 } },
    { action: 'active', title: '启用', value: 1, show_if: { name: 'active', value: 0 } },
    { action: 'untop', show_if: { name: 'top_sort', value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
    { action: 'delete' },
  ],
  page_size: ROWS,
  page_sizes: [10, 20, 50],
};


// ConfigList reads its rows through TanStack Query: a new cache for each mount, so that a
// re-render is not answered from the last mount's cache (the hand-written page has none)
installBench(
  (services) => (
    <QueryClientProvider client={createQueryClient()}>
      <FormServicesProvider value={benchFormServices}>
        <ConfigList list={list} services={services} />
      </FormServicesProvider>
    </QueryClientProvider>
  ),
  '.config-list-table',
);
