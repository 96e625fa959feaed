import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { ConfigList } from '../../../adapters/list/index.ts';
import { MESSAGES, type ApiRequest, type ListAnswer, type ListServices, type Row } from '../../../engine/index.ts';

// A list page drawn once where nobody sees it, when the browser is idle after the first page
// (issue 32 item 3): a first list visit then costs what a second one does. Fetching the code is
// not enough for that: the first drawing of a table, a search form and their buttons also runs
// React's, Formily's and antd's code for the first time (cold in the JavaScript engine), parses a
// list-config with zod for the first time, and makes antd write each component's CSS variables
// into the page's <head>, which restyles the whole page. The rehearsal pays those costs at idle.
//
// It stays mounted: antd takes a component's CSS variables out of <head> again when its last
// instance goes. It is drawn into an element that is not in the document: nothing of it is laid
// out, seen, read by a screen reader or found by a test, and its calls never leave the page.

/** The rehearsal's list call, answered in the page (never sent): a key of its own in the query cache. */
const REHEARSAL_URL = '/__list-rehearsal__';

/** A list-config with each kind of column, search field, toolbar button and row action that list pages commonly use. */
export const REHEARSAL_LIST = {
  title: '列表预演',
  api: {
    list: { url: REHEARSAL_URL, method: 'get' },
    add: { url: REHEARSAL_URL, method: 'post' },
    detail: { url: `${REHEARSAL_URL}/{id}`, method: 'get' },
    update: { url: `${REHEARSAL_URL}/{id}`, method: 'patch' },
    delete: { url: REHEARSAL_URL, method: 'delete' },
    active: { url: `${REHEARSAL_URL}/active`, method: 'put' },
    top: { url: `${REHEARSAL_URL}/top`, method: 'put' },
    export: { url: `${REHEARSAL_URL}/export`, method: 'get' },
  },
  columns: [
    { title: '名称', field: 'name', width: 150, sortable: 1 },
    { title: '层次', field: 'level', type: 'tag', width: 90, map: { '1': '高起专', '2': '专升本' } },
    { title: '图片', field: 'image', type: 'image', width: 80 },
    { title: '学费（元/年）', field: 'tuition', type: 'money', width: 120, sortable: 1 },
    { title: '主页展示', field: 'is_show', type: 'switch', width: 100, map: { '1': '是', '0': '否' }, api: { url: `${REHEARSAL_URL}/show`, method: 'put' } },
    { title: '状态', field: 'active', type: 'active', width: 90 },
    { title: '简介', field: 'desc' },
    { title: '创建时间', field: 'created_at', type: 'datetime', width: 170, sortable: 1 },
  ],
  search: [
    { name: '名称', field: 'name', component: { type: 'text', size: 'S' } },
    {
      name: '状态',
      field: 'active',
      component: {
        type: 'select',
        size: 'S',
        data_source: {
          data_type: 'normal',
          data: [
            { id: 1, name: '已启用' },
            { id: 0, name: '已停用' },
          ],
        },
      },
    },
  ],
  toolbar: ['export', 'add', 'batch_top', 'batch_active', 'batch_delete'],
  row_actions: [
    { action: 'detail', title: '详情' },
    { action: 'edit', title: '编辑' },
    { action: 'active' },
    { action: 'delete', title: '删除' },
  ],
} as const;

const ROWS: Row[] = [
  { id: 1, name: '计算机科学与技术', level: 2, image: '', tuition: 4800, is_show: 1, active: 1, desc: '示例', created_at: '2026-01-05 09:30:00', top_sort: 0 },
  { id: 2, name: '会计学', level: 1, image: '', tuition: 4200, is_show: 0, active: 0, desc: '示例', created_at: '2026-01-06 14:00:00', top_sort: 0 },
];

/** The rehearsal's calls: the rows above for the list, an empty success for any other. */
const rehearsalServices: ListServices = {
  async send<T>(request: ApiRequest): Promise<ListAnswer<T>> {
    const data = request.call === 'list' ? { data: ROWS, total: ROWS.length, current_page: 1 } : {};
    return { code: 200, message: MESSAGES.success, data: data as T };
  },
  async download() {},
  async upload(): Promise<ListAnswer> {
    return { code: 200, message: MESSAGES.success };
  },
};

/** The rehearsal: a list page drawn into an element outside the document. */
export function ListRehearsal() {
  const stage = useMemo(() => document.createElement('div'), []);
  return createPortal(<ConfigList list={REHEARSAL_LIST} services={rehearsalServices} context={{}} />, stage);
}
