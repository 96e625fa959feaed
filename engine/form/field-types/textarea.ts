import { asText } from '../value-readers.ts';
import { defineFieldType, enter, lengthCheck, maxLength, storedAsText } from './entry.ts';

/** TextArea: several lines. */
export interface TextAreaProps {
  maxLength?: number | undefined;
  placeholder: string;
}

/** textarea: several lines of text, at most rules.max characters; a search filter matches it in part. */
export const textarea = defineFieldType('textarea', {
  title: '多行文本',
  description: '多行文字（文本框），最多 rules.max 个字',
  widget: 'TextArea',
  list: () => false,
  read: asText,
  requiredMessage: enter,
  props: (field): TextAreaProps => ({ maxLength: maxLength(field), placeholder: enter(field.name) }),
  check: lengthCheck,
  importable: {},
  searchOperator: 'like',
  stored: storedAsText,
  example: { label: '学校简介', key: 'introduction', config: { rules: { required: 1, max: 200 }, component: { type: 'textarea' } }, values: { introduction: '阳光示范学校创办于1998年，是一所以职业教育为主的综合性学校。' } },
});
