// The legacy server writes a field's options in several spellings of spec section 3. They are
// rewritten here, once, into the one spelling formField declares, before the field is parsed;
// nothing after the edge sees a legacy spelling. Scalars (flags as 1/"1"/true, numbers as
// strings, sizes in any case, show_if as one object or a list) are already read by the zod
// declarations themselves (primitives.ts, form-config.ts).

import { isRecord } from '../paths.ts';

/** The keys of the select config (spec section 3, Select config): what `data_source` holds. */
export const SELECT_CONFIG_KEYS = [
  'data_type',
  'data_source',
  'data',
  'must_query',
  'need_last',
  'child_source',
  'child_query',
  'child_must_query',
  'search',
  'depth',
] as const;

/** Where a category-org-tag with no source of its own takes its options: the organisation categories. */
export const ORGANISATION_CATEGORIES_SOURCE = { data_type: 'api', data_source: '/api/common/categories?type=4' } as const;


/** `data_source` as written: an object, a URL string (an api source) or a bare option list. */
function sourceObject(source: unknown): Record<string, unknown> | undefined {
  if (typeof source === 'string') return source.trim() ? { data_type: 'api', data_source: source } : undefined;
  if (Array.isArray(source)) return { data: source };
  if (isRecord(source)) return { ...source };
  return undefined;
}

/**
 * One field as the legacy server may write it -> the same field in the spelling of formField.
 * normaliseField({name: '专业', field: 'm', component: {type: 'select', data_source: '/api/x', must_query: 'category_id'}})
 *   -> {name: '专业', field: 'm', component: {type: 'select', data_source: {data_type: 'api', data_source: '/api/x', must_query: 'category_id'}}}
 * Anything that is not an object is returned unchanged, for the parser to report.
 */
export function normaliseField(raw: unknown): unknown {
  if (!isRecord(raw) || !isRecord(raw.component)) return raw;
  const component: Record<string, unknown> = { ...raw.component };
  const hoisted: Record<string, unknown> = {};
  for (const key of SELECT_CONFIG_KEYS) {
    if (key === 'data_source' || !(key in component)) continue;
    hoisted[key] = component[key];
    delete component[key];
  }
  const given = component.data_source == null ? undefined : sourceObject(component.data_source);
  if (component.data_source != null && !given) return raw; // a wrong data_source: reported as written
  let source = given || Object.keys(hoisted).length ? { ...hoisted, ...given } : undefined;
  // a URL string on `component` next to the other select keys: {data_source: '/api/x', must_query: …}
  if (source && given?.data_type === undefined && hoisted.data_type !== undefined) source = { ...source, data_type: hoisted.data_type };
  if (!source && component.type === 'category-org-tag') source = { ...ORGANISATION_CATEGORIES_SOURCE };
  if (source) component.data_source = source;
  else delete component.data_source;
  return { ...raw, component };
}
