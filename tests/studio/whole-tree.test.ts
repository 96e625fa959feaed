import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompletionContext } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree, syntaxTreeAvailable } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { jsonCompletion, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { JSON_SCHEMAS } from '../../engine/index.ts';
import { completeOnWholeTree, withWholeTree } from '../../studio/whole-tree.ts';

// The studio's key completion on a busy machine: CodeMirror parses after a keystroke for at
// most 20 ms of the clock. Here the clock jumps 50 ms at each look, so the parse stops after its
// first step, as when the tab is starved of CPU (a fresh-clone CI run failed this way: a typed
// quote offered no keys).

const TOOLBAR = '"toolbar": ["batch_delete"],';

/** consult.json open in the editor, then Enter and a quote typed after its toolbar line while the parse is starved. */
function typedWhileStarved(): { state: EditorState; pos: number } {
  const text = fs.readFileSync('schemas/pages/consult.json', 'utf8');
  const schema = JSON_SCHEMAS['menu-component.schema.json']() as JSONSchema7;
  const opened = EditorState.create({ doc: text, extensions: [json(), stateExtensions(schema)] });
  ensureSyntaxTree(opened, opened.doc.length, 5000);
  const at = text.indexOf(TOOLBAR) + TOOLBAR.length;
  let clock = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => (clock += 50));
  const state = opened.update({ changes: { from: at, insert: '\n    ""' } }).state;
  vi.restoreAllMocks();
  return { state, pos: at + '\n    "'.length };
}

describe('completion and hover on the whole syntax tree', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the list keys after a quote typed while the parse was cut short', () => {
    const { state, pos } = typedWhileStarved();
    // the situation of the failure: the tree stops before the end
    expect(syntaxTreeAvailable(state)).toBe(false);
    const result = completeOnWholeTree(jsonCompletion())(new CompletionContext(state, pos, false));
    const labels = 'options' in result ? result.options.map((option) => option.label) : [];
    expect(labels.some((label) => label.includes('title_by_school'))).toBe(true);
    // and not the keys already in the object
    expect(labels.some((label) => label.includes('toolbar'))).toBe(false);
  });

  it('hands back the same state when its tree is already whole', () => {
    const state = EditorState.create({ doc: '{"a": 1}', extensions: [json()] });
    ensureSyntaxTree(state, state.doc.length, 5000);
    // the parse went on in the state's parse context, which a state made from it takes: on a
    // starved machine the state's own first parse (a time slice at create) had stopped short, and
    // `state` itself was not whole (a fresh-clone run beside a second suite)
    const parsed = state.update({}).state;
    expect(syntaxTreeAvailable(parsed)).toBe(true);
    expect(withWholeTree(parsed)).toBe(parsed);
    const { state: starved } = typedWhileStarved();
    const whole = withWholeTree(starved);
    expect(syntaxTreeAvailable(whole)).toBe(true);
    expect(whole.doc).toBe(starved.doc);
  });
});
