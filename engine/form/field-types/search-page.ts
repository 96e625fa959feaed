import { asOption } from '../value-readers.ts';
import { choose, defineFieldType, multiple } from './entry.ts';
import type { SelectConfig } from './shape.ts';

/** SearchPageSelect: a paged remote search (`page`, `page_size`, `name`). */
export interface SearchPageSelectProps {
  source: SelectConfig;
  multiple: boolean;
  pageSize: number;
  placeholder: string;
}

/** search-page: an id chosen by a paged remote search, so its source is an api, never a fixed list. */
export const searchPage = defineFieldType('search-page', {
  title: '搜索选择',
  description: '分页搜索远程数据并选中一项（如所属学校），值为所选项的 id',
  needsSource: true,
  refine: (component, issue) => {
    if (component.data_source && component.data_source.data_type !== 'api') issue(['data_source', 'data_type'], 'search-page 字段是分页远程搜索，data_type 应为 api');
  },
  // the same in the spellings an editor sees: data_type and data may stand on component (legacy.ts)
  jsonSchema: {
    not: { required: ['data'] },
    properties: {
      data_type: { const: 'api', description: 'search-page 是分页远程搜索：只能是 api' },
      data_source: { not: { type: 'object', required: ['data'] }, description: 'search-page 的选项来自接口（page、page_size、name），不能是固定的 data 列表' },
    },
  },
  widget: 'SearchPageSelect',
  list: multiple,
  read: asOption,
  requiredMessage: choose,
  props: (field): SearchPageSelectProps => ({
    source: field.component.data_source ?? { data_type: 'api', data_source: '', need_last: false, search: true, depth: undefined },
    multiple: multiple(field),
    pageSize: 10,
    placeholder: `搜索${field.name}`,
  }),
  example: {
    label: '所属学校',
    key: 'school_id',
    config: { show_field: 'school_name', rules: { required: 1 }, component: { type: 'search-page', data_source: { data_type: 'api', data_source: '/api/common/schools' } } },
    values: { school_id: 1, school_name: '阳光示范学校' },
  },
});
