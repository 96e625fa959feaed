import { asOption } from '../value-readers.ts';
import { choose, countCheck, defineFieldType, EXAMPLE_CATEGORIES, multiple } from './entry.ts';
import type { SelectConfig } from './shape.ts';

/** ConfigSelect: options from the select config; cascading with child_source or depth > 1. */
export interface ConfigSelectProps {
  source: SelectConfig | undefined;
  multiple: boolean;
  maxCount?: number | undefined;
  placeholder: string;
}

/** select: an id, a path of ids (cascading) or a list (multiple, at most rules.max) from its configured options. */
export const select = defineFieldType('select', {
  title: '下拉选择',
  description: '从选项中选一项，可多选或级联，值为 id、id 路径或列表',
  needsSource: true,
  widget: 'ConfigSelect',
  list: multiple,
  read: asOption,
  requiredMessage: choose,
  props: (field): ConfigSelectProps => ({ source: field.component.data_source, multiple: multiple(field), maxCount: field.rules.max, placeholder: choose(field.name) }),
  check: countCheck,
  // a spreadsheet cell names one of a fixed list's options
  importable: { accepts: (field) => field.component.data_source?.data_type === 'normal' },
  example: { label: '办学类型', key: 'category_id', config: { rules: { required: 1 }, component: { type: 'select', size: 'M', data_source: { data_type: 'normal', data: EXAMPLE_CATEGORIES } } }, values: { category_id: 985 } },
});
