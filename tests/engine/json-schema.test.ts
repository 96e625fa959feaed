import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, jsonSchemaText } from '../../engine/config/json-schema.ts';

const names = Object.keys(JSON_SCHEMAS) as (keyof typeof JSON_SCHEMAS)[];

describe('generated JSON Schemas in schemas/', () => {
  it.each(names)('schemas/%s matches engine/config (run `npm run schemas` if not)', (name) => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, '../../schemas', name), 'utf8');
    expect(committed, `schemas/${name} is stale: run npm run schemas`).toBe(jsonSchemaText(name));
  });

  it('lists every field type (the twelve, date, datetime) and accepts "1" for a flag', () => {
    const schema = JSON.stringify(JSON_SCHEMAS['form-config.schema.json']());
    for (const type of ['text', 'numeric', 'search-page', 'image-arr', 'category-org-tag', 'address-coordinate', 'date', 'datetime']) expect(schema).toContain(`"${type}"`);
    expect(schema).toContain('{"type":"string","enum":["0","1","true","false",""]}');
  });
});

// The JSON Schemas say what check-config says (issue 14, item 4), checked with a real validator
// of their draft (2020-12), as an editor would.
type Validator = ValidateFunction;

const SCHEMAS = path.join(import.meta.dirname, '../../schemas');
function validator(name: keyof typeof JSON_SCHEMAS): Validator {
  return new Ajv2020({ allErrors: true, strict: false }).compile(JSON_SCHEMAS[name]() as Record<string, unknown>);
}
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(SCHEMAS, file), 'utf8'));
const filesIn = (folder: string) => fs.readdirSync(path.join(SCHEMAS, folder)).filter((f) => f.endsWith('.json')).map((f) => `${folder}/${f}`);

describe('the JSON Schemas and the files of schemas/', () => {
  const page = validator('menu-component.schema.json');
  const menu = validator('menu-file.schema.json');

  it.each(filesIn('pages'))('%s is valid, with and without a "$schema" line', (file) => {
    const value = read(file) as Record<string, unknown>;
    expect(page(value), JSON.stringify(page.errors)).toBe(true);
    expect(page({ $schema: '../menu-component.schema.json', ...value })).toBe(true);
  });

  it.each(filesIn('menus'))('%s is valid as a list, and as {"$schema", "items"}', (file) => {
    const items = read(file);
    expect(menu(items), JSON.stringify(menu.errors)).toBe(true);
    expect(menu({ $schema: '../menu-file.schema.json', items })).toBe(true);
  });

  it('flags a typo\'d menu key (compnent) at its path, and an unknown key beside "$schema"', () => {
    const items = [{ id: 900, name: '学员服务', children: [{ id: 901, name: '学员公告', key: 'student-notice', compnent: 'list' }] }];
    expect(menu(items)).toBe(false);
    expect(menu.errors).toContainEqual(expect.objectContaining({ instancePath: '/0/children/0', params: { additionalProperty: 'compnent' } }));
    expect(menu({ $schema: '../menu-file.schema.json', items: [], extra: 1 })).toBe(false);
    expect(page({ $schema: '../menu-component.schema.json', lsit: {} })).toBe(false);
  });

  it('flags a select (and a radio, a search-page) without data_source, at its field; a text or a category-org-tag needs none', () => {
    const form = (...fields: object[]) => ({ form: { component: { name: 'x', title: 'X' }, fields } });
    const bare = (type: string) => ({ name: '选项', field: 'x', component: { type } });
    for (const type of ['select', 'radio', 'search-page']) {
      expect(page(form(bare('text'), bare(type))), type).toBe(false);
      expect(page.errors, type).toContainEqual(expect.objectContaining({ instancePath: '/form/fields/1/component', params: { missingProperty: 'data_source' } }));
    }
    expect(page(form(bare('text'), bare('category-org-tag')))).toBe(true);
    expect(page(form({ ...bare('select'), component: { type: 'select', data_source: { data: [{ id: 1, name: '是' }] } } }))).toBe(true);
    // and in a list's search fields too
    const consult = read('pages/consult.json') as { list: Record<string, unknown> };
    expect(page({ list: { ...consult.list, search: [bare('select')] } })).toBe(false);
  });

  it('flags what check-config flags in a broken page file: an unknown field type', () => {
    const fields = [{ name: 'A', field: 'a', component: { type: 'colour' } }, { name: 'B', field: 'b', component: { type: 'text' } }];
    expect(page({ form: { component: { name: 'x' }, fields } })).toBe(false);
    expect(page.errors?.map((e) => e.instancePath)).toEqual(expect.arrayContaining(['/form/fields/0/component/type']));
  });
});
