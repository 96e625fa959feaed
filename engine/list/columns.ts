import type { ColumnType, ListColumn } from '../config/list-config.ts';
import { sameId } from '../config/primitives.ts';
import { getByPipePath } from '../paths.ts';
import { idOf, type ApiRequest, type Row } from './requests.ts';

// The columns of a list page (schemas/README.md, list-config columns): each cell's value at its
// pipe path, its text (`map`, the active and marker names), and a switch column's call.

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
  /** The cell as text: `map`, the active/marker names, or the value itself. */
  text(row: Row): string;
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

export function compileColumn(column: ListColumn, index: number): CompiledColumn {
  const value = (row: Row) => getByPipePath(row, column.field);
  const names = column.map ?? (column.type === 'active' ? ACTIVE_NAMES : column.type === 'marker' ? MARKER_NAMES : undefined);
  const compiled: CompiledColumn = {
    key: `${column.field}#${index}`,
    title: column.title,
    field: column.field,
    type: column.type,
    width: column.width,
    sortable: column.sortable,
    value,
    text: (row) => {
      const raw = value(row);
      return names && raw !== null && raw !== undefined ? (names[String(raw)] ?? cellText(raw)) : cellText(raw);
    },
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
