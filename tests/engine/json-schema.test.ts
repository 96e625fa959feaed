import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMAS, jsonSchemaText } from '../../engine/config/json-schema.ts';

const names = Object.keys(JSON_SCHEMAS) as (keyof typeof JSON_SCHEMAS)[];

describe('generated JSON Schemas in schemas/', () => {
  it.each(names)('schemas/%s matches engine/config (run `npm run schemas` if not)', (name) => {
    const committed = fs.readFileSync(path.join(import.meta.dirname, '../../schemas', name), 'utf8');
    expect(committed, `schemas/${name} is stale: run npm run schemas`).toBe(jsonSchemaText(name));
  });

  it('lists the twelve field types and accepts "1" for a flag', () => {
    const schema = JSON.stringify(JSON_SCHEMAS['form-config.schema.json']());
    for (const type of ['text', 'numeric', 'search-page', 'image-arr', 'category-org-tag', 'address-coordinate']) expect(schema).toContain(`"${type}"`);
    expect(schema).toContain('{"type":"string","enum":["0","1","true","false",""]}');
  });
});
