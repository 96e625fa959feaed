import { asOption } from '../value-readers.ts';
import { choose, countCheck, defineFieldType } from './entry.ts';
import type { SelectConfig } from './shape.ts';

/** TagSelect: the configured options plus free-form tags. */
export interface TagSelectProps {
  source: SelectConfig | undefined;
  maxCount?: number | undefined;
  placeholder: string;
}

/** tag: a list of tags, at most rules.max. */
export const tag = defineFieldType('tag', {
  title: '标签',
  description: '从选项中选标签，也可自行输入新标签，值为列表',
  widget: 'TagSelect',
  list: () => true,
  read: asOption,
  requiredMessage: choose,
  props: (field): TagSelectProps => ({ source: field.component.data_source, maxCount: field.rules.max, placeholder: `输入后回车可新建${field.name}` }),
  check: countCheck,
  example: {
    label: '办学特色',
    key: 'tags',
    config: { rules: { required: 1, max: 5 }, component: { type: 'tag', data_source: { data: [{ id: '小班教学', name: '小班教学' }, { id: '名师授课', name: '名师授课' }, { id: '就业推荐', name: '就业推荐' }] } } },
    values: { tags: ['小班教学', '名师授课'] },
  },
});
