import type { Row } from '../../../engine/index.ts';

// A list-config exercising every column type, toolbar button and row action, and its rows.

const API = '/api/organization/majors';

export const MAJORS_LIST = {
  title: '专业管理',
  api: {
    list: { url: API },
    add: { url: API },
    detail: { url: `${API}/{id}` },
    update: { url: `${API}/{id}` },
    delete: { url: API },
    active: { url: `${API}/active` },
    marker: { url: `${API}/marker` },
    top: { url: `${API}/top` },
    top_list: { url: `${API}/top-list` },
    template: { url: `${API}/template` },
    import: { url: `${API}/import` },
    export: { url: `${API}/export` },
  },
  columns: [
    { title: '图片', field: 'image', type: 'image' },
    { title: '专业名称', field: 'name', width: 160 },
    { title: '层次', field: 'level', type: 'tag', map: { '1': '高起专', '2': '专升本' } },
    { title: '主页展示', field: 'is_show', type: 'switch', api: { url: '/api/organization/majors-set-show', method: 'put' } },
    { title: '学费', field: 'info|price', type: 'money' },
    { title: '状态', field: 'active', type: 'active' },
    { title: '推荐', field: 'marker', type: 'marker' },
    { title: '置顶', field: 'top_sort', width: 60 },
    { title: '创建时间', field: 'created_at', type: 'datetime' },
  ],
  search: [{ name: '专业名称', field: 'name', component: { type: 'text', size: 'S' } }],
  toolbar: ['template', 'add', 'batch_top', 'batch_untop', 'batch_active', 'batch_inactive', 'batch_delete', 'export'],
  row_actions: [
    { action: 'detail' },
    { action: 'edit' },
    { action: 'active', title: '启用', value: 1 },
    { action: 'active', title: '停用', value: 0 },
    { action: 'marker', title: '推荐', value: 1 },
    { action: 'top', show_if: { name: 'top_sort', value: 0 } },
    { action: 'untop', show_if: { name: 'top_sort', value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
    { action: 'delete' },
  ],
};

export const MAJORS_FORM = {
  component: { name: 'major', title: '专业' },
  fields: [
    { name: '专业名称', field: 'name', rules: { required: 1, max: 40 }, component: { type: 'text', size: 'M' } },
    { name: '层次', field: 'level', rules: { required: 1 }, component: { type: 'select', size: 'S', data_source: { data_type: 'normal', data: [{ id: 1, name: '高起专' }, { id: 2, name: '专升本' }] } } },
    { name: '学费', field: 'info|price', component: { type: 'numeric', size: 'S' } },
    { name: '上课地址', field: 'info|address', component: { type: 'text' } },
  ],
};

const NAMES = ['护理学', '会计学', '工商管理', '计算机科学与技术', '法学', '英语', '土木工程', '市场营销', '学前教育', '汉语言文学', '电子商务', '物流管理'];

/** 23 majors: the first pinned, the second stopped, ids 1..23. */
export function majorRows(count = 23): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    image: index % 3 === 0 ? `uploads/majors/${index + 1}.png` : '',
    name: `${NAMES[index % NAMES.length]}${index >= NAMES.length ? `（${Math.floor(index / NAMES.length) + 1}）` : ''}`,
    level: (index % 2) + 1,
    is_show: index % 2 === 0 ? 1 : 0,
    info: { price: 3200 + index * 100, address: `北京市海淀区学院路 ${index + 1} 号` },
    active: index === 1 ? 0 : 1,
    marker: index === 0 ? 1 : 2,
    top_sort: index === 0 ? 1 : 0,
    created_at: 1_794_000_000 + index * 3600,
  }));
}
