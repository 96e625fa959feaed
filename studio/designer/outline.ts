import { FIELD_REGISTRY, isRecord, rowActionLabel, TOOLBAR_LABELS, type ConfigError, type FieldType, type RowActionKind, type ToolbarButton } from '../../engine/index.ts';
import type { JsonPath } from './json-text.ts';

// The outline of a page file (issue 60 item 1, 页面结构): the form's fields in order, then the
// list's columns, search fields, toolbar buttons and row actions, each node named as a product
// person knows it and keyed by where it is in the document.

/** What a node of the outline is: a section (a list of the page) or one of its items. */
export type NodeKind = 'fields' | 'columns' | 'search' | 'toolbar' | 'row_actions';

export interface OutlineItem {
  /** Its place in the document, as a key: 'form.fields.3'. */
  key: string;
  path: JsonPath;
  kind: NodeKind;
  index: number;
  title: string;
  /** What it is beside its title: the field type's Chinese name, a column's field. */
  detail: string;
}

export interface OutlineSection {
  key: string;
  path: JsonPath;
  kind: NodeKind;
  title: string;
  items: OutlineItem[];
}

/** The sections of a page file, in the order the outline shows them. */
export const SECTIONS: readonly { kind: NodeKind; path: JsonPath; title: string }[] = [
  { kind: 'fields', path: ['form', 'fields'], title: '表单字段' },
  { kind: 'columns', path: ['list', 'columns'], title: '列表列' },
  { kind: 'search', path: ['list', 'search'], title: '搜索字段' },
  { kind: 'toolbar', path: ['list', 'toolbar'], title: '工具栏按钮' },
  { kind: 'row_actions', path: ['list', 'row_actions'], title: '行操作' },
];

export const keyOf = (path: JsonPath) => path.join('.');

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The Chinese name of a field type, or the type as written when the engine has none. */
export function typeTitle(type: unknown): string {
  return typeof type === 'string' && type in FIELD_REGISTRY ? FIELD_REGISTRY[type as FieldType].title : `未知类型 ${String(type)}`;
}

function named(kind: NodeKind, item: unknown): { title: string; detail: string } {
  const record = isRecord(item) ? item : {};
  const component = isRecord(record.component) ? record.component : {};
  switch (kind) {
    case 'fields':
    case 'search':
      return { title: textOf(record.name) ?? textOf(record.field) ?? '（未命名字段）', detail: typeTitle(component.type) };
    case 'columns':
      return { title: textOf(record.title) ?? '（无标题列）', detail: textOf(record.field) ?? '' };
    case 'toolbar':
      return { title: typeof item === 'string' && item in TOOLBAR_LABELS ? TOOLBAR_LABELS[item as ToolbarButton] : `未知按钮 ${String(item)}`, detail: String(item) };
    case 'row_actions': {
      const action = textOf(record.action);
      let label = `未知操作 ${String(action)}`;
      try {
        if (action) label = rowActionLabel(action as RowActionKind, typeof record.value === 'number' ? record.value : undefined);
      } catch {
        // an action the engine does not know keeps its name as written
      }
      return { title: textOf(record.title) ?? label, detail: action ?? '' };
    }
  }
}

/**
 * The outline of a page file: a section for each list the page has (the form's only with a
 * form, the list's only with a list).
 * pageOutline({form: {fields: [{name: '届别', field: 'grade', component: {type: 'select'}}]}})
 *   -> [{key: 'form.fields', title: '表单字段', items: [{key: 'form.fields.0', title: '届别', detail: '下拉选择', …}]}]
 */
export function pageOutline(page: unknown): OutlineSection[] {
  if (!isRecord(page)) return [];
  return SECTIONS.filter((section) => isRecord(page[section.path[0] as string])).map((section) => {
    const owner = page[section.path[0] as string] as Record<string, unknown>;
    const list = owner[section.path[1] as string];
    const items = (Array.isArray(list) ? list : []).map((item, index): OutlineItem => {
      const path = [...section.path, index];
      return { key: keyOf(path), path, kind: section.kind, index, ...named(section.kind, item) };
    });
    return { key: keyOf(section.path), path: section.path, kind: section.kind, title: section.title, items };
  });
}

/**
 * The outline node a check-config problem belongs to: its item when the path names one, else
 * undefined (a problem of the page or of a list's settings).
 * problemKey('form.fields[2]（学习形式）.component.type') -> 'form.fields.2'
 */
export function problemKey(path: string): string | undefined {
  const match = /^(form\.fields|list\.columns|list\.search|list\.toolbar|list\.row_actions)\[(\d+)\]/.exec(path);
  return match ? `${match[1]}.${match[2]}` : undefined;
}

/** The engine's problems by outline node: key -> its problems (errors before warnings). */
export function problemsByNode(errors: readonly ConfigError[], warnings: readonly ConfigError[]): Map<string, { severity: 'error' | 'warning'; path: string; message: string }[]> {
  const out = new Map<string, { severity: 'error' | 'warning'; path: string; message: string }[]>();
  const add = (severity: 'error' | 'warning') => (problem: ConfigError) => {
    const key = problemKey(problem.path);
    if (key === undefined) return;
    out.set(key, [...(out.get(key) ?? []), { severity, path: problem.path, message: problem.message }]);
  };
  errors.forEach(add('error'));
  warnings.forEach(add('warning'));
  return out;
}
