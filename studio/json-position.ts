import { ensureSyntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

// Where a check-config problem is in the editor: its JSON path (form.fields[3].rules.requried, or
// (根)) found in the JSON syntax tree of @codemirror/lang-json, or its line and column (a syntax
// error). A path that goes further than the text (a key that is missing) stops at the deepest
// part that exists: the problem shows at the object that lacks it.

/**
 * 'form.fields[3].rules.requried' -> ['form', 'fields', 3, 'rules', 'requried']; a field's label
 * after its index (form.fields[3]（回复内容）.rules, as check-config names it) is not a part.
 */
export function pathParts(path: string): (string | number)[] {
  if (path === '(根)' || path === '') return [];
  const parts: (string | number)[] = [];
  for (const match of path.replace(/\]（[^）]*）/g, ']').matchAll(/([^.[\]]+)|\[(\d+)\]/g)) parts.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ''));
  return parts;
}

const VALUE = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const propertyName = (state: EditorState, property: SyntaxNode): string | undefined => {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  const text = state.sliceDoc(name.from, name.to);
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.replace(/^"|"$/g, '');
  }
};

/** The child value of an Object by key (its Property node, for the range) or of an Array by index. */
function step(state: EditorState, node: SyntaxNode, part: string | number): { value?: SyntaxNode; at: SyntaxNode } | undefined {
  if (node.name === 'Object' && typeof part === 'string') {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.name !== 'Property' || propertyName(state, child) !== part) continue;
      let value: SyntaxNode | undefined;
      for (let inner = child.lastChild; inner; inner = inner.prevSibling) if (VALUE.has(inner.name)) value = value ?? inner;
      return { at: child.getChild('PropertyName') ?? child, ...(value ? { value } : {}) };
    }
  }
  if (node.name === 'Array' && typeof part === 'number') {
    let index = 0;
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (!VALUE.has(child.name)) continue;
      if (index === part) return { value: child, at: child };
      index += 1;
    }
  }
  return undefined;
}

/** The range of `path` in the document: the key (or array element) it ends at, or the deepest part found. */
export function rangeOfPath(state: EditorState, path: string): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 500);
  const top = tree?.topNode.firstChild;
  const first = { from: 0, to: Math.min(state.doc.length, state.doc.line(1).to) };
  if (!top || !VALUE.has(top.name)) return first;
  let node: SyntaxNode = top;
  let at: SyntaxNode | undefined;
  for (const part of pathParts(path)) {
    const next = step(state, node, part);
    if (!next) break;
    at = next.at;
    if (!next.value) break;
    node = next.value;
  }
  if (!at) return { from: top.from, to: Math.min(top.to, state.doc.lineAt(top.from).to) };
  return { from: at.from, to: Math.min(at.to, state.doc.lineAt(at.from).to) };
}

/** The offset of a line and column (from 1), kept inside the document. */
export function offsetOf(state: EditorState, line: number, column: number): number {
  const at = state.doc.line(Math.min(Math.max(1, line), state.doc.lines));
  return Math.min(at.to, at.from + Math.max(0, column - 1));
}
