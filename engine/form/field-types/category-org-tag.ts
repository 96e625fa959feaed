import { asOption } from '../value-readers.ts';
import { choose, countCheck, defineFieldType, EXAMPLE_CATEGORIES } from './entry.ts';
import type { SelectConfig } from './shape.ts';

/** CategoryTags: checkable category tags. */
export interface CategoryTagsProps {
  source: SelectConfig | undefined;
  multiple: boolean;
}

/** category-org-tag: a list of category ids; without a source of its own it takes the organisation categories (legacy.ts). */
export const categoryOrgTag = defineFieldType('category-org-tag', {
  title: '机构类别标签',
  description: '可勾选的类别标签，值为类别 id 列表；未给选项时用机构类别',
  widget: 'CategoryTags',
  list: () => true,
  read: asOption,
  requiredMessage: choose,
  props: (field): CategoryTagsProps => ({ source: field.component.data_source, multiple: true }),
  check: countCheck,
  example: { label: '机构类别', key: 'org_categories', config: { rules: { required: 1 }, component: { type: 'category-org-tag', data_source: { data: EXAMPLE_CATEGORIES } } }, values: { org_categories: [985, 3] } },
});
