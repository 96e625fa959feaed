import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, jsonSchemaText } from '../../engine/config/json-schema.ts';
import { parseMenuComponent } from '../../engine/index.ts';

const names = Object.keys(JSON_SCHEMAS) as (keyof typeof JSON_SCHEMAS)[];

describe('generated JSON Schemas in schemas/', () => {
  it.each(names)('schemas/%s matches engine/config (run `npm run schemas` if not)', (name) => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, '../../schemas', name), 'utf8');
    expect(committed, `schemas/${name} is stale: run npm run schemas`).toBe(jsonSchemaText(name));
  });

  it('lists the field types and accepts "1" for a flag', () => {
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

  it('flags a typo\'d menu key (compnent) at its path, and an unknown key beside "$schema" in a menu file', () => {
    const items = [{ id: 900, name: '学员服务', children: [{ id: 901, name: '学员公告', key: 'student-notice', compnent: 'list' }] }];
    expect(menu(items)).toBe(false);
    expect(menu.errors).toContainEqual(expect.objectContaining({ instancePath: '/0/children/0', params: { additionalProperty: 'compnent' } }));
    expect(menu({ $schema: '../menu-file.schema.json', items: [], extra: 1 })).toBe(false);
    // a page file with a typo'd key and nothing else: no list and no form, as check-config says
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

// The legacy spellings the engine accepts (tests/fixtures/legacy-configs) are valid for the
// schema too, and a table of page files gets the same verdict from ajv and from the engine's
// parser (check-config): valid when the parser reports no error; unknown keys are warnings.
const LEGACY = path.join(import.meta.dirname, '../fixtures/legacy-configs');
const legacyFiles = fs.readdirSync(LEGACY).filter((f) => f.endsWith('.json'));

describe('the JSON Schemas accept what the engine accepts', () => {
  const page = validator('menu-component.schema.json');

  it('has the legacy fixtures', () => expect(legacyFiles.length).toBeGreaterThanOrEqual(4));

  it.each(legacyFiles)('legacy-configs/%s parses without errors and is valid', (file) => {
    const value = JSON.parse(fs.readFileSync(path.join(LEGACY, file), 'utf8')) as unknown;
    expect(parseMenuComponent(value).errors).toEqual([]);
    expect(page(value), JSON.stringify(page.errors)).toBe(true);
  });

  const form = (...fields: object[]) => ({ form: { component: { name: 'x', title: 'X' }, fields } });
  const field = (component: object, extra: object = {}) => ({ name: '选项', field: 'x', component, ...extra });
  const options = [{ id: 1, name: '是' }];
  const CASES: [string, unknown, boolean][] = [
    ['select options on component (data_type normal, data)', form(field({ type: 'select', data_type: 'normal', data: options })), true],
    ['select with data_source a URL and must_query on component', form(field({ type: 'select', data_source: '/api/common/majors', must_query: 'category_id', need_last: '1' }), { name: '类别', field: 'category_id', component: { type: 'text' } }), true],
    ['data_source as a bare list', form(field({ type: 'radio', data_source: options })), true],
    ['data_source as {data}', form(field({ type: 'tag', data_source: { data: options } })), true],
    ['flags as "1", true; size in lower case; show_if as one object', form(field({ type: 'text', size: 'm', multiple: true }, { rules: { required: '1' }, show_if: { name: 'a', value: 1 } }), { name: 'A', field: 'a', component: { type: 'text' } }), true],
    ['a category-org-tag with no source', form(field({ type: 'category-org-tag' })), true],
    ['unknown keys on the form, a field and its component', { form: { component: { name: 'x', remark: '旧' }, fields: [field({ type: 'text', placeholder: '请输入' }, { tips: '提示' })] } }, true],
    ['"$schema" at the top', { $schema: '../menu-component.schema.json', ...form(field({ type: 'text' })) }, true],
    ['sizes and methods in any case, with spaces around', { list: { title: 'T', api: { list: { url: '/api/x', method: ' POST' } }, columns: [{ title: 'A', field: 'a' }] }, ...form(field({ type: 'text', size: ' s ' })) }, true],
    ['a size that is not S, M or L', form(field({ type: 'text', size: 'XL' })), false],
    ['a method that is not an HTTP method', { list: { title: 'T', api: { list: { url: '/api/x', method: 'fetch' } }, columns: [{ title: 'A', field: 'a' }] } }, false],
    ['a select without data_source', form(field({ type: 'select' })), false],
    ['a select with only must_query on component', form(field({ type: 'select', must_query: 'category_id' })), false],
    ['a search-page with a fixed list', form(field({ type: 'search-page', data_source: { data: options } })), false],
    ['crop on a text field', form(field({ type: 'text', crop: { width: 100, height: 100 } })), false],
    ['an address-coordinate with one key', form(field({ type: 'address-coordinate' })), false],
    ['an unknown field type', form(field({ type: 'colour' })), false],
  ];

  it.each(CASES)('%s: the schema and the engine agree', (_name, value, valid) => {
    expect(parseMenuComponent(value).errors.length === 0, JSON.stringify(parseMenuComponent(value).errors)).toBe(valid);
    expect(page(value), JSON.stringify(page.errors)).toBe(valid);
  });
});
