import type { Condition } from './field-types/shape.ts';
import { sameId } from '../config/primitives.ts';
import { formPathParts, getByParts } from '../paths.ts';

// Conditions as plain functions over a value reader (spec section 4, Form conditions): shared by
// form fields (reading the form's values) and list row actions (reading a row). No expression
// strings, no eval (DESIGN.md, Conditions without eval).

/** Reads a value by its form key (a pipe path). */
export type ValueReader = (key: string) => unknown;

/** The key of the category every category condition reads (spec section 3). */
export const CATEGORY_KEY = 'category_id';
/** The special category with alternative labels and conditional requirements. */
export const SPECIAL_CATEGORY = 985;

/** Nothing filled in: undefined, null, a string of blanks only, an empty list. */
function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The server's truthiness: 0, "0", "false", false and empty values are false. */
export function isTruthy(value: unknown): boolean {
  return !(isEmptyValue(value) || value === 0 || value === '0' || value === false || value === 'false');
}

/**
 * Whether an actual value matches a condition value. Ids compare loosely (1 matches "1"); a list
 * of expected values matches any of them; an actual list (a multiple select) matches when it
 * holds the expected value; null expects an empty value.
 */
export function valueMatches(actual: unknown, expected: Condition['value']): boolean {
  if (Array.isArray(expected)) return expected.some((one) => valueMatches(actual, one));
  if (expected === null) return isEmptyValue(actual);
  if (Array.isArray(actual)) return actual.some((one) => valueMatches(one, expected));
  if (typeof expected === 'boolean') return isTruthy(actual) === expected;
  return sameId(actual, expected);
}

/** show_if: every condition must match (an empty list always does). */
export function conditionsMatch(conditions: readonly Condition[], read: ValueReader): boolean {
  return conditions.every((condition) => valueMatches(read(condition.name), condition.value));
}

/** must_value: shown only when the category id (or one of several) is in the list. */
export function categoryIncluded(mustValue: readonly string[] | undefined, category: unknown): boolean {
  if (!mustValue) return true;
  const ids = Array.isArray(category) ? category : [category];
  return ids.some((id) => mustValue.some((allowed) => sameId(allowed, id)));
}

/** Whether a category value is (or includes) the special category 985. */
export function isSpecialCategory(category: unknown): boolean {
  const ids = Array.isArray(category) ? category : [category];
  return ids.some((id) => sameId(id, SPECIAL_CATEGORY));
}

/** A reader over a plain record (a list row or loaded data), understanding pipe paths. */
export function recordReader(record: Record<string, unknown> | undefined): ValueReader {
  return (key) => getByParts(record, formPathParts(key));
}

/**
 * A reader over whatever `source` gives now (a form's values), with the parts of `keys` split
 * here, once: a key read later is only looked up, as Formily's `$deps` reads a dependency (issue
 * 61 item 3). A key not listed is split at its first read and kept.
 * compiledReader(['info|longitude'])(() => ({ info: { longitude: '116.4' } }))('info|longitude') -> '116.4'
 */
export function compiledReader(keys: readonly string[]): (source: () => unknown) => ValueReader {
  const parts = new Map(keys.map((key) => [key, formPathParts(key)]));
  const partsOf = (key: string) => {
    let known = parts.get(key);
    if (!known) parts.set(key, (known = formPathParts(key)));
    return known;
  };
  return (source) => (key) => getByParts(source(), partsOf(key));
}

export { isEmptyValue };
