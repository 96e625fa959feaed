import type { JsonPath } from './json-text.ts';

// The property panel's controls, read from the engine's generated JSON Schema of the selected node
// (issue 60 item 2), never written per field type: a key's description is its help, a flag is a
// switch, a closed list a choice, a number an input with its bounds, a list of {id, name} an
// options table, a {name, value} condition a condition picker; what the schema says nothing
// simple about is edited as JSON. A key the schema forbids for this type (crop on a text) is not
// offered; a new field type gets its panel from its declaration alone.

type Schema = Record<string, unknown>;

export interface ControlBase {
  key: string;
  /** Where it writes, from the selected node. */
  path: JsonPath;
  /** Its Chinese name, the first words of its description: 必填, 宽度. */
  label: string;
  /** Its description, shown as help. */
  help: string;
  required: boolean;
  /** Shown at once (it has a value, is required, or is a condition); the rest under 更多属性. */
  main: boolean;
}

export type Control = ControlBase &
  (
    | { kind: 'switch' }
    | { kind: 'number'; min?: number | undefined; max?: number | undefined }
    | { kind: 'choice'; options: string[]; values?: Record<string, unknown> | undefined }
    | { kind: 'text'; pipe: boolean }
    | { kind: 'fixed'; value: unknown }
    | { kind: 'group'; controls: Control[] }
    | { kind: 'options' }
    | { kind: 'condition' }
    | { kind: 'json' }
  );

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Follows local $refs (#/$defs/…) to the schema they name. */
export function resolve(root: Schema, schema: unknown): Schema {
  let current = schema;
  for (let hops = 0; isSchema(current) && typeof current.$ref === 'string' && hops < 16; hops++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  }
  return isSchema(current) ? current : {};
}

/** A schema's alternatives (anyOf, oneOf, nested), each resolved; the schema itself when it has none. */
export function alternatives(root: Schema, schema: unknown): Schema[] {
  const node = resolve(root, schema);
  const branches = [...(Array.isArray(node.anyOf) ? node.anyOf : []), ...(Array.isArray(node.oneOf) ? node.oneOf : [])];
  if (!branches.length) return [node];
  // a schema with its own shape beside its alternatives (a page file: its keys, and "list or form")
  const own = ['properties', 'type', 'items', 'enum', 'const'].some((key) => key in node) ? [node] : [];
  return [...own, ...branches.flatMap((branch) => alternatives(root, branch)).filter((alt) => ['properties', 'type', 'items', 'enum', 'const'].some((key) => key in alt))];
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);
const isNull = (schema: Schema) => typesOf(schema).length === 1 && typesOf(schema)[0] === 'null';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The first words of a description, as a control's name: '1：必填，空着提交时…' -> '必填';
 * '宽度（4 列栅格）：S 占 1/4…' -> '宽度'; '仅 image-arr：最少几张图片，默认 1' -> '最少几张图片'.
 */
export function labelOf(description: string, key: string): string {
  const words = description
    .replace(/^\s*(\d|仅 [^：]+)：/, '')
    .split(/[，：；（(,。]/)[0]
    ?.trim();
  return words && words.length <= 14 ? words : key;
}

/** The properties an object schema forbids (allOf: [{not: {required: [k]}}]): crop on a type that does not read it. */
function forbidden(root: Schema, schema: Schema): Set<string> {
  const out = new Set<string>();
  for (const rule of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const not = isSchema(rule) ? resolve(root, rule.not) : {};
    for (const key of Array.isArray(not.required) ? not.required : []) if (typeof key === 'string') out.add(key);
  }
  return out;
}

const propertiesOf = (schema: Schema): Record<string, unknown> => (isSchema(schema.properties) ? schema.properties : {});

/** An object schema of {name, value} whose value may be a list of values: a show_if condition (an address mapping's value is one key). */
const isCondition = (root: Schema, schema: unknown) => {
  const properties = propertiesOf(resolve(root, schema));
  const keys = Object.keys(properties);
  return keys.length === 2 && 'name' in properties && 'value' in properties && alternatives(root, properties.value).some((alt) => typesOf(alt).includes('array'));
};
const isOptionItem = (root: Schema, schema: unknown) => {
  const properties = propertiesOf(resolve(root, schema));
  return 'id' in properties && 'name' in properties;
};

/**
 * The alternative a value is written in: the one of its JSON type, and among objects the one
 * whose constant (a field's component `type`) it has; with no value, the first that is not null.
 */
function alternativeFor(root: Schema, alts: Schema[], value: unknown): Schema | undefined {
  const open = alts.filter((alt) => !isNull(alt));
  const type = jsonType(value);
  const ofType = open.filter((alt) => {
    const types = typesOf(alt);
    if (alt.enum) return type === 'string' || type === 'undefined';
    return types.includes(type) || (type === 'number' && types.includes('integer'));
  });
  if (type === 'object' && ofType.length > 1 && isSchema(value)) {
    const tagged = ofType.find((alt) => Object.entries(propertiesOf(alt)).some(([key, property]) => 'const' in resolve(root, property) && resolve(root, property).const === value[key]));
    if (tagged) return tagged;
  }
  return ofType[0] ?? open[0];
}

/** The control of one key (or of a node that is a plain value: a toolbar button), or undefined for one that is not offered. */
export function controlOf(root: Schema, key: string, schema: unknown, value: unknown, base: Omit<ControlBase, 'label' | 'help' | 'main'>): Control | undefined {
  const node = resolve(root, schema);
  const alts = alternatives(root, schema);
  const help = typeof node.description === 'string' ? node.description : (alts.map((alt) => alt.description).find((d): d is string => typeof d === 'string') ?? '');
  const at = { ...base, label: labelOf(help, key), help, main: value !== undefined || base.required };
  const open = alts.filter((alt) => !isNull(alt));
  const constant = open.find((alt) => 'const' in alt);
  // a constant (a component's type) is shown, not edited, and kept out of the way
  if (constant && open.length === 1) return { ...at, main: false, kind: 'fixed', value: constant.const };
  if (open.some((alt) => typesOf(alt).includes('boolean'))) return { ...at, kind: 'switch' };
  // a few constants (required_type: 1, 2, "1" or "2"): one choice each, written as the first spelling
  if (open.length > 1 && open.every((alt) => 'const' in alt)) {
    const values: Record<string, unknown> = {};
    for (const alt of open) values[String(alt.const)] ??= alt.const;
    return { ...at, kind: 'choice', options: Object.keys(values), values };
  }
  if (open.some((alt) => isCondition(root, alt) || (typesOf(alt).includes('array') && isCondition(root, alt.items)))) return { ...at, main: true, kind: 'condition' };
  const numeric = open.find((alt) => typesOf(alt).includes('number') || typesOf(alt).includes('integer'));
  if (numeric && (value === undefined || typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value)))) {
    const bound = (name: string) => [node[name], numeric[name]].find((n): n is number => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER);
    return { ...at, kind: 'number', min: bound('minimum'), max: bound('maximum') };
  }
  const enums = [...new Set(open.flatMap((alt) => (Array.isArray(alt.enum) ? alt.enum : [])).filter((v): v is string => typeof v === 'string'))];
  if (enums.length && (value === undefined || typeof value === 'string')) {
    // one choice per value whatever its case (size: S, M, L in any case)
    const options = enums.filter((option, index) => enums.findIndex((other) => other.toUpperCase() === option.toUpperCase()) === index);
    return { ...at, kind: 'choice', options };
  }
  const alt = alternativeFor(root, alts, value);
  if (!alt) return { ...at, kind: 'json' };
  const types = typesOf(alt);
  if (types.includes('array') && isOptionItem(root, alt.items)) return { ...at, kind: 'options' };
  if (types.includes('object') && Object.keys(propertiesOf(alt)).length) {
    // a group not written yet whose keys are all simple (rules, crop) is shown at once, with its switches (必填)
    const controls = controlsOf(root, alt, isSchema(value) ? value : undefined, base.path).map((c) => (value === undefined && c.kind === 'switch' ? { ...c, main: true } : c));
    const simple = controls.length <= 6 && controls.every((c) => ['switch', 'number', 'text', 'choice'].includes(c.kind));
    return { ...at, main: at.main || simple, kind: 'group', controls };
  }
  if (types.includes('string') && !alt.enum) return { ...at, kind: 'text', pipe: typeof alt.pattern === 'string' && alt.pattern.includes('\\|') };
  return { ...at, kind: 'json' };
}

/**
 * The controls of an object schema for `value`, in the schema's order of keys, each writing at
 * `at` + its key. Keys the value has that the schema does not know are left alone (the JSON
 * editor shows them).
 * controlsOf(root, {properties: {required: flag}}, {required: 1}) -> [{kind: 'switch', key: 'required', label: '必填', …}]
 */
export function controlsOf(root: Schema, schema: unknown, value: Record<string, unknown> | undefined, at: JsonPath = []): Control[] {
  const node = resolve(root, schema);
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const hidden = forbidden(root, node);
  const controls: Control[] = [];
  for (const [key, property] of Object.entries(propertiesOf(node))) {
    if (hidden.has(key) && value?.[key] === undefined) continue;
    const control = controlOf(root, key, property, value?.[key], { key, path: [...at, key], required: required.has(key) });
    if (control) controls.push(control);
  }
  return controls;
}

/** A flag's value as the engine reads it: 1, "1", true and "true" are on. */
export const flagOn = (value: unknown) => value === 1 || value === true || value === '1' || value === 'true';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each option of a choice named as its description names it ('text 文字（默认）、image 缩略图'),
 * else as written.
 * optionLabels('列类型：text 文字（默认）、image 缩略图', ['text', 'image', 'tag']) -> {text: 'text 文字', image: 'image 缩略图', tag: 'tag'}
 */
export function optionLabels(help: string, options: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    options.map((option) => {
      const said = new RegExp(`(?:^|[\\s、，；：:])${escaped(option)}[\\s：:]+([^、，；（(]+)`).exec(help)?.[1]?.trim();
      return [option, said ? `${option} ${said}` : option];
    }),
  );
}
