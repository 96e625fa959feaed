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

/**
 * What the other person changed since `base` that the user's values differ from, and the merge:
 * each field the user did not change takes theirs, each the user changed keeps the user's.
 * conflictsOf(form, { fee: 4800, intro: 'a' }, { fee: 7777, intro: 'a' }, { fee: 4800, intro: 'b' })
 *   -> { conflicts: [{ key: 'fee', theirs: 7777, mine: 4800, mineChanged: false, … }], merged: { fee: 7777, intro: 'b' }, changedByThem: true }
 */
export function conflictsOf(config: Pick<FormConfig, 'fields'>, base: Values, theirs: Values, mine: Values): { conflicts: FieldConflict[]; merged: Values; changedByThem: boolean } {
  const conflicts: FieldConflict[] = [];
  let merged = mine;
  let changedByThem = false;
  for (const { key, label } of formKeys(config)) {
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
