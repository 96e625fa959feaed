import { isPasswordField } from '../secrets.ts';
import { asText } from '../value-readers.ts';
import { defineFieldType, enter, lengthCheck, maxLength, storedAsText } from './entry.ts';

/** TextInput: one line; `password` masks it, with a show toggle (rules.format password). */
export interface TextInputProps {
  maxLength?: number | undefined;
  placeholder: string;
  password?: boolean;
}

/** text: one line of text, at most rules.max characters; a search filter matches it in part. */
export const text = defineFieldType('text', {
  title: '单行文本',
  description: '一行文字，最多 rules.max 个字；搜索时按部分匹配',
  widget: 'TextInput',
  list: () => false,
  read: asText,
  requiredMessage: enter,
  props: (field): TextInputProps => ({ maxLength: maxLength(field), placeholder: enter(field.name), ...(isPasswordField(field) ? { password: true } : {}) }),
  check: lengthCheck,
  importable: {},
  searchOperator: 'like',
  stored: storedAsText,
  example: { label: '学校简称', key: 'short_name', config: { mark: '不超过20个字', rules: { required: 1, max: 20 }, component: { type: 'text', size: 'M' } }, values: { short_name: '阳光学校' } },
});
