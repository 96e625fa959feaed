import { FIELD_REGISTRY, isRecord, type FieldType } from '../../engine/index.ts';
import { fixedOptions } from './conditions.ts';

// 从表单生成列 (issue 60 item 4 of the list, item 5 here): the list's columns proposed from
// the form's fields, each as the list shows that kind of value: a picture as a thumbnail, a
// choice by its options' names (options_from, so the column shows 2023届 and not 2023), a time as
// a time; and search fields from the types a search can match (text in part, a fixed choice).

type Raw = Record<string, unknown>;

/** How a column shows a field of each type; absent: the field has no column (files, several pictures). */
const COLUMN_OF: Partial<Record<FieldType, (field: Raw, key: string) => Raw>> = {
  text: () => ({}),
  textarea: () => ({ width: 200 }),
  numeric: () => ({}),
  date: () => ({}),
  datetime: () => ({ type: 'datetime', width: 170 }),
  image: () => ({ type: 'image' }),
  select: (_, key) => ({ options_from: key }),
  radio: (_, key) => ({ options_from: key }),
  'search-page': (field) => (typeof field.show_field === 'string' ? { field: field.show_field } : {}),
  tag: (_, key) => ({ type: 'tag', options_from: key }),
  'category-org-tag': (_, key) => ({ type: 'tag', options_from: key }),
  'address-coordinate': () => ({ width: 200 }),
};

/** The key a field's column shows: its `field`, or an address-coordinate's address. */
function shownKey(field: Raw): string | undefined {
  if (typeof field.field === 'string') return field.field;
  if (Array.isArray(field.field)) {
    const address = field.field.find((entry) => isRecord(entry) && entry.name === 'address');
    return isRecord(address) && typeof address.value === 'string' ? address.value : undefined;
  }
  return undefined;
}

const typeOf = (field: Raw): FieldType | undefined => {
  const type = isRecord(field.component) ? field.component.type : undefined;
  return typeof type === 'string' && type in FIELD_REGISTRY ? (type as FieldType) : undefined;
};

/**
 * The columns the form's fields propose that the list does not have yet (by the key they show).
 * columnsFromForm([{name: '届别', field: 'grade', component: {type: 'select', …}}], [])
 *   -> [{title: '届别', field: 'grade', options_from: 'grade'}]
 */
export function columnsFromForm(fields: unknown, columns: unknown): Raw[] {
  const shown = new Set((Array.isArray(columns) ? columns : []).flatMap((column) => (isRecord(column) && typeof column.field === 'string' ? [column.field] : [])));
  const out: Raw[] = [];
  for (const field of Array.isArray(fields) ? fields.filter(isRecord) : []) {
    const type = typeOf(field);
    const key = shownKey(field);
    const make = type && COLUMN_OF[type];
    if (!make || !key || typeof field.name !== 'string') continue;
    const column = { title: field.name, field: key, ...make(field, key) };
    if (shown.has(String(column.field))) continue;
    shown.add(String(column.field));
    out.push(column);
  }
  return out;
}

/**
 * The search fields the form proposes that the list does not have: its text fields (matched in
 * part) and its fields with fixed options, each as the form has it, small, without its rules.
 */
export function searchFromForm(fields: unknown, search: unknown): Raw[] {
  const have = new Set((Array.isArray(search) ? search : []).flatMap((entry) => (isRecord(entry) && typeof entry.field === 'string' ? [entry.field] : [])));
  return (Array.isArray(fields) ? fields.filter(isRecord) : []).flatMap((field) => {
    const type = typeOf(field);
    if (!type || typeof field.field !== 'string' || have.has(field.field) || type === 'textarea') return [];
    const searchable = FIELD_REGISTRY[type].searchOperator === 'like' || ((type === 'select' || type === 'radio') && fixedOptions(field.component)?.length);
    if (!searchable) return [];
    return [{ name: field.name, field: field.field, component: { ...(field.component as Raw), type: type === 'radio' ? 'select' : type, size: 'S' } }];
  });
}
