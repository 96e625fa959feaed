import { asOption } from '../value-readers.ts';
import { choose, defineFieldType } from './entry.ts';
import type { SelectConfig } from './shape.ts';

/** ConfigRadio: one of the options, as radio buttons. */
export interface ConfigRadioProps {
  source: SelectConfig | undefined;
}

/** radio: one id from its configured options. */
export const radio = defineFieldType('radio', {
  title: '单选',
  description: '从固定的几项中选一项（单选按钮），值为所选项的 id',
  needsSource: true,
  widget: 'ConfigRadio',
  list: () => false,
  read: asOption,
  requiredMessage: choose,
  props: (field): ConfigRadioProps => ({ source: field.component.data_source }),
  // a spreadsheet cell names one of a fixed list's options
  importable: { accepts: (field) => field.component.data_source?.data_type === 'normal' },
  example: {
    label: '是否总部',
    key: 'is_head',
    config: { rules: { required: 1 }, component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
    values: { is_head: 1 },
  },
});
