import { checkFields, fieldWhere, type FieldEntry } from './check-fields.ts';
import type { ConfigError } from './config-error.ts';
import { formComponent, formConfig, formField, type FormConfig, type FormField } from './form-config.ts';
import { normaliseField } from './legacy.ts';
import { likelyMeant } from './likely-meant.ts';
import { LIST_CALLS, listColumn, listConfig, menuComponent, rowAction, toolbarButton, type ListConfig } from './list-config.ts';
import { apiCall } from './primitives.ts';
import { pathToString, z } from './zod.ts';
import { isRecord } from '../paths.ts';
import { optionsFromErrors } from './options-from.ts';

export type { ConfigError } from './config-error.ts';

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

function parseFields(raw: unknown, at: string, errors: ConfigError[], warnings: ConfigError[]): FormField[] {
  const parsed: FieldEntry[] = [];
  if (raw !== undefined && !Array.isArray(raw)) {
    errors.push({ path: at, message: '应为字段列表 [{name, field, component: {type}}, …]' });
    return [];
  }
  Array.from((raw ?? []) as unknown[]).forEach((item: unknown, index: number) => {
    // every message names the field by its label: fields[10]（走访日期）.component.type (issue 29)
    const where = fieldWhere(at, index, item);
    const field = parsePart(formField, normaliseField(item), [where], errors, warnings);
    if (field) parsed.push({ field, index, where });
  });
  return checkFields(parsed, errors);
}

/**
 * One parse per config object (issue 32 item 3): a page's config comes from TanStack Query,
 * which keeps an answer that did not change the same object, so a dialog opened again, or a
 * second page on the same config, is not parsed again; a new version is a new object. A parse's
 * result is read, never changed, by its callers.
 */
function oncePerObject<R>(parse: (raw: unknown) => R): (raw: unknown) => R {
  const parsed = new WeakMap<object, R>();
  return (raw) => {
    if (typeof raw !== 'object' || raw === null) return parse(raw);
    const known = parsed.get(raw);
    if (known !== undefined) return known;
    const fresh = parse(raw);
    parsed.set(raw, fresh);
    return fresh;
  };
}

function result<T>(config: T | null, errors: ConfigError[], warnings: ConfigError[] = []): ParseResult<T> {
  return errors.length === 0 && config !== null ? { ok: true, config, errors: [], warnings } : { ok: false, errors, partial: config, warnings };
}

/**
 * Reads a form-config as the server sends it (spec section 3).
 * parseFormConfig({component: {name: 'x'}, fields: [{name: '颜色', field: 'c', component: {type: 'colour'}}]})
 *   -> { ok: false, errors: [{ path: 'fields[0]（颜色）.component.type', message: '未知的字段类型 "colour"，可用：text, …' }],
 *        partial: { component: {name: 'x', …}, fields: [] } }
 */
export const parseFormConfig = oncePerObject(function parseFormConfig(raw: unknown): ParseResult<FormConfig> {
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
});

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

/** A list-config's settings, its parts read one by one after. */
const listShell = listConfig.extend({
  api: z.unknown(),
  columns: z.array(z.unknown()).optional(),
  search: z.array(z.unknown()).optional(),
  toolbar: z.array(z.unknown()).optional(),
  row_actions: z.array(z.unknown()).optional(),
});

/** Reads a list-config (schemas/README.md); bad columns, filters, toolbar entries, actions and calls are left out. */
export const parseListConfig = oncePerObject(function parseListConfig(raw: unknown): ParseResult<ListConfig> {
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  if (!isRecord(raw)) {
    errors.push({ path: '(根)', message: '列表配置应为对象 {title, api: {list: {url}}, columns: […]}' });
    return result<ListConfig>(null, errors);
  }
  const shell = listShell;
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
});

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

export { fieldKeys } from './check-fields.ts';
export { formConfig, listConfig, menuComponent };
