import { contracts, getByPipePath, isEmptyValue, valueKey, type FormConfig, type RawOption } from '../../../engine/index.ts';
import type { SelfCall } from '../../http.ts';
import type { Values } from './store.ts';

// A value of a select fed by the API must be one of the options that call offers this account
// (issue 33 item 2: ids that exist). The options are asked of the API itself, as the browser asks
// them. Left to the form's own rules: options that depend on other fields (must_query), load level
// by level (child_source) or come a page at a time (search); a call that fails checks nothing.

const OPTIONS = contracts.listOrPage(contracts.rawOption);

function idsOf(options: readonly RawOption[], into = new Set<string>()): Set<string> {
  for (const option of options) {
    if (option.id !== undefined && option.id !== null) into.add(String(option.id));
    if (option.children) idsOf(option.children, into);
  }
  return into;
}

/** The options' ids of one data_source, or undefined when they cannot all be known. */
async function optionIds(call: SelfCall, source: string): Promise<Set<string> | undefined> {
  if (!source.startsWith('/api/')) return undefined;
  try {
    const answer = (await (await call(source.slice('/api'.length))).json()) as { code?: unknown; data?: unknown };
    if (Number(answer.code) !== 200) return undefined;
    const read = OPTIONS.safeParse(answer.data);
    if (!read.success || read.data.total > read.data.items.length) return undefined;
    return idsOf(read.data.items);
  } catch {
    return undefined;
  }
}

/**
 * Field key -> message for each API-fed select of `form` whose value (in `keys`, when given: the
 * keys an update sends) is not among its options.
 * optionErrors(form, {admin_group_id: 99}, call) -> {admin_group_id: '角色的选项不存在，请重新选择'}
 */
export async function optionErrors(form: FormConfig, values: Values, call: SelfCall | undefined, keys?: ReadonlySet<string>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!call) return errors;
  const sources = new Map<string, Promise<Set<string> | undefined>>();
  for (const field of form.fields) {
    const source = (field.component as { data_source?: unknown }).data_source;
    if (!source || typeof source !== 'object') continue;
    const config = source as { data_type?: string; data_source?: string; must_query?: unknown; child_source?: unknown; search?: unknown };
    if (config.data_type !== 'api' || !config.data_source || config.must_query || config.child_source || config.search) continue;
    const key = valueKey(field);
    if (keys && !keys.has(key.split('|')[0] ?? key)) continue;
    const value = getByPipePath(values, key);
    if (isEmptyValue(value)) continue;
    if (!sources.has(config.data_source)) sources.set(config.data_source, optionIds(call, config.data_source));
    const ids = await sources.get(config.data_source);
    if (!ids) continue;
    const chosen = Array.isArray(value) ? value : [value];
    if (chosen.some((one) => !ids.has(String(one)))) errors[key] = `${field.name}的选项不存在，请重新选择`;
  }
  return errors;
}
