import { fieldKeys } from '../config/parse.ts';
import type { FormConfig } from '../config/form-config.ts';
import { getByPipePath, setByPipePath } from '../paths.ts';

// Two people editing one record (issue 58 item 1): what changed between the record as a dialog
// loaded it (base), as it is now (theirs) and as the user is about to send it (mine), field by
// field, and the merge that keeps both where they touched different fields. Values are compared
// as the server stores them may vary in spelling: 4800 and "4800" are the same value.

type Values = Record<string, unknown>;

/** One field that the other person changed and that differs from what the user would send. */
export interface FieldConflict {
  /** The field's key (a pipe path: info|address). */
  key: string;
  /** Its label (the config's name). */
  label: string;
  theirs: unknown;
  mine: unknown;
  /** The user changed it too: the merge keeps the user's. */
  mineChanged: boolean;
}

/** A value as text for comparing: numbers and numeric text alike, lists and objects by content, none as ''. */
function comparable(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'number' ? String(inner) : inner));
}

const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** Every key of the form with its label, in the form's order. */
function formKeys(config: Pick<FormConfig, 'fields'>): { key: string; label: string }[] {
  return config.fields.flatMap((field) => fieldKeys(field).map((key) => ({ key, label: field.name })));
}

/** What changed between three copies of one record, and the merge (conflictsOf, conflictsByKeys, listConflicts). */
export interface RecordChanges {
  /** The fields the other person changed that differ from what the user would send. */
  conflicts: FieldConflict[];
  /** What keeps both: each field the user did not change takes theirs, each the user changed keeps the user's. */
  merged: Values;
  /** The other person changed anything at all. */
  changedByThem: boolean;
}

/**
 * conflictsOf for the keys given (pipe paths) with their labels: the content dialog's HTML and
 * pictures, or any form that is not a form-config.
 * conflictsByKeys([{ key: 'info|content', label: '课程内容' }], { info: { content: 'a' } }, { info: { content: 'b' } }, { info: { content: 'a' } })
 *   -> { conflicts: [{ key: 'info|content', theirs: 'b', mine: 'a', mineChanged: false, … }], merged: { info: { content: 'b' } }, changedByThem: true }
 */
export function conflictsByKeys(keys: readonly { key: string; label: string }[], base: Values, theirs: Values, mine: Values): RecordChanges {
  const conflicts: FieldConflict[] = [];
  let merged = mine;
  let changedByThem = false;
  for (const { key, label } of keys) {
    const was = getByPipePath(base, key);
    const now = getByPipePath(theirs, key);
    const sent = getByPipePath(mine, key);
    if (sameValue(was, now)) continue;
    changedByThem = true;
    const mineChanged = !sameValue(was, sent);
    if (!mineChanged) merged = setByPipePath(merged, key, now);
    if (!sameValue(now, sent)) conflicts.push({ key, label, theirs: now, mine: sent, mineChanged });
  }
  return { conflicts, merged, changedByThem };
}

/**
 * What the other person changed since `base` that the user's values differ from, and the merge:
 * each field the user did not change takes theirs, each the user changed keeps the user's.
 * conflictsOf(form, { fee: 4800, intro: 'a' }, { fee: 7777, intro: 'a' }, { fee: 4800, intro: 'b' })
 *   -> { conflicts: [{ key: 'fee', theirs: 7777, mine: 4800, mineChanged: false, … }], merged: { fee: 7777, intro: 'b' }, changedByThem: true }
 */
export function conflictsOf(config: Pick<FormConfig, 'fields'>, base: Values, theirs: Values, mine: Values): RecordChanges {
  return conflictsByKeys(formKeys(config), base, theirs, mine);
}

/**
 * Three copies of one list (a course's teachers), each item known by `identity`: what the other
 * person added or removed since `base`, and the merge that keeps both: their list without what the
 * user removed, then what the user added. The conflict, when the lists differ, is the whole list
 * under `label`, each copy shown by `name`.
 * listConflicts({ key: 'teachers', label: '授课教师' }, [a, b], [a, b, c], [a], (t) => t.id, (t) => t.name)
 *   -> { conflicts: [{ key: 'teachers', theirs: ['a','b','c'], mine: ['a'], mineChanged: true, … }], merged: [a, c], changedByThem: true }
 */
export function listConflicts<T>(
  field: { key: string; label: string },
  base: readonly T[],
  theirs: readonly T[],
  mine: readonly T[],
  identity: (item: T) => string,
  name: (item: T) => string,
): { conflicts: FieldConflict[]; merged: T[]; changedByThem: boolean } {
  const ids = (items: readonly T[]) => items.map(identity);
  const same = (a: readonly T[], b: readonly T[]) => ids(a).join('\u0000') === ids(b).join('\u0000');
  const changedByThem = !same(base, theirs);
  const had = new Set(ids(base));
  const kept = new Set(ids(mine));
  const removedByMe = new Set([...had].filter((id) => !kept.has(id)));
  const merged = theirs.filter((item) => !removedByMe.has(identity(item)));
  const present = new Set(ids(merged));
  for (const item of mine) {
    if (had.has(identity(item)) || present.has(identity(item))) continue;
    merged.push(item);
    present.add(identity(item));
  }
  const conflicts = changedByThem && !same(theirs, mine) ? [{ ...field, theirs: theirs.map(name), mine: mine.map(name), mineChanged: !same(base, mine) }] : [];
  return { conflicts, merged, changedByThem };
}

/**
 * A numeric field keeps the type the record had (issue 58: 学费 typed as "7777" was stored as text
 * where the record held the number 4800): numeric text becomes a number where the record's value
 * was a number.
 * keepNumberTypes(form, { tuition: 4800 }, { tuition: '7777' }) -> { tuition: 7777 }
 */
export function keepNumberTypes(config: Pick<FormConfig, 'fields'>, record: Values, values: Values): Values {
  let out = values;
  for (const field of config.fields) {
    if (field.component.type !== 'numeric') continue;
    for (const key of fieldKeys(field)) {
      const had = getByPipePath(record, key);
      const value = getByPipePath(values, key);
      if (typeof had === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) out = setByPipePath(out, key, Number(value));
    }
  }
  return out;
}
