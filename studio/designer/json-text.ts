import { findNodeAtLocation, getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';

// The designer's edits of a page file, made on its text (issue 60 item 5, one document): each
// edit rewrites the smallest part of the text that holds the change, in the style it is written
// in (a field on one line stays on one line, a block stays a block), and leaves every other byte
// as it was. An edit that changes nothing returns the text unchanged, so opening and saving a file
// writes it back identical, and unknown keys are never touched.

/** Where a value is in the document: ['form', 'fields', 3, 'rules', 'required']. */
export type JsonPath = (string | number)[];

type Json = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The parsed document, or undefined while the text is not JSON. */
export function parseDocument(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function treeOf(text: string): Node {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!root || errors.length) throw new Error('JSON 暂时无法解析：请先在「代码」中改正语法错误');
  return root;
}

/** The value at `path`, undefined when it is absent. */
export function valueAt(value: Json, path: JsonPath): Json {
  let current = value;
  for (const part of path) {
    if (Array.isArray(current) && typeof part === 'number') current = current[part];
    else if (isRecord(current) && typeof part === 'string') current = current[part];
    else return undefined;
  }
  return current;
}

/** Whether two JSON values are the same (key order aside). */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

/** The whitespace the line holding `offset` starts with. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/** The file's indent unit: its first indented key's leading whitespace (two spaces by default). */
function indentUnit(text: string): string {
  return /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
}

interface Style {
  /** On one line: `{"a": 1}`; else a block at `indent`. */
  inline: boolean;
  /** `{ "a": 1 }` rather than `{"a": 1}`. */
  padded: boolean;
  indent: string;
  unit: string;
}

function styleOf(text: string, node: Node): Style {
  const own = text.slice(node.offset, node.offset + node.length);
  return { inline: !own.includes('\n'), padded: /^[{[] /.test(own), indent: lineIndent(text, node.offset), unit: indentUnit(text) };
}

/** A value on one line: {"name": "届别", "size": "S"} (padded: { "name": "届别" }). */
function inlineJson(value: Json, padded: boolean): string {
  if (Array.isArray(value)) return `[${value.map((item) => inlineJson(item, padded)).join(', ')}]`;
  if (isRecord(value)) {
    const inner = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([key, v]) => `${JSON.stringify(key)}: ${inlineJson(v, padded)}`)
      .join(', ');
    return inner && padded ? `{ ${inner} }` : `{${inner}}`;
  }
  return JSON.stringify(value);
}

/** A value as a block at `indent`: objects open, a list of objects one item a line, short lists on one line. */
function blockJson(value: Json, indent: string, unit: string, padded: boolean): string {
  const inner = indent + unit;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    if (!value.some((item) => isRecord(item) || Array.isArray(item))) return inlineJson(value, padded);
    return `[\n${value.map((item) => inner + inlineJson(item, padded)).join(',\n')}\n${indent}]`;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${blockJson(v, inner, unit, padded)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

const written = (value: Json, style: Style) => (style.inline ? inlineJson(value, style.padded) : blockJson(value, style.indent, style.unit, style.padded));

const splice = (text: string, from: number, to: number, insert: string) => text.slice(0, from) + insert + text.slice(to);

/** `container` with `rest` set to `value` (undefined: removed), new objects made on the way. */
function setInside(container: Json, rest: JsonPath, value: Json): Json {
  if (!rest.length) return value;
  const [head, ...tail] = rest as [string | number, ...JsonPath];
  if (Array.isArray(container) && typeof head === 'number') {
    const copy = [...container];
    if (value === undefined && !tail.length) copy.splice(head, 1);
    else copy[head] = setInside(copy[head], tail, value);
    return copy;
  }
  const object = isRecord(container) ? { ...container } : {};
  const next = setInside(object[String(head)], tail, value);
  if (next === undefined) delete object[String(head)];
  else object[String(head)] = next;
  return object;
}

/** The deepest node on `path` that exists, and how far along the path it is. */
function deepest(root: Node, path: JsonPath, removing: boolean): { node: Node; depth: number } {
  for (let depth = removing ? path.length - 1 : path.length; depth >= 0; depth--) {
    const node = depth === 0 ? root : findNodeAtLocation(root, path.slice(0, depth));
    if (node) return { node, depth };
  }
  return { node: root, depth: 0 };
}

/**
 * The text with the value at `path` set to `value` (undefined: the key removed). The same value
 * returns the text as it is.
 * setValue('{"a": {"b": 1}}', ['a', 'c'], 2) -> '{"a": {"b": 1, "c": 2}}'
 */
export function setValue(text: string, path: JsonPath, value: Json): string {
  const root = treeOf(text);
  const whole = getNodeValue(root) as Json;
  if (sameJson(valueAt(whole, path), value)) return text;
  const { node, depth } = deepest(root, path, value === undefined);
  if (depth === path.length && value !== undefined) return splice(text, node.offset, node.offset + node.length, written(value, styleOf(text, node)));
  const key = path[depth];
  // a key added to, or removed from, an open object: one line of its own, the rest untouched
  if (node.type === 'object' && !styleOf(text, node).inline && node.children?.length && typeof key === 'string') {
    const properties = node.children;
    const index = properties.findIndex((property) => property.children?.[0]?.value === key);
    if (depth === path.length - 1 && value === undefined && index >= 0) {
      const property = properties[index] as Node;
      const next = properties[index + 1];
      const previous = properties[index - 1];
      if (previous) return splice(text, previous.offset + previous.length, property.offset + property.length, '');
      if (next) return splice(text, property.offset, next.offset, '');
    }
    if (index < 0 && value !== undefined) {
      const last = properties[properties.length - 1] as Node;
      const style = styleOf(text, last);
      const added = setInside(undefined, path.slice(depth + 1), value);
      const line = `${JSON.stringify(key)}: ${blockJson(added, style.indent, style.unit, style.padded)}`;
      return splice(text, last.offset + last.length, last.offset + last.length, `,\n${style.indent}${line}`);
    }
  }
  const inside = setInside(getNodeValue(node) as Json, path.slice(depth), value);
  return splice(text, node.offset, node.offset + node.length, written(inside, styleOf(text, node)));
}

/** The array at `path`, which must exist. */
function arrayNode(text: string, path: JsonPath): Node | undefined {
  const node = findNodeAtLocation(treeOf(text), path);
  return node?.type === 'array' ? node : undefined;
}

/** The text with `raw` (an item's JSON text) put at `index` of the array at `path`, written as its neighbours are. */
function insertRaw(text: string, path: JsonPath, index: number, raw: string): string {
  const array = arrayNode(text, path);
  if (!array) return text;
  const items = array.children ?? [];
  if (!items.length) {
    // an empty list in an open object opens as a block; inside a one-line item it stays on its line
    const owner = array.parent?.type === 'property' ? array.parent.parent : array.parent;
    const style = styleOf(text, array);
    const block = !owner || !styleOf(text, owner).inline;
    return splice(text, array.offset, array.offset + array.length, block ? `[\n${style.indent}${style.unit}${raw}\n${style.indent}]` : `[${raw}]`);
  }
  const first = items[0] as Node;
  const lines = text.slice(array.offset, first.offset).includes('\n');
  const separator = lines ? `,\n${lineIndent(text, first.offset)}` : ', ';
  const at = Math.max(0, Math.min(index, items.length));
  if (at < items.length) {
    const before = items[at] as Node;
    return splice(text, before.offset, before.offset, raw + separator);
  }
  const last = items[items.length - 1] as Node;
  return splice(text, last.offset + last.length, last.offset + last.length, separator + raw);
}

/** How a new item of the array at `path` is written: as its neighbour is (one line, or a block). */
function itemText(text: string, path: JsonPath, index: number, value: Json): string {
  const array = arrayNode(text, path);
  const items = array?.children ?? [];
  const neighbour = items[Math.min(index, items.length - 1)];
  if (neighbour) return written(value, styleOf(text, neighbour));
  return inlineJson(value, false);
}

/**
 * The text with `value` put at `index` of the array at `path` (made when it is missing).
 * insertItem('{"a": [1, 3]}', ['a'], 1, 2) -> '{"a": [1, 2, 3]}'
 */
export function insertItem(text: string, path: JsonPath, index: number, value: Json): string {
  const current = valueAt(parseDocument(text), path);
  if (!Array.isArray(current)) return setValue(text, path, [value]);
  return insertRaw(text, path, index, itemText(text, path, index, value));
}

/** The text without the item at `index` of the array at `path`, with its separator. */
export function removeItem(text: string, path: JsonPath, index: number): string {
  const array = arrayNode(text, path);
  const items = array?.children ?? [];
  const item = items[index];
  if (!array || !item) return text;
  if (items.length === 1) return splice(text, array.offset + 1, array.offset + array.length - 1, '');
  const next = items[index + 1];
  if (next) return splice(text, item.offset, next.offset, '');
  const previous = items[index - 1] as Node;
  return splice(text, previous.offset + previous.length, item.offset + item.length, '');
}

/** The text of the item at `index` of the array at `path`, as written. */
export function itemRaw(text: string, path: JsonPath, index: number): string | undefined {
  const item = arrayNode(text, path)?.children?.[index];
  return item && text.slice(item.offset, item.offset + item.length);
}

/**
 * The text with the item at `from` moved to `to` (its text as written): moving it back gives the
 * text it came from.
 */
export function moveItem(text: string, path: JsonPath, from: number, to: number): string {
  const raw = itemRaw(text, path, from);
  const length = arrayNode(text, path)?.children?.length ?? 0;
  if (raw === undefined || from === to || to < 0 || to >= length) return text;
  return insertRaw(removeItem(text, path, from), path, to, raw);
}

/** The text with a copy of the item at `index` (as written) put after it. */
export function duplicateItem(text: string, path: JsonPath, index: number): string {
  const raw = itemRaw(text, path, index);
  return raw === undefined ? text : insertRaw(text, path, index + 1, raw);
}
