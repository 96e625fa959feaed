import type { SelectOption } from '../../engine/index.ts';

// The options a source answers, kept as sent when they are already in the shape the contract
// reads them to (adapters/http/services.ts, createDataSource: imported with the first options call).

function isPlainNode(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const { id, name, children } = node as { id?: unknown; name?: unknown; children?: unknown };
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string') return false;
  return children === undefined || (Array.isArray(children) && children.length > 0 && children.every(isPlainNode));
}

/**
 * A bare list already in the shape toOption gives (`{id, name, children?}`, a text name, children
 * left out or not empty), kept as it is: the contract's parse and the copy cost a tree of 3,351
 * areas some 25 ms in Chromium (issue 59) and read it to the same values. Anything else (a page,
 * {value, label}, a number as a name, children: [] or null) is undefined, and read by the contract.
 * plainOptions([{id: 11, name: '北京市'}]) -> the same list; plainOptions([{id: 1, name: 2}]) -> undefined
 */
export function plainOptions(data: unknown): SelectOption[] | undefined {
  return Array.isArray(data) && data.every(isPlainNode) ? (data as SelectOption[]) : undefined;
}
