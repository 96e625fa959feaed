import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateItem, insertItem, itemRaw, moveItem, parseDocument, removeItem, setValue, valueAt } from '../../../studio/designer/json-text.ts';
import { pageOutline } from '../../../studio/designer/outline.ts';

// The designer edits the page file's text (issue 60 item 5): each edit changes the smallest part
// that holds it, in the style it is written in; an edit that changes nothing changes no byte.

const SCHEMAS = path.resolve(import.meta.dirname, '../../../schemas');
const FILES = (fs.readdirSync(SCHEMAS, { recursive: true, encoding: 'utf8' }) as string[]).filter((name) => name.endsWith('.json')).sort();

const PAGE = `{
  "$schema": "../menu-component.schema.json",
  "list": {
    "title": "学员",
    "columns": [
      { "title": "姓名", "field": "name", "width": 120 },
      { "title": "届别", "field": "grade" }
    ],
    "x_note": "kept"
  },
  "form": {
    "component": {"name": "student"},
    "fields": [
      {"name": "姓名", "field": "name", "rules": {"required": 1}, "component": {"type": "text", "size": "M"}},
      {"name": "届别", "field": "grade", "component": {"type": "select", "data_source": {"data": [{"id": 2023, "name": "2023届"}]}}}
    ]
  }
}
`;

describe('the designer edits the text in its own style', () => {
  it.each([
    ['a value that is there, in place', ['form', 'fields', 0, 'rules', 'required'], 0, '"rules": {"required": 0}'],
    ['a key added to a one-line object, on its line', ['form', 'fields', 0, 'rules', 'max'], 20, '"rules": {"required": 1, "max": 20}'],
    ['a key made on the way', ['form', 'fields', 1, 'rules', 'required'], 1, '"component": {"type": "select", "data_source": {"data": [{"id": 2023, "name": "2023届"}]}}, "rules": {"required": 1}}'],
    ['a key removed', ['form', 'fields', 0, 'rules', 'required'], undefined, '"rules": {}'],
    ['a key added to an open object, a line of its own', ['list', 'page_size'], 20, '    "x_note": "kept",\n    "page_size": 20\n  },'],
    ['a padded item stays padded', ['list', 'columns', 1, 'width'], 90, '{ "title": "届别", "field": "grade", "width": 90 }'],
  ] as const)('%s', (_, at, value, expected) => {
    const edited = setValue(PAGE, [...at], value);
    expect(edited).toContain(expected);
    expect(valueAt(parseDocument(edited), [...at])).toEqual(value);
    // every other line as it was
    const changed = edited.split('\n').filter((line) => !PAGE.split('\n').includes(line));
    expect(changed.length).toBeLessThanOrEqual(2);
  });

  it('removes a key of an open object with its line', () => {
    expect(setValue(PAGE, ['list', 'x_note'], undefined)).toBe(PAGE.replace(',\n    "x_note": "kept"', ''));
  });

  it('inserts, moves, duplicates and removes items as their neighbours are written', () => {
    const field = { name: '备注', field: 'note', component: { type: 'textarea' } };
    const added = insertItem(PAGE, ['form', 'fields'], 1, field);
    expect(added).toContain('\n      {"name": "备注", "field": "note", "component": {"type": "textarea"}},\n      {"name": "届别"');
    expect(removeItem(added, ['form', 'fields'], 1)).toBe(PAGE);
    const moved = moveItem(PAGE, ['form', 'fields'], 0, 1);
    expect((valueAt(parseDocument(moved), ['form', 'fields']) as { field: string }[]).map((f) => f.field)).toEqual(['grade', 'name']);
    expect(moveItem(moved, ['form', 'fields'], 1, 0)).toBe(PAGE);
    const twice = duplicateItem(PAGE, ['list', 'columns'], 0);
    expect(itemRaw(twice, ['list', 'columns'], 1)).toBe(itemRaw(PAGE, ['list', 'columns'], 0));
    expect(removeItem(twice, ['list', 'columns'], 1)).toBe(PAGE);
    expect(removeItem(removeItem(PAGE, ['list', 'columns'], 1), ['list', 'columns'], 0)).toContain('"columns": [],');
  });

  it('opens an empty list as a block, and makes a missing one', () => {
    const empty = setValue(PAGE, ['list', 'search'], []);
    const one = insertItem(empty, ['list', 'search'], 0, { name: '姓名', field: 'name', component: { type: 'text' } });
    expect(one).toContain('"search": [\n      {"name": "姓名", "field": "name", "component": {"type": "text"}}\n    ]');
    expect(valueAt(parseDocument(insertItem(PAGE, ['list', 'toolbar'], 0, 'add')), ['list', 'toolbar'])).toEqual(['add']);
  });
});

describe('opening and saving any file of schemas/ without a change writes it back identical (issue 60 item 5)', () => {
  it('covers every file', () => expect(FILES.length).toBeGreaterThan(20));

  it.each(FILES)('%s', (name) => {
    const text = fs.readFileSync(path.join(SCHEMAS, name), 'utf8');
    const page = parseDocument(text);
    expect(page).toBeDefined();
    // every node of the outline set to what it holds, moved down and back, copied and the copy removed
    for (const section of pageOutline(page)) {
      for (const item of section.items) {
        expect(setValue(text, item.path, valueAt(page, item.path))).toBe(text);
        if (item.index + 1 < section.items.length) expect(moveItem(moveItem(text, section.path, item.index, item.index + 1), section.path, item.index + 1, item.index)).toBe(text);
        expect(removeItem(duplicateItem(text, section.path, item.index), section.path, item.index + 1)).toBe(text);
      }
    }
    // and every top-level key set to what it holds
    if (page && typeof page === 'object' && !Array.isArray(page)) for (const key of Object.keys(page)) expect(setValue(text, [key], (page as Record<string, unknown>)[key])).toBe(text);
  });
});
