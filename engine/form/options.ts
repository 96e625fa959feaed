import type { SelectOption } from './field-types/shape.ts';

// The names of a source's options, shared by the widgets (a select's read-only text) and the
// list's columns (options_from): one walk of an option tree.

/**
 * The name of the option with this id (ids compare loosely: 1 matches "1"), searching a tree.
 * optionName([{id: 1, name: '高起专'}, {id: 2, name: '理学', children: [{id: 201, name: '数学'}]}], '201') -> '数学'
 */
export function optionName(options: readonly SelectOption[], id: unknown): string | undefined {
  for (const option of options) {
    if (String(option.id) === String(id)) return option.name;
    const inChild = option.children ? optionName(option.children, id) : undefined;
    if (inChild !== undefined) return inChild;
  }
  return undefined;
}
