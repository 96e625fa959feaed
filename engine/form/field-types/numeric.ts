import { asSent } from '../value-readers.ts';
import { defineFieldType, enter, lengthCheck, maxLength } from './entry.ts';

/** NumericInput: an input that keeps digits and dots. */
export interface NumericInputProps {
  maxLength?: number | undefined;
  placeholder: string;
}

/** Digits and dots (spec section 5) making one number: 12, 12.5, 12. and .5 pass; 1.2.3 does not. */
const numericCheck = (text: string, label: string) => {
  if (!/^[0-9.]*$/.test(text)) return `${label}只能输入数字和小数点`;
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? '' : `${label}格式不正确，请输入数字，如 12.5`;
};

/**
 * A spreadsheet cell of digits as a number: also when it was stored as text, in full-width digits
 * (４８００) or with thousands separators (4,800); anything else as it is, for the check to name.
 */
function importedNumber(text: string): unknown {
  const plain = text.normalize('NFKC');
  const digits = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain) ? plain.replaceAll(',', '') : plain;
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : text;
}

/** numeric: a number written as text (kept as each backend spelled it); a spreadsheet cell of digits is stored as a number. */
export const numeric = defineFieldType('numeric', {
  title: '数字',
  description: '只能输入数字和小数点的输入框，值为文字形式的数字',
  widget: 'NumericInput',
  list: () => false,
  read: asSent,
  requiredMessage: enter,
  props: (field): NumericInputProps => ({ maxLength: maxLength(field), placeholder: enter(field.name) }),
  check: (value, field, label) => numericCheck(String(value).trim(), label) || lengthCheck(value, field, label),
  importable: { cell: importedNumber },
  example: { label: '学费（元）', key: 'price', config: { rules: { required: 1 }, component: { type: 'numeric', size: 'S' } }, values: { price: '12800.50' } },
});
