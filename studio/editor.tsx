import { useEffect, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, indentWithTab } from '@codemirror/commands';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, hoverTooltip, keymap, lineNumbers } from '@codemirror/view';
import { disableErrorLogging } from 'best-effort-json-parser';
import { handleRefresh, jsonCompletion, jsonSchemaHover, jsonSchemaLinter, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { offsetOf, rangeOfPath } from './json-position.ts';
import { formatSchemaError, hoverTexts } from './schema-messages.ts';
import { completeOnWholeTree, hoverOnWholeTree } from './whole-tree.ts';
import type { Checked, FileProblem } from './studio-api.ts';

// The JSON editor: CodeMirror 6 with codemirror-json-schema (completion, hover and lint from the
// engine's generated JSON Schemas) and check-config's own problems, asked of the server as you
// type and shown at their lines (json-position.ts finds a JSON path's line in the syntax tree).

// codemirror-json-schema's completion reads the unfinished text with best-effort-json-parser,
// which logs every half-typed document to the console as an error: it is not one.
disableErrorLogging();

export interface PlacedProblem extends FileProblem {
  /** The editor's line (from 1) the problem is shown at. */
  at: number;
  severity: 'error' | 'warning';
}

export interface JsonEditorProps {
  /**
   * The document's text: the editor shows it, and a change from elsewhere (the designer, undo)
   * replaces the part that differs (a new `docKey` is a new editor).
   */
  text: string;
  docKey: string;
  schema: JSONSchema7 | undefined;
  label: string;
  onChange(text: string): void;
  /** check-config on the server, for the current text. */
  check(text: string): Promise<Checked>;
  /** check-config's problems as placed in the text (after each check). */
  onProblems(problems: PlacedProblem[]): void;
  /** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y): the document's one history, shared with the designer. */
  onUndo(): void;
  onRedo(): void;
}

/** The change that turns `from` into `to`: the part between their common start and end. */
export function differingPart(from: string, to: string): { from: number; to: number; insert: string } {
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start++;
  let end = 0;
  while (end < from.length - start && end < to.length - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
}

function checkConfigLinter(check: JsonEditorProps['check'], onProblems: JsonEditorProps['onProblems']): Extension {
  return linter(
    async (view) => {
      const text = view.state.doc.toString();
      let checked: Checked;
      try {
        checked = await check(text);
      } catch {
        return [];
      }
      if (view.state.doc.toString() !== text) return [];
      const placed: PlacedProblem[] = [];
      const diagnostics: Diagnostic[] = [];
      const add = (problem: FileProblem, severity: 'error' | 'warning') => {
        const range = problem.line === undefined ? rangeOfPath(view.state, problem.path) : { from: offsetOf(view.state, problem.line, problem.column ?? 1), to: offsetOf(view.state, problem.line, (problem.column ?? 1) + 1) };
        placed.push({ ...problem, at: view.state.doc.lineAt(range.from).number, severity });
        diagnostics.push({ from: range.from, to: Math.max(range.to, range.from), severity, source: 'check-config', message: problem.line === undefined ? `${problem.path}: ${problem.message}` : problem.message });
      };
      checked.problems.forEach((p) => add(p, 'error'));
      checked.warnings.forEach((p) => add(p, 'warning'));
      onProblems(placed);
      return diagnostics;
    },
    { delay: 400 },
  );
}

export function JsonEditor({ text, docKey, schema, label, onChange, check, onProblems, onUndo, onRedo }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<EditorView>(undefined);
  const latest = useRef({ onChange, check, onProblems, onUndo, onRedo });
  latest.current = { onChange, check, onProblems, onUndo, onRedo };

  useEffect(() => {
    if (!host.current) return undefined;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          highlightActiveLine(),
          highlightActiveLineGutter(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([
            { key: 'Mod-z', run: () => (latest.current.onUndo(), true), preventDefault: true },
            { key: 'Mod-Shift-z', run: () => (latest.current.onRedo(), true), preventDefault: true },
            { key: 'Mod-y', run: () => (latest.current.onRedo(), true), preventDefault: true },
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          json(),
          autocompletion(),
          jsonLanguage.data.of({ autocomplete: completeOnWholeTree(jsonCompletion()) }),
          // a key's explanation closes as soon as the text changes: typing with the pointer resting on
          // a key left it open over the completion list
          hoverTooltip(hoverOnWholeTree(jsonSchemaHover({ getHoverTexts: hoverTexts })), { hideOnChange: true }),
          linter(jsonSchemaLinter({ formatError: formatSchemaError }), { needsRefresh: handleRefresh, delay: 400 }),
          stateExtensions(schema),
          checkConfigLinter(
            (current) => latest.current.check(current),
            (problems) => latest.current.onProblems(problems),
          ),
          EditorView.lineWrapping,
          // tabindex: axe counts a contenteditable as no focusable content of its scrolling box
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { height: '100%', fontSize: '13px' }, '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } }),
        ],
      }),
    });
    editor.current = view;
    return () => {
      editor.current = undefined;
      view.destroy();
    };
    // a new file (docKey) is a new editor; its text while typing stays the editor's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [docKey, schema]);

  // a change from elsewhere: only the part that differs is replaced, so the cursor and the folds stay
  useEffect(() => {
    const view = editor.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== text) view.dispatch({ changes: differingPart(current, text) });
  }, [text]);

  return <div ref={host} className="studio-editor" data-file={docKey} />;
}
