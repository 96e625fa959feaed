import type { FormConfig } from './form-config.ts';
import type { ListConfig } from './list-config.ts';

// A list column's `options_from` names a field of the same page's form-config whose options give
// the column's labels (schemas/README.md, list-config columns). Checked with the page, since the
// list-config alone cannot say whether that field exists.

/** The form field a column's options_from names (by its `field`), when the form has it. */
export function optionsField(form: Pick<FormConfig, 'fields'> | undefined, key: string) {
  return form?.fields.find((field) => field.field === key);
}

/**
 * The problems of the columns' options_from on a page, by JSON path under `list`:
 * optionsFromErrors(list with {field: 'level', options_from: 'lvl'}, form without lvl)
 * -> [{path: 'list.columns[1].options_from', message: '本页表单中没有字段 "lvl"…'}]
 */
export function optionsFromErrors(list: Pick<ListConfig, 'columns'>, form: Pick<FormConfig, 'fields'> | undefined): { path: string; message: string }[] {
  return list.columns.flatMap((column, index) => {
    if (column.options_from === undefined) return [];
    const path = `list.columns[${index}].options_from`;
    const field = optionsField(form, column.options_from);
    if (!form) return [{ path, message: `本页没有表单（form），无从取字段 "${column.options_from}" 的选项：请写 map，或加上含此字段的 form` }];
    if (!field) return [{ path, message: `本页表单中没有字段 "${column.options_from}"：options_from 应填表单中某个有选项的字段的 field（可用：${form.fields.flatMap((one) => (typeof one.field === 'string' && one.component.data_source ? [one.field] : [])).join(', ')}）` }];
    if (!field.component.data_source) return [{ path, message: `字段「${field.name}」没有选项（data_source）：options_from 应指向 select、radio 等有选项的字段` }];
    return [];
  });
}
