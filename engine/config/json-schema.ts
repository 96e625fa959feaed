import { FIELD_REGISTRY, FIELD_TYPES, MAPPING_TYPES, type FieldType } from '../form/field-types/index.ts';
import { formConfig, formField } from './form-config.ts';
import { SELECT_CONFIG_KEYS } from './legacy.ts';
import { listConfig, menuComponent } from './list-config.ts';
import { COMPONENT_KEYS } from './component-keys.ts';
import { MENU_ITEM_DESCRIPTIONS, menuFile, menuTree } from './menu.ts';
import { pageNotesFile } from './page-notes.ts';
import { z } from './zod.ts';

// JSON Schemas generated from the zod declarations, for editors and other languages. They say
// what check-config says (issue 14, item 4): they describe the input side, every spelling the
// engine accepts and normalises at the edge (legacy.ts: select options on `component`,
// `data_source` as a URL string or a bare list; "1" as well as 1), and flag only what
// check-config reports as an error. Unknown keys of a page file are warnings there (left out,
// never fatal), so the page schemas allow them; menu items keep strict keys (a typo hides a
// page). Written into schemas/ by `npm run schemas`; a test fails when the committed files are stale.
//
// A field's component is the union of the field types' components (engine/form/field-types/):
// one branch per type, written by zod from the type's own shape. What zod cannot write (the
// checks of a type's component) its shape says in its metadata (componentOf: crop on a type
// that does not read it, search-page's api source), merged in by zod; what its entry says
// (needsSource, mapping) is added here, the same way for every type.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The type whose component a zod schema is. */
const TYPE_OF = new Map<unknown, FieldType>(FIELD_TYPES.map((type) => [FIELD_REGISTRY[type].component, type]));

/** Marks a type's branch of the component while zod writes the schema. */
const BRANCH = 'x-field-type';

/** `{component: {type: T}}`, T one of `types`: the condition of a rule on a field's other keys. */
const whenType = (types: readonly FieldType[]): Json => ({
  properties: { component: { properties: { type: types.length === 1 ? { const: types[0] } : { enum: [...types] } }, required: ['type'] } },
  required: ['component'],
});

/**
 * The field's `field` by its type: a list of keys ([{name, value}]) for a type that writes
 * several (its entry's mapping: address-coordinate), one key for every other.
 */
function fieldKeyRules(): Json[] {
  const lists = MAPPING_TYPES;
  const ones = FIELD_TYPES.filter((type) => !MAPPING_TYPES.includes(type));
  return [
    ...(lists.length ? [{ if: whenType(lists), then: { properties: { field: { type: 'array' } } } }] : []),
    ...(ones.length ? [{ if: whenType(ones), then: { properties: { field: { type: 'string' } } } }] : []),
  ];
}

/** A type that needs its options: data_source, or in the legacy spelling `data` on component. */
function needsSource(schema: Json): void {
  schema.allOf = [{ anyOf: [{ required: ['data_source'] }, { required: ['data'] }] }, ...((schema.allOf as Json[] | undefined) ?? [])];
}

/**
 * component: besides its own keys, the select config's keys written directly on it, and
 * data_source as the select config, a URL string (an api source), a bare option list or null.
 */
function loosenComponent(schema: Json): void {
  const properties = schema.properties as Json;
  const source = properties.data_source as { anyOf?: unknown[]; description?: string } | undefined;
  const config = source?.anyOf?.find((branch): branch is Json => isObject(branch) && branch.type === 'object');
  if (!config) throw new Error('json-schema: component.data_source has no object branch');
  const configProperties = config.properties as Json;
  for (const key of SELECT_CONFIG_KEYS) if (key !== 'data_source') properties[key] ??= configProperties[key];
  properties.data_source = {
    description: source?.description,
    anyOf: [config, { type: 'string', minLength: 1, description: '选项接口的地址（即 data_type 为 api），如 "/api/common/areas"' }, configProperties.data, { type: 'null' }],
  };
}

/**
 * Each type's branch of a field's component: the select config's keys may stand on component
 * and data_source may be written as a URL or a list (loosenComponent), and a type that needs its
 * options needs data_source or data. A menu file or tree has no fields: nothing is marked there.
 */
function finishBranches(root: Json): void {
  const shared = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const type = value[BRANCH] as FieldType | undefined;
    if (type !== undefined) {
      delete value[BRANCH];
      loosenComponent(value);
      if (FIELD_REGISTRY[type].needsSource) needsSource(value);
      shareKeys(root, value, shared);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
}

/**
 * Every type's component reads the same keys (shape.ts), so the branches would repeat each key's
 * schema fourteen times: each is written once in $defs (`component.<key>`) and the branches name it.
 */
function shareKeys(root: Json, branch: Json, shared: Map<string, string>): void {
  const defs = (root.$defs ??= {}) as Json;
  const properties = branch.properties as Json;
  for (const [key, schema] of Object.entries(properties)) {
    if (key === 'type') continue;
    const text = `${key} ${JSON.stringify(schema)}`;
    let name = shared.get(text);
    if (name === undefined) {
      name = `component.${key}`;
      for (let n = 2; name in defs; n++) name = `component.${key}.${n}`;
      defs[name] = schema;
      shared.set(text, name);
    }
    properties[key] = { $ref: `#/$defs/${name}` };
  }
}

/**
 * zod writes the empty list a PHP backend sends for {} (readers.ts) as `prefixItems: []`, which
 * the 2020-12 meta-schema refuses (validators then reject the whole schema); `maxItems: 0` beside
 * it already says the same.
 */
function dropEmptyPrefixItems(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(dropEmptyPrefixItems);
  if (!isObject(value)) return;
  if (Array.isArray(value.prefixItems) && value.prefixItems.length === 0) delete value.prefixItems;
  for (const child of Object.values(value)) dropEmptyPrefixItems(child);
}

/** Every `additionalProperties: false` of a generated schema removed: unknown keys are warnings. */
function allowUnknownKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(allowUnknownKeys);
  if (!isObject(value)) return;
  if (value.additionalProperties === false) delete value.additionalProperties;
  for (const child of Object.values(value)) allowUnknownKeys(child);
}

/**
 * The menu tree as the API answers it is read by the answer readers (menu.ts, menuItem), not by
 * the menu file's declaration: each key takes the description declared there, and `component`
 * offers the known keys first (the app shows any other as 该页面暂不可用).
 */
function describeMenuTree(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(describeMenuTree);
  if (!isObject(value)) return;
  const properties = value.properties;
  if (isObject(properties) && 'is_action' in properties) {
    for (const [key, schema] of Object.entries(properties)) {
      const description = MENU_ITEM_DESCRIPTIONS[key as keyof typeof MENU_ITEM_DESCRIPTIONS];
      if (key === 'component') properties[key] = { description, anyOf: [{ enum: [...COMPONENT_KEYS] }, schema] };
      else if (isObject(schema) && description) schema.description = description;
    }
  }
  for (const child of Object.values(value)) describeMenuTree(child);
}

const write = (schema: z.ZodType, title: string, description: string, page = true): Json => {
  const out = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      const json = ctx.jsonSchema as Json;
      if (!page) return;
      if (ctx.zodSchema === formField) json.allOf = fieldKeyRules();
      // a type's branch of the component: finished below, once zod has written every branch in full
      const type = TYPE_OF.get(ctx.zodSchema);
      if (type) json[BRANCH] = type;
      // a page file needs a list or a form (check-config: 页面配置至少需要 list 或 form)
      if (ctx.zodSchema === menuComponent) ctx.jsonSchema.anyOf = [{ required: ['list'] }, { required: ['form'] }];
    },
  }) as Json;
  finishBranches(out);
  dropEmptyPrefixItems(out);
  if (page) allowUnknownKeys(out);
  return { ...out, title, description };
};

const GENERATED = '由 engine/config 生成（npm run schemas），请勿手改';

export const JSON_SCHEMAS = {
  'form-config.schema.json': () => write(formConfig, '表单配置', `服务器发送的表单配置 form-config（spec 第 3 节）：{component, fields}。${GENERATED}`),
  'list-config.schema.json': () => write(listConfig, '列表配置', `通用列表页的配置 list-config（schemas/README.md）。${GENERATED}`),
  'menu-component.schema.json': () => write(menuComponent, '页面配置', `schemas/pages/ 中的页面文件，即 menu-component/{id} 的应答：{list, form}。${GENERATED}`),
  'menu-file.schema.json': () =>
    write(menuFile, '菜单文件', `schemas/menus/ 中的菜单文件：菜单项列表，或 {"$schema": …, "items": […]}；不认识的键是错误。${GENERATED}`, false),
  'page-notes.schema.json': () =>
    write(pageNotesFile, '页面说明', `schemas/page-notes.json：不发送这些键的后端（生产后端）的页面，按菜单项补到列表配置中的键（spec 第 2 节 Routes 的 Notes）。${GENERATED}`, false),
  'menu-tree.schema.json': () => {
    const tree = write(menuTree, '菜单树', `profile.menu_tree 的菜单树（spec 第 2 节，菜单项）。${GENERATED}`, false);
    describeMenuTree(tree);
    return tree;
  },
} as const;

/** The text of a generated schema file, as committed. */
export function jsonSchemaText(name: keyof typeof JSON_SCHEMAS): string {
  return `${JSON.stringify(JSON_SCHEMAS[name](), null, 2)}\n`;
}
