import { isRecord } from '../../engine/index.ts';
import { typeTitle } from './outline.ts';

// Conditions by picking (issue 60 item 4): what a show_if may name (the other fields of this form;
// for a row action, the list's columns) and the values it may compare with: a field's options,
// free text for a text field, nothing else to type.

export interface Choice {
  id: string | number | null;
  name: string;
}

export interface ConditionTarget {
  key: string;
  label: string;
  /** options: pick one of `options`; text: type the value; none: only 为空 to pick. */
  values: { kind: 'options'; options: Choice[] } | { kind: 'text'; hint: string } | { kind: 'none' };
}

/** One condition as written: {name, value}. */
export interface WrittenCondition {
  name: string;
  value: unknown;
}

const FREE_TEXT = new Set(['text', 'textarea', 'numeric']);

/** The fixed options of a field's component (data_source {data}, a bare list, or the legacy `data`), or undefined. */
export function fixedOptions(component: unknown): Choice[] | undefined {
  if (!isRecord(component)) return undefined;
  const source = component.data_source;
  const list = Array.isArray(source) ? source : isRecord(source) && Array.isArray(source.data) ? source.data : Array.isArray(component.data) ? component.data : undefined;
  return list?.filter(isRecord).map((option) => ({ id: typeof option.id === 'number' || typeof option.id === 'string' ? option.id : String(option.id), name: String(option.name ?? option.id) }));
}

const EMPTY: Choice = { id: null, name: '为空' };

/**
 * What a field of the form offers a condition on it.
 * targetOf({name: '是否总部', field: 'is_head', component: {type: 'radio', data_source: {data: [{id: 1, name: '是'}]}}})
 *   -> {key: 'is_head', label: '是否总部', values: {kind: 'options', options: [{id: 1, name: '是'}, {id: null, name: '为空'}]}}
 */
export function targetOf(field: unknown): ConditionTarget | undefined {
  if (!isRecord(field) || typeof field.field !== 'string') return undefined;
  const component = isRecord(field.component) ? field.component : {};
  const label = `${typeof field.name === 'string' ? field.name : field.field}（${typeTitle(component.type)}）`;
  const options = fixedOptions(component);
  if (options?.length) return { key: field.field, label, values: { kind: 'options', options: [...options, EMPTY] } };
  if (typeof component.type === 'string' && FREE_TEXT.has(component.type)) return { key: field.field, label, values: { kind: 'text', hint: '输入应等于的文字' } };
  if (isRecord(component.data_source) || typeof component.data_source === 'string') return { key: field.field, label, values: { kind: 'text', hint: '选项来自接口：输入应等于的选项 id' } };
  return { key: field.field, label, values: { kind: 'none' } };
}

/** The fields a show_if of the field at `self` may name: every other field of the form that writes one key. */
export function formTargets(fields: unknown, self: number): ConditionTarget[] {
  return (Array.isArray(fields) ? fields : []).flatMap((field, index) => (index === self ? [] : (targetOf(field) ?? [])));
}

/** What a row action's show_if may name: the list's columns, their values from `map` or the form field named by options_from. */
export function columnTargets(columns: unknown, fields: unknown): ConditionTarget[] {
  const byKey = new Map(formTargets(fields, -1).map((target) => [target.key, target]));
  return (Array.isArray(columns) ? columns : []).flatMap((column): ConditionTarget[] => {
    if (!isRecord(column) || typeof column.field !== 'string') return [];
    const label = typeof column.title === 'string' ? column.title : column.field;
    if (isRecord(column.map)) return [{ key: column.field, label, values: { kind: 'options', options: [...Object.entries(column.map).map(([id, name]) => ({ id: /^\d+$/.test(id) ? Number(id) : id, name: String(name) })), EMPTY] } }];
    const from = byKey.get(typeof column.options_from === 'string' ? column.options_from : column.field);
    if (from?.values.kind === 'options') return [{ key: column.field, label, values: from.values }];
    return [{ key: column.field, label, values: { kind: 'text', hint: '输入该行此列应等于的值' } }];
  });
}

/** A show_if as a list of conditions, whatever its spelling. */
export function conditionList(value: unknown): WrittenCondition[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter(isRecord).map((entry) => ({ name: typeof entry.name === 'string' ? entry.name : '', value: entry.value }));
}

/** A list of conditions written back: none removes the key, one is an object (a list stays a list). */
export function writtenConditions(list: WrittenCondition[], before: unknown): unknown {
  if (!list.length) return undefined;
  if (list.length === 1 && !Array.isArray(before)) return list[0];
  return list;
}

/** The value a new condition on `target` starts with: its first option, empty text, or 为空. */
export function firstValue(target: ConditionTarget | undefined): unknown {
  if (!target) return null;
  if (target.values.kind === 'options') return target.values.options[0]?.id ?? null;
  return target.values.kind === 'text' ? '' : null;
}

/** The categories a must_value may pick: the options of the form's category_id field (none without one). */
export function categoryChoices(fields: unknown): Choice[] {
  const category = (Array.isArray(fields) ? fields : []).find((field) => isRecord(field) && field.field === 'category_id');
  return (isRecord(category) ? fixedOptions(category.component) : undefined) ?? [];
}
