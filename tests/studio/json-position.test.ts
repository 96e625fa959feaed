import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { offsetOf, pathParts, rangeOfPath } from '../../studio/json-position.ts';

// Where the studio shows a check-config problem: its JSON path found in the editor's text.

const TEXT = `{
  "list": {"title": "点击咨询"},
  "form": {
    "fields": [
      {"name": "咨询人", "field": "name"},
      {"name": "回复", "rules": {"requried": 1}}
    ]
  }
}`;
const state = EditorState.create({ doc: TEXT, extensions: [json()] });
const lineOf = (path: string) => state.doc.lineAt(rangeOfPath(state, path).from).number;
const textAt = (path: string) => {
  const { from, to } = rangeOfPath(state, path);
  return state.sliceDoc(from, to);
};

describe('JSON paths in the editor', () => {
  it.each([
    ['(根)', []],
    ['list.title', ['list', 'title']],
    ['form.fields[1].rules.requried', ['form', 'fields', 1, 'rules', 'requried']],
    ['items[0].compnent', ['items', 0, 'compnent']],
    ['form.fields[3]（回复内容）.rules.requried', ['form', 'fields', 3, 'rules', 'requried']],
    ['list.search[0]（名称.简称）.component', ['list', 'search', 0, 'component']],
  ])('%s reads as its parts', (path, parts) => {
    expect(pathParts(path)).toEqual(parts);
  });

  it.each([
    ['list.title', 2, '"title"'],
    ['form.fields[1].rules.requried', 6, '"requried"'],
    ['form.fields[0]', 5, '{"name": "咨询人", "field": "name"}'],
    // a key the text lacks: shown at the deepest part that exists
    ['form.fields[1].component.type', 6, '{"name": "回复", "rules": {"requried": 1}}'],
    ['(根)', 1, '{'],
  ])('%s is at line %i', (path, line, text) => {
    expect(lineOf(path)).toBe(line);
    expect(textAt(path)).toBe(text);
  });

  it('places a syntax error by its line and column, kept inside the text', () => {
    expect(offsetOf(state, 2, 3)).toBe(state.doc.line(2).from + 2);
    expect(offsetOf(state, 99, 1)).toBe(state.doc.line(state.doc.lines).from);
    expect(offsetOf(state, 1, 500)).toBe(state.doc.line(1).to);
  });
});
