import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { COMPONENT_KEYS } from '../../engine/config/component-keys.ts';
import { JSON_SCHEMAS } from '../../engine/config/json-schema.ts';
import { FIELD_REGISTRY, FIELD_TYPES } from '../../engine/form/field-types/index.ts';
import { COLUMN_TYPES, ROW_ACTIONS, TOOLBAR_BUTTONS } from '../../engine/config/list-config.ts';

// Editor help on every key (issue 29 item 2): every property of every generated JSON Schema has
// a Chinese description (what an editor shows on hover), and where the values are closed the
// schema lists them (what an editor offers to complete).

type Json = Record<string, unknown>;
const names = Object.keys(JSON_SCHEMAS) as (keyof typeof JSON_SCHEMAS)[];
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Follows a local $ref (#/$defs/…) to the schema it names. */
function resolve(root: Json, schema: unknown): Json | undefined {
  let current = schema;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops++) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  }
  return isObject(current) ? current : undefined;
}

/**
 * The JSON pointer of every property without a Chinese description (its own, or its $ref's).
 * Conditions (if, then, else, not) only test keys declared elsewhere, so they are not walked.
 */
function undescribed(root: Json): string[] {
  const missing: string[] = [];
  const walk = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) return value.forEach((child, i) => walk(child, `${pointer}/${i}`));
    if (!isObject(value)) return;
    if (isObject(value.properties)) {
      for (const [key, property] of Object.entries(value.properties)) {
        const description = (isObject(property) && property.description) || resolve(root, property)?.description;
        if (typeof description !== 'string' || !/[\u4e00-\u9fa5]/.test(description)) missing.push(`${pointer}/properties/${key}`);
      }
    }
    for (const [key, child] of Object.entries(value)) if (!['if', 'then', 'else', 'not'].includes(key)) walk(child, `${pointer}/${key}`);
  };
  walk(root, '#');
  return missing;
}

/** Every value a schema lists (enum, const), through $ref, anyOf, oneOf and allOf. */
function listed(root: Json, schema: unknown): unknown[] {
  const node = resolve(root, schema);
  if (!node) return [];
  const own = [...(Array.isArray(node.enum) ? node.enum : []), ...('const' in node ? [node.const] : [])];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(node[key]) ? (node[key] as unknown[]) : []));
  return [...own, ...branches.flatMap((branch) => listed(root, branch))];
}

/** The schema at a path of property names (`items` also a list's items), through $ref and every branch that has it. */
function at(root: Json, schema: unknown, path: string[]): unknown[] {
  const node = resolve(root, schema);
  if (!node) return [];
  if (path.length === 0) return [node];
  const [key, ...rest] = path as [string, ...string[]];
  const next = [key === 'items' ? node.items : undefined, isObject(node.properties) ? node.properties[key] : undefined].filter((child) => child !== undefined);
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : []));
  return [...next.flatMap((child) => at(root, child, rest)), ...branches.flatMap((branch) => at(root, branch, path))];
}

const schemaOf = (name: keyof typeof JSON_SCHEMAS) => JSON_SCHEMAS[name]() as Json;
const valuesAt = (name: keyof typeof JSON_SCHEMAS, path: string) => {
  const root = schemaOf(name);
  const found = at(root, root, path.split('.'));
  expect(found.length, `${name}: nothing at ${path}`).toBeGreaterThan(0);
  return found.map((schema) => listed(root, schema));
};

describe('editor help on every key of the JSON Schemas (issue 29 item 2)', () => {
  it.each(names)('every property of %s has a Chinese description', (name) => {
    const schema = schemaOf(name);
    expect(undescribed(schema), `${name}: properties without a description (JSON pointers)`).toEqual([]);
    expect(schema.description).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('fails on a property without one, naming its JSON pointer', () => {
    const root = { properties: { a: { type: 'string', description: '甲' }, b: { $ref: '#/$defs/b' }, c: { type: 'object', properties: { d: { type: 'string', description: 'English only' } } } }, $defs: { b: { description: '乙' } } };
    expect(undescribed(root)).toEqual(['#/properties/c', '#/properties/c/properties/d']);
  });

  it('lists the closed values: sizes in any case, field types, column types, row actions, toolbar buttons, methods', () => {
    for (const sizes of valuesAt('form-config.schema.json', 'fields.items.component.size')) expect(sizes).toEqual(expect.arrayContaining(['S', 'M', 'L', 's', 'm', 'l']));
    expect(valuesAt('form-config.schema.json', 'fields.items.component.type').flat().sort()).toEqual([...FIELD_TYPES].sort());
    for (const name of ['list-config.schema.json', 'menu-component.schema.json'] as const) {
      const list = name === 'list-config.schema.json' ? '' : 'list.';
      expect(valuesAt(name, `${list}columns.items.type`)).toEqual([[...COLUMN_TYPES]]);
      expect(valuesAt(name, `${list}row_actions.items.action`)).toEqual([[...ROW_ACTIONS]]);
      expect(valuesAt(name, `${list}toolbar.items`)).toEqual([[...TOOLBAR_BUTTONS]]);
      for (const methods of valuesAt(name, `${list}api.update.method`)) expect(methods).toEqual(expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete', 'POST']));
    }
  });

  it("names each field type's branch by the registry: its Chinese name as title, its one line as description (the studio's palette, issue 60)", () => {
    const root = schemaOf('form-config.schema.json');
    const branches = at(root, root, ['fields', 'items', 'component']).flatMap((schema) => (isObject(schema) && Array.isArray(schema.oneOf) ? (schema.oneOf as Json[]) : []));
    const named = Object.fromEntries(branches.map((branch) => [String((branch.properties as Record<string, Json>).type?.const), [branch.title, branch.description]]));
    expect(named).toEqual(Object.fromEntries(FIELD_TYPES.map((type) => [type, [FIELD_REGISTRY[type].title, FIELD_REGISTRY[type].description]])));
    for (const type of FIELD_TYPES) expect(FIELD_REGISTRY[type].title).toMatch(/^[\u4e00-\u9fa5]+$/);
  });

  it('lists every component key for a menu item: a menu file refuses any other, as check-config does; the menu tree offers them first', () => {
    expect(COMPONENT_KEYS).toEqual(expect.arrayContaining(['list', 'schoolAuthBase', 'dashboard', 'roles', 'childMenu', 'link']));
    for (const keys of valuesAt('menu-file.schema.json', 'items.items.component')) expect(keys).toEqual([...COMPONENT_KEYS, null]);
    const menu = new Ajv2020({ strict: false }).compile(schemaOf('menu-file.schema.json'));
    expect(menu([{ id: 1, name: '学员服务', route_key: 'student', component: 'list', key: 'student' }])).toBe(true);
    expect(menu([{ id: 1, name: '学员服务', route_key: 'student', component: 'lsit', key: 'student' }])).toBe(false);
    const tree = schemaOf('menu-tree.schema.json');
    const offered = at(tree, tree, ['items', 'component']).map((schema) => listed(tree, schema));
    expect(offered.length).toBeGreaterThan(0);
    for (const keys of offered) expect(keys.slice(0, COMPONENT_KEYS.length)).toEqual([...COMPONENT_KEYS]);
    expect(new Ajv2020({ strict: false }).compile(tree)([{ id: 1, name: '新页面', component: 'somethingNew' }])).toBe(true);
  });
});
