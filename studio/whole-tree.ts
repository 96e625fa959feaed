import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree, forceParsing, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

// codemirror-json-schema's completion and hover read the editor's syntax tree as it stands.
// CodeMirror parses after each keystroke for at most 20 ms and leaves the rest to idle time, so
// on a busy machine (or right after a large file opens) the tree can stop before the cursor:
// the completion then offers nothing after a typed quote, and nothing asks again until the next
// key. These give both the whole tree first (a page file parses in well under a millisecond once
// the parser is warm; the cap only guards a pathological file).

/** At most this long parsing before a completion or a hover (ms). */
const PARSE_CAP_MS = 200;

/** `state` with its syntax tree parsed to the end, when that could be done within the cap; else `state` itself. */
export function withWholeTree(state: EditorState): EditorState {
  const tree = ensureSyntaxTree(state, state.doc.length, PARSE_CAP_MS);
  // the parse went on in the state's parse context; an empty transaction hands its tree to a state
  return tree && tree !== syntaxTree(state) ? state.update({}).state : state;
}

/** A completion source that answers from the whole syntax tree. */
export function completeOnWholeTree<R extends CompletionResult | readonly never[]>(source: (context: CompletionContext) => R): (context: CompletionContext) => R {
  return (context) => {
    const state = withWholeTree(context.state);
    return source(state === context.state ? context : new CompletionContext(state, context.pos, context.explicit, context.view));
  };
}

/** A hover source that answers from the whole syntax tree. */
export function hoverOnWholeTree<A extends unknown[], R>(source: (view: EditorView, ...rest: A) => R): (view: EditorView, ...rest: A) => R {
  return (view, ...rest) => {
    forceParsing(view, view.state.doc.length, PARSE_CAP_MS);
    return source(view, ...rest);
  };
}
