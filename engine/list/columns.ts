import type { FormConfig } from '../config/form-config.ts';
import type { ColumnType, ListColumn } from '../config/list-config.ts';
import { optionsField } from '../config/options-from.ts';
import { sameId } from '../config/primitives.ts';
import type { SelectConfig, SelectOption } from '../form/field-types/shape.ts';
import { optionName } from '../form/options.ts';
import { getByPipePath } from '../paths.ts';
import { idOf, type ApiRequest, type Row } from './requests.ts';

// The columns of a list page (schemas/README.md, list-config columns): each cell's value at its
// pipe path, its text (`map`, the names of a form field's options, the active and marker names),
// and a switch column's call.

export interface CompiledColumn {
  key: string;
  title: string;
  /** The record key, a pipe path for nested values (`info|price`). */
  field: string;
  type: ColumnType;
  width?: number | undefined;
  /** The list may be sorted by this column (sortParams). */
  sortable: boolean;
  /** The cell's value: the row's value at the field's path. */
  value(row: Row): unknown;
  /**
   * The cell as text: `map`, the names of the options of the form field `options_from` names (an
   * api source's as `loaded` from it), the active/marker names, or the value itself.
   */
  text(row: Row, loaded?: readonly SelectOption[]): string;
  /** options_from naming a field whose options come from an api: that source (loaded as the form loads it). */
  optionsSource?: SelectConfig | undefined;
  /** A switch column: its state in a row, and the request that sets it. */
  switch?: { checked(row: Row): boolean; request(row: Row, checked: boolean): ApiRequest } | undefined;
}

const ACTIVE_NAMES: Record<string, string> = { '0': '已停用', '1': '已启用' };
const MARKER_NAMES: Record<string, string> = { '1': '是', '2': '否' };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('，');
  if (typeof value === 'object') return '';
  return String(value);
}

/**
 * A column of a list-config; `form` is the page's form-config, whose field `options_from` names.
 * compileColumn({title: '层次', field: 'level', type: 'tag', options_from: 'level'}, 0, form with level's options [{id: 1, name: '高起专'}]).text({level: 1}) -> '高起专'
 */
export function compileColumn(column: ListColumn, index: number, form?: Pick<FormConfig, 'fields'>): CompiledColumn {
  const value = (row: Row) => getByPipePath(row, column.field);
  const source = column.options_from === undefined ? undefined : optionsField(form, column.options_from)?.component.data_source;
  const api = source?.data_type === 'api' || (source !== undefined && !source.data) ? source : undefined;
  const names = column.map ?? (column.type === 'active' ? ACTIVE_NAMES : column.type === 'marker' ? MARKER_NAMES : undefined);
  // a value's name: `map` first, then the options (a multiple choice is a list of ids)
  const nameOf = (raw: unknown, options: readonly SelectOption[]): string => {
    if (Array.isArray(raw)) return raw.map((one) => nameOf(one, options)).join('，');
    if (raw === null || raw === undefined) return '';
    return names?.[String(raw)] ?? optionName(options, raw) ?? cellText(raw);
  };
  const compiled: CompiledColumn = {
    key: `${column.field}#${index}`,
    title: column.title,
    field: column.field,
    type: column.type,
    width: column.width,
    sortable: column.sortable,
    value,
    text: (row, loaded) => {
      const options = api ? loaded : source?.data;
      const raw = value(row);
      if (options) return nameOf(raw, options);
      return names && raw !== null && raw !== undefined ? (names[String(raw)] ?? cellText(raw)) : cellText(raw);
    },
    optionsSource: api,
  };
  if (column.type === 'switch' && column.api) {
    const api = column.api;
    compiled.switch = {
      checked: (row) => sameId(value(row), column.on),
      request: (row, checked) => ({
        call: 'update',
        method: (api.method ?? 'put') as ApiRequest['method'],
        url: api.url.replace(/\{id\}/g, encodeURIComponent(String(idOf(row)))),
        body: { ids: [idOf(row)], [column.field]: checked ? column.on : column.off },
      }),
    };
  }
  return compiled;
}
