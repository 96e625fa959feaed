import { formComponent, formConfig, formField, type FormConfig, type FormField } from './form-config.ts';
import { normaliseField } from './legacy.ts';
import { LIST_CALLS, listColumn, listConfig, menuComponent, rowAction, toolbarButton, type ListConfig } from './list-config.ts';
import { apiCall } from './primitives.ts';
import { pathToString, z } from './zod.ts';
import { isRecord } from '../paths.ts';
import { optionsFromErrors } from './options-from.ts';

/** One thing wrong in a configuration: where (a JSON path) and what, in Chinese. */
export interface ConfigError {
  path: string;
  message: string;
}

/**
 * A parsed configuration. When it has errors, `partial` holds everything that was valid (the
 * well-formed fields of a form, the good columns of a list) so a page can show the errors and
 * still render the rest; it is null only when nothing usable is left. `warnings` are never fatal
 * (an unknown key: it has no effect); they are shown to developers, not to users.
 */
export type ParseResult<T> =
  | { ok: true; config: T; errors: readonly []; warnings: ConfigError[] }
  | { ok: false; errors: ConfigError[]; partial: T | null; warnings: ConfigError[] };

type Path = readonly PropertyKey[];


/** The keys an object schema allows at `path` (for "可用：…" in unknown-key messages). */
function allowedKeys(schema: z.core.$ZodType, path: Path): string[] {
  let current: z.core.$ZodType | undefined = schema;
  const unwrap = (s: z.core.$ZodType): z.core.$ZodType => {
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'pipe') return unwrap(def.in as z.core.$ZodType);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return unwrap(def.innerType as z.core.$ZodType);
    if (def.type === 'lazy') return unwrap((def.getter as () => z.core.$ZodType)());
    if (def.type === 'union') {
      const object = (def.options as z.core.$ZodType[]).map(unwrap).find((o) => o._zod.def.type === 'object' || o._zod.def.type === 'array');
      return object ?? s;
    }
    return s;
  };
  for (const key of path) {
    if (!current) return [];
    const s = unwrap(current);
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'array' && typeof key === 'number') current = def.element as z.core.$ZodType;
    else if (def.type === 'object' && typeof key === 'string') current = (def.shape as Record<string, z.core.$ZodType>)[key];
    else return [];
  }
  if (!current) return [];
  const s = unwrap(current);
  return s._zod.def.type === 'object' ? Object.keys((s._zod.def as unknown as { shape: object }).shape) : [];
}

function deleteAt(target: unknown, path: Path, keys: readonly string[]): void {
  let node: unknown = target;
  for (const key of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key as string] : undefined;
  if (isRecord(node)) for (const key of keys) delete node[key];
}

/** The message of an unknown key, with the keys allowed where it stands. */
export function unknownKeyMessage(key: string, allowed: readonly string[]): string {
  return `未知的键 ${JSON.stringify(key)}，此键不起作用${allowed.length ? `；可用：${allowed.join(', ')}` : ''}`;
}

/** Edit distance (insert, delete, replace, swap of neighbours) between two short keys. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The known key an unknown one is most likely a typo of (edit distance 1, or 2 for keys of five
 * letters or more), or undefined (issue 29: `requried` is `required` misspelt, not a new key).
 * likelyMeant('requried', ['required', 'max']) -> 'required'
 */
export function likelyMeant(key: string, allowed: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const known of allowed) {
    const d = distance(key.toLowerCase(), known.toLowerCase());
    const limit = Math.min(key.length, known.length) >= 5 ? 2 : 1;
    if (d <= limit && (!best || d < best.distance)) best = { key: known, distance: d };
  }
  return best?.key;
}

/**
 * Parses `raw` with `schema`, reporting every issue under `at`. Unknown keys (a typo such as
 * `show_iff`) go to `warnings` (by default: to `errors`, for files that must be exact) and are
 * left out, so the rest of the value still counts; any other issue makes the value unusable
 * (undefined).
 */
export function parsePart<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  at: Path,
  errors: ConfigError[],
  warnings: ConfigError[] = errors,
): z.output<S> | undefined {
  const first = schema.safeParse(raw);
  if (first.success) return first.data;
  for (const issue of first.error.issues) {
    const path = [...at, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedKeys(schema, issue.path);
      for (const key of issue.keys) {
        // a misspelt key is an error (what it meant does not happen: a field no longer required);
        // any other unknown key does nothing, and says so
        const meant = likelyMeant(key, allowed);
        if (meant) errors.push({ path: pathToString([...path, key]), message: `未知的键 ${JSON.stringify(key)}，是否想写 ${meant}？此键不起作用，${meant} 也未设置` });
        else warnings.push({ path: pathToString([...path, key]), message: unknownKeyMessage(key, allowed) });
      }
    } else {
      errors.push({ path: path.length ? pathToString(path) : '(根)', message: issue.message });
    }
  }
  if (!first.error.issues.every((issue) => issue.code === 'unrecognized_keys')) return undefined;
  // a copy to clean; a value that contains itself has no usable copy (and must not throw)
  const cleaned = copyTree(raw);
  if (cleaned === CYCLE) return undefined;
  for (const issue of first.error.issues) if (issue.code === 'unrecognized_keys') deleteAt(cleaned, issue.path, issue.keys);
  const second = schema.safeParse(cleaned);
  return second.success ? second.data : undefined;
}

const CYCLE = Symbol('cycle');
/**
 * How deep a configuration value may nest before the copy gives up on it (issue 33 item 7): far
 * beyond any real config, far below the stack (a value 8,000 levels deep overflowed it).
 */
const MAX_CONFIG_DEPTH = 200;

/** A deep copy of plain objects and lists, or CYCLE when the value contains itself or nests too deep. */
function copyTree(value: unknown, parents: Set<unknown> = new Set()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (parents.has(value) || parents.size >= MAX_CONFIG_DEPTH) return CYCLE;
  parents.add(value);
  const entries = Object.entries(value).map(([key, child]) => [key, copyTree(child, parents)] as const);
  parents.delete(value);
  if (entries.some(([, child]) => child === CYCLE)) return CYCLE;
  if (Array.isArray(value)) return entries.map(([, child]) => child);
  const out: Record<string, unknown> = {};
  for (const [key, child] of entries) Object.defineProperty(out, key, { value: child, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Parses each element of a list on its own, keeping the good ones. */
function parseEach<S extends z.ZodType>(schema: S, raw: unknown, at: Path, errors: ConfigError[], warnings: ConfigError[]): z.output<S>[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    errors.push({ path: pathToString(at), message: '应为列表' });
    return [];
  }
  const out: z.output<S>[] = [];
  raw.forEach((item, index) => {
    const value = parsePart(schema, item, [...at, index], errors, warnings);
    if (value !== undefined) out.push(value);
  });
  return out;
}

/** The form keys a field writes: its `field`, or every key of an address-coordinate mapping. */
export function fieldKeys(field: FormField): string[] {
  return typeof field.field === 'string' ? [field.field] : field.field.map((entry) => entry.value);
}

/**
 * Drops fields whose key repeats an earlier one, and the show_if of fields whose conditions
 * form a cycle (a shows if b, b shows if a), reporting both.
 */
function checkFields(fields: { field: FormField; index: number }[], at: string, errors: ConfigError[]): FormField[] {
  const owner = new Map<string, number>();
  const kept: { field: FormField; index: number }[] = [];
  for (const entry of fields) {
    const clash = fieldKeys(entry.field).find((key) => owner.has(key));
    if (clash !== undefined) {
      errors.push({ path: `${at}[${entry.index}].field`, message: `字段 "${clash}" 重复（已在 ${at}[${owner.get(clash)}] 中定义），此项已忽略` });
      continue;
    }
    for (const key of fieldKeys(entry.field)) owner.set(key, entry.index);
    kept.push(entry);
  }
  const byKey = new Map<string, { field: FormField; index: number }>();
  for (const entry of kept) for (const key of fieldKeys(entry.field)) byKey.set(key, entry);
  const inCycle = new Set<number>();
  // One depth-first walk over the show_if edges, each field explored once (a long form's chains
  // cost O(fields + conditions), not a walk from every field). Every edge back into the current
  // trail is a loop; dropping the show_if of each loop's fields removes every back edge, so what
  // is left has no cycle.
  type Entry = { field: FormField; index: number };
  const done = new Set<Entry>();
  const trail: Entry[] = [];
  const onTrail = new Set<Entry>();
  const visit = (entry: Entry): void => {
    if (onTrail.has(entry)) {
      const loop = trail.slice(trail.indexOf(entry));
      if (loop.some((e) => !inCycle.has(e.index))) {
        const names = [...loop, entry].map((e) => fieldKeys(e.field)[0]).join(' → ');
        for (const e of loop) {
          if (inCycle.has(e.index)) continue;
          inCycle.add(e.index);
          errors.push({ path: `${at}[${e.index}].show_if`, message: `show_if 形成循环：${names}；此条件已忽略，字段总是显示` });
        }
      }
      return;
    }
    if (done.has(entry)) return;
    trail.push(entry);
    onTrail.add(entry);
    for (const condition of entry.field.show_if) {
      const next = byKey.get(condition.name);
      if (next) visit(next);
    }
    trail.pop();
    onTrail.delete(entry);
    done.add(entry);
  };
  for (const entry of kept) visit(entry);
  // a condition on a field the form does not have is never met: the field would never show, and
  // nobody would say why (issue 29). It is an error, and the condition is dropped.
  const known = [...byKey.keys()];
  const missing = new Map<number, Set<number>>();
  for (const entry of kept) {
    entry.field.show_if.forEach((condition, i) => {
      if (byKey.has(condition.name)) return;
      const meant = likelyMeant(condition.name, known);
      errors.push({
        path: `${at}[${entry.index}].show_if[${i}].name`,
        message: `show_if 引用的字段 ${JSON.stringify(condition.name)} 不在此表单中${meant ? `，是否想写 ${meant}？` : ''}；此条件已忽略，字段总是显示`,
      });
      missing.set(entry.index, (missing.get(entry.index) ?? new Set()).add(i));
    });
  }
  return kept.map((entry) => {
    if (inCycle.has(entry.index)) return { ...entry.field, show_if: [] };
    const gone = missing.get(entry.index);
    return gone ? { ...entry.field, show_if: entry.field.show_if.filter((_, i) => !gone.has(i)) } : entry.field;
  });
}

function parseFields(raw: unknown, at: string, errors: ConfigError[], warnings: ConfigError[]): FormField[] {
  const parsed: { field: FormField; index: number }[] = [];
  if (raw !== undefined && !Array.isArray(raw)) {
    errors.push({ path: at, message: '应为字段列表 [{name, field, component: {type}}, …]' });
    return [];
  }
  Array.from((raw ?? []) as unknown[]).forEach((item: unknown, index: number) => {
    const field = parsePart(formField, normaliseField(item), [at, index], errors, warnings);
    if (field) parsed.push({ field, index });
  });
  return checkFields(parsed, at, errors);
}

function result<T>(config: T | null, errors: ConfigError[], warnings: ConfigError[] = []): ParseResult<T> {
  return errors.length === 0 && config !== null ? { ok: true, config, errors: [], warnings } : { ok: false, errors, partial: config, warnings };
}

/**
 * Reads a form-config as the server sends it (spec section 3).
 * parseFormConfig({component: {name: 'x'}, fields: [{name: '颜色', field: 'c', component: {type: 'colour'}}]})
 *   -> { ok: false, errors: [{ path: 'fields[0].component.type', message: '未知的字段类型 "colour"，可用：text, …' }],
 *        partial: { component: {name: 'x', …}, fields: [] } }
 */
export function parseFormConfig(raw: unknown): ParseResult<FormConfig> {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  if (!isRecord(raw)) {
    errors.push({ path: '(根)', message: '表单配置应为对象 {component: {name, title, …}, fields: […]}' });
    return result<FormConfig>(null, errors);
  }
  for (const key of Object.keys(raw)) {
    if (key !== 'component' && key !== 'fields') warnings.push({ path: key, message: unknownKeyMessage(key, ['component', 'fields']) });
  }
  if (raw.fields === undefined) errors.push({ path: 'fields', message: '缺少 fields（字段列表）' });
  const component = parsePart(formComponent, raw.component ?? {}, ['component'], errors, warnings) ?? {
    name: 'form',
    title: undefined,
    api_url: undefined,
    auth_status: undefined,
    auth_log: undefined,
  };
  return result({ component, fields: parseFields(raw.fields, 'fields', errors, warnings) }, errors, warnings);
}

/**
 * The calls of a list-config, each on its own: a bad or unknown call is left out and reported
 * (issue 18); undefined when `list` itself is missing or bad (no page without its rows).
 */
function parseCalls(raw: unknown, errors: ConfigError[], warnings: ConfigError[]): ListConfig['api'] | undefined {
  if (!isRecord(raw)) {
    errors.push({ path: 'api', message: '缺少 api（接口），至少需要 {"list": {"url": "/api/…"}}' });
    return undefined;
  }
  const calls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(LIST_CALLS as readonly string[]).includes(key)) {
      warnings.push({ path: `api.${key}`, message: unknownKeyMessage(key, LIST_CALLS) });
      continue;
    }
    const call = parsePart(apiCall, value, ['api', key], errors, warnings);
    if (call) calls[key] = call;
    else if (key !== 'list') errors.push({ path: `api.${key}`, message: `接口 ${key} 有误，已忽略（用到它的按钮和操作不显示）；应为 {"url": "/api/…", "method": "post"}` });
  }
  if (!calls.list) {
    if (raw.list === undefined) errors.push({ path: 'api.list', message: '缺少 list 接口，应为 {"url": "/api/…"}' });
    return undefined;
  }
  return calls as ListConfig['api'];
}

/** Reads a list-config (schemas/README.md); bad columns, filters, toolbar entries, actions and calls are left out. */
export function parseListConfig(raw: unknown): ParseResult<ListConfig> {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  if (!isRecord(raw)) {
    errors.push({ path: '(根)', message: '列表配置应为对象 {title, api: {list: {url}}, columns: […]}' });
    return result<ListConfig>(null, errors);
  }
  const shell = listConfig.extend({
    api: z.unknown(),
    columns: z.array(z.unknown()).optional(),
    search: z.array(z.unknown()).optional(),
    toolbar: z.array(z.unknown()).optional(),
    row_actions: z.array(z.unknown()).optional(),
  });
  // A bad optional setting (page_sizes, delete_ask, …) is dropped to its default, not the page.
  const broken = new Set((shell.safeParse(raw).error?.issues ?? []).filter((issue) => issue.code !== 'unrecognized_keys').map((issue) => issue.path[0]).filter((key) => typeof key === 'string' && key !== 'title'));
  const base = parsePart(shell, raw, [], errors, warnings) ?? (broken.size > 0 ? parsePart(shell, Object.fromEntries(Object.entries(raw).filter(([key]) => !broken.has(key))), [], [], []) : undefined);
  const api = parseCalls(raw.api, errors, warnings);
  const columns = parseEach(listColumn, raw.columns, ['columns'], errors, warnings);
  if (Array.isArray(raw.columns) && raw.columns.length === 0) errors.push({ path: 'columns', message: '至少需要一列' });
  if (raw.columns === undefined) errors.push({ path: 'columns', message: '缺少 columns（表格列）' });
  const search = parseFields(raw.search, 'search', errors, warnings);
  const toolbar = parseEach(toolbarButton, raw.toolbar, ['toolbar'], errors, warnings);
  const row_actions = parseEach(rowAction, raw.row_actions, ['row_actions'], errors, warnings);
  return result(base && api ? { ...base, api, columns, search, toolbar, row_actions } : null, errors, warnings);
}

/**
 * Errors of a part of a larger configuration, with the part's key in front of each path:
 * prefixErrors('form', [{ path: 'fields[0].name', … }, { path: '(根)', … }]) -> [{ path: 'form.fields[0].name', … }, { path: 'form', … }]
 */
export function prefixErrors(prefix: string, errors: readonly ConfigError[]): ConfigError[] {
  return errors.map((error) => ({ path: error.path === '(根)' ? prefix : error.path.startsWith('[') ? `${prefix}${error.path}` : `${prefix}.${error.path}`, message: error.message }));
}

/** Reads a menu-component answer: `{list?, form?}`, each checked as above with its prefix. */
export function parseMenuComponent(raw: unknown): ParseResult<{ list?: ListConfig | undefined; form?: FormConfig | undefined }> {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  if (!isRecord(raw)) return result<{ list?: ListConfig; form?: FormConfig }>(null, [{ path: '(根)', message: '页面配置应为对象 {list, form}' }]);
  for (const key of Object.keys(raw)) {
    if (!(key in menuComponent.shape)) warnings.push({ path: key, message: unknownKeyMessage(key, ['list', 'form']) });
  }
  const out: { list?: ListConfig; form?: FormConfig } = {};
  if (raw.list !== undefined) {
    const list = parseListConfig(raw.list);
    warnings.push(...prefixErrors('list', list.warnings));
    if (list.ok) out.list = list.config;
    else {
      errors.push(...prefixErrors('list', list.errors));
      if (list.partial) out.list = list.partial;
    }
  }
  if (raw.form !== undefined) {
    const form = parseFormConfig(raw.form);
    warnings.push(...prefixErrors('form', form.warnings));
    if (form.ok) out.form = form.config;
    else {
      errors.push(...prefixErrors('form', form.errors));
      if (form.partial) out.form = form.partial;
    }
  }
  if (out.list) errors.push(...optionsFromErrors(out.list, out.form));
  return result(out, errors, warnings);
}

export { formConfig, listConfig, menuComponent };
