import { isRecord, rowActionLabel, TOOLBAR_LABELS, type RowActionKind, type ToolbarButton } from '../../engine/index.ts';
import { sameJson } from './json-text.ts';
import { flagOn } from './property-controls.ts';
import { typeTitle } from './outline.ts';

// What a save changes, in words (issue 60 item 6): 新增字段「届别」（下拉选择）；「学费」改为必填；
// 删除列「备注」. Items are matched by their key (a field's `field`, a column's `field`, a button,
// a row action's `action`), so a renamed label is a change of that item, not a new one.

type Raw = Record<string, unknown>;

const list = (page: unknown, owner: string, key: string): unknown[] => {
  const part = isRecord(page) ? page[owner] : undefined;
  const items = isRecord(part) ? part[key] : undefined;
  return Array.isArray(items) ? items : [];
};

const idOf = (item: unknown): string => (isRecord(item) ? JSON.stringify(item.field ?? item.action ?? item.title ?? item) : JSON.stringify(item));

const nameOf = (item: unknown, fallback: string) => (isRecord(item) && typeof item.name === 'string' ? item.name : isRecord(item) && typeof item.title === 'string' ? item.title : fallback);

/** What changed in one field (or search field) kept under the same key. */
function fieldChanges(before: Raw, after: Raw, label: string): string[] {
  const out: string[] = [];
  const name = nameOf(after, label);
  if (before.name !== after.name) out.push(`「${nameOf(before, label)}」改名为「${name}」`);
  const rules = (field: Raw) => (isRecord(field.rules) ? field.rules : {});
  if (flagOn(rules(before).required) !== flagOn(rules(after).required)) out.push(`「${name}」改为${flagOn(rules(after).required) ? '必填' : '选填'}`);
  const type = (field: Raw) => (isRecord(field.component) ? field.component.type : undefined);
  if (type(before) !== type(after)) out.push(`「${name}」的类型改为${typeTitle(type(after))}`);
  if (!sameJson(before.show_if, after.show_if)) out.push(after.show_if === undefined ? `「${name}」不再有显示条件` : `「${name}」的显示条件已修改`);
  const rest = (field: Raw) => ({ ...field, name: undefined, show_if: undefined, rules: { ...rules(field), required: undefined }, component: { ...(isRecord(field.component) ? field.component : {}), type: undefined } });
  if (!sameJson(JSON.parse(JSON.stringify(rest(before))), JSON.parse(JSON.stringify(rest(after))))) out.push(`「${name}」的其他设置已修改`);
  return out;
}

/** What a new field's rules and conditions make of it, in words: 必填, 仅类别为 985 时必填, 有显示条件. */
function notesOf(field: Raw, component: Raw): string[] {
  const rules = isRecord(field.rules) ? field.rules : {};
  return [
    ...(flagOn(rules.required) ? ['必填'] : []),
    ...(String(component.required_type) === '2' ? ['仅类别为 985 时必填'] : []),
    ...(field.show_if !== undefined ? ['有显示条件'] : []),
    ...(component.must_value !== undefined ? ['仅部分类别显示'] : []),
  ];
}

/** The changes of one list of the page: added, removed, changed and reordered items. */
function listChanges(before: unknown[], after: unknown[], what: string, label: (item: unknown) => string, inside?: (a: Raw, b: Raw, label: string) => string[]): string[] {
  const out: string[] = [];
  const old = new Map(before.map((item) => [idOf(item), item]));
  const next = new Map(after.map((item) => [idOf(item), item]));
  for (const [id, item] of next) if (!old.has(id)) out.push(`新增${what}「${label(item)}」`);
  for (const [id, item] of old) if (!next.has(id)) out.push(`删除${what}「${label(item)}」`);
  for (const [id, item] of next) {
    const was = old.get(id);
    if (was === undefined || sameJson(was, item)) continue;
    if (inside && isRecord(was) && isRecord(item)) out.push(...inside(was, item, label(item)));
    else out.push(`${what}「${label(item)}」已修改`);
  }
  const kept = (items: unknown[], other: Map<string, unknown>) => items.map(idOf).filter((id) => other.has(id));
  if (kept(before, next).join('\n') !== kept(after, old).join('\n')) out.push(`${what}的顺序已调整`);
  return out;
}

/**
 * The changes from `before` to `after` (two versions of a page file), in words; [] when none.
 * describeChanges({form: {fields: []}}, {form: {fields: [{name: '届别', field: 'grade', component: {type: 'select'}}]}})
 *   -> ['新增字段「届别」（下拉选择）']; the same content written otherwise -> ['格式已调整（内容未变）']
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  if (sameJson(before, after)) return ['格式已调整（内容未变）'];
  const added = (_what: string) => (item: unknown) => nameOf(item, String(item));
  // 新增字段「宿舍号」（单行文本，有显示条件）: a new field says its type and what governs it
  const typed = (lines: string[], items: unknown[]) =>
    lines.map((line) => {
      const item = items.find((entry) => line.startsWith('新增') && line.includes(`「${nameOf(entry, '未命名')}」`));
      return item && isRecord(item) && isRecord(item.component) ? `${line}（${[typeTitle(item.component.type), ...notesOf(item, item.component)].join('，')}）` : line;
    });
  const out = [
    ...typed(listChanges(list(before, 'form', 'fields'), list(after, 'form', 'fields'), '字段', added('字段'), fieldChanges), list(after, 'form', 'fields')),
    ...listChanges(list(before, 'list', 'columns'), list(after, 'list', 'columns'), '列', added('列')),
    ...typed(listChanges(list(before, 'list', 'search'), list(after, 'list', 'search'), '搜索字段', added('搜索字段'), fieldChanges), list(after, 'list', 'search')),
    ...listChanges(list(before, 'list', 'toolbar'), list(after, 'list', 'toolbar'), '按钮', (item) => (typeof item === 'string' && item in TOOLBAR_LABELS ? TOOLBAR_LABELS[item as ToolbarButton] : String(item))),
    ...listChanges(list(before, 'list', 'row_actions'), list(after, 'list', 'row_actions'), '行操作', (item) => {
      if (!isRecord(item)) return String(item);
      if (typeof item.title === 'string') return item.title;
      try {
        return rowActionLabel(item.action as RowActionKind, undefined);
      } catch {
        return String(item.action);
      }
    }),
  ];
  const LISTS = { list: ['columns', 'search', 'toolbar', 'row_actions'], form: ['fields'] } as const;
  for (const owner of ['list', 'form'] as const) {
    const a = isRecord(before) && isRecord(before[owner]) ? before[owner] : {};
    const b = isRecord(after) && isRecord(after[owner]) ? after[owner] : {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if ((LISTS[owner] as readonly string[]).includes(key) || sameJson(a[key], b[key])) continue;
      out.push(`${owner === 'list' ? '列表' : '表单'}的 ${key} 已修改`);
    }
  }
  const tops = new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})]);
  for (const key of tops) if (key !== 'list' && key !== 'form' && !sameJson((before as Raw)[key], (after as Raw)[key])) out.push(`${key} 已修改`);
  return out.length ? out : ['格式已调整（内容未变）'];
}
