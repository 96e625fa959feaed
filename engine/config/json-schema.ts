import { FIELD_TYPES, fieldComponent, formConfig, formField, NEEDS_DATA_SOURCE, type FieldType } from './form-config.ts';
import { SELECT_CONFIG_KEYS } from './legacy.ts';
import { listConfig, menuComponent } from './list-config.ts';
import { menuFile, menuTree } from './menu.ts';
import { z } from './zod.ts';

// JSON Schemas generated from the zod declarations, for editors and other languages. They say
// what check-config says (issue 14, item 4): they describe the input side, every spelling the
// engine accepts and normalises at the edge (legacy.ts: select options on `component`,
// `data_source` as a URL string or a bare list; "1" as well as 1), and flag only what
// check-config reports as an error. Unknown keys of a page file are warnings there (left out,
// never fatal), so the page schemas allow them; menu items keep strict keys (a typo hides a
// page). Written into schemas/ by `npm run schemas`; a test fails when the committed files are stale.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{component: {type: T}}`: the discriminator of a field's branch. */
const whenType = (types: readonly FieldType[]): Json => ({
  properties: { component: { properties: { type: types.length === 1 ? { const: types[0] } : { enum: [...types] } }, required: ['type'] } },
  required: ['component'],
});

/**
 * A form field as a union discriminated by component.type: one branch per field type, each
 * saying what formField's refinements check for it (the branches are if/then on the type, the
 * JSON Schema way of a discriminated union that editors report at the right path):
 * - select, radio, search-page need their options: data_source (or, in the legacy spelling, data on component);
 * - search-page searches an api: never a fixed list;
 * - address-coordinate writes a list of keys ([{name, value}]); every other type one key;
 * - crop only on image.
 */
function fieldBranches(): Json[] {
  return FIELD_TYPES.map((type) => {
    const component: Json = {};
    const then: Json = { properties: { component } };
    const all: Json[] = [];
    if (NEEDS_DATA_SOURCE.includes(type)) all.push({ anyOf: [{ required: ['data_source'] }, { required: ['data'] }] });
    if (type === 'search-page') {
      all.push({ not: { required: ['data'] } });
      component.properties = { data_type: { const: 'api' }, data_source: { not: { type: 'object', required: ['data'] } } };
    }
    if (type !== 'image') all.push({ not: { required: ['crop'] } });
    if (all.length) component.allOf = all;
    (then.properties as Json).field = type === 'address-coordinate' ? { type: 'array' } : { type: 'string' };
    return { if: whenType([type]), then };
  });
}

/**
 * component: besides its own keys, the select config's keys written directly on it, and
 * data_source as the select config, a URL string (an api source), a bare option list or null.
 */
function loosenComponent(schema: Json): void {
  const properties = schema.properties as Json;
  const source = properties.data_source as { anyOf?: unknown[] } | undefined;
  const config = source?.anyOf?.find((branch): branch is Json => isObject(branch) && branch.type === 'object');
  if (!config) throw new Error('json-schema: component.data_source has no object branch');
  const configProperties = config.properties as Json;
  for (const key of SELECT_CONFIG_KEYS) if (key !== 'data_source') properties[key] ??= configProperties[key];
  properties.data_source = {
    anyOf: [config, { type: 'string', minLength: 1, description: 'The URL of an api source (data_type api).' }, configProperties.data, { type: 'null' }],
  };
}

/** Every `additionalProperties: false` of a generated schema removed: unknown keys are warnings. */
function allowUnknownKeys(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(allowUnknownKeys);
  if (!isObject(value)) return;
  if (value.additionalProperties === false) delete value.additionalProperties;
  for (const child of Object.values(value)) allowUnknownKeys(child);
}

const write = (schema: z.ZodType, title: string, description: string, page = true): Json => {
  const out = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      if (!page) return;
      if (ctx.zodSchema === formField) ctx.jsonSchema.allOf = fieldBranches();
      if (ctx.zodSchema === fieldComponent) loosenComponent(ctx.jsonSchema as Json);
      // a page file needs a list or a form (check-config: 页面配置至少需要 list 或 form)
      if (ctx.zodSchema === menuComponent) ctx.jsonSchema.anyOf = [{ required: ['list'] }, { required: ['form'] }];
    },
  }) as Json;
  if (page) allowUnknownKeys(out);
  return { ...out, title, description };
};

export const JSON_SCHEMAS = {
  'form-config.schema.json': () =>
    write(formConfig, 'Form config', 'The form-config as the server sends it (spec section 3). Generated from engine/config by `npm run schemas`.'),
  'list-config.schema.json': () =>
    write(listConfig, 'List config', 'The list-config of a generic list page (schemas/README.md). Generated from engine/config by `npm run schemas`.'),
  'menu-component.schema.json': () =>
    write(menuComponent, 'Menu component', 'A page file of schemas/pages/ and the menu-component/{id} answer: {list, form}. Generated from engine/config by `npm run schemas`.'),
  'menu-file.schema.json': () =>
    write(
      menuFile,
      'Menu file',
      'A file of schemas/menus/: the list of menu items, or {"$schema": …, "items": […]}; unknown keys are refused. Generated from engine/config by `npm run schemas`.',
      false,
    ),
  'menu-tree.schema.json': () =>
    write(menuTree, 'Menu tree', 'profile.menu_tree (spec section 2, Menu tree items). Generated from engine/config by `npm run schemas`.', false),
} as const;

/** The text of a generated schema file, as committed. */
export function jsonSchemaText(name: keyof typeof JSON_SCHEMAS): string {
  return `${JSON.stringify(JSON_SCHEMAS[name](), null, 2)}\n`;
}
