import type { FieldType } from '../../engine/index.ts';
import { alternatives, resolve } from './property-controls.ts';
import type { NodeKind } from './outline.ts';

// Where the designer finds a node's JSON Schema in the engine's generated page schema
// (menu-component.schema.json): a form field, a column, a search field, a toolbar button, a row
// action; and the field types' branches, which name each type (its title and description).

type Schema = Record<string, unknown>;

/** The schema at a path of property names (`items` a list's items), through $refs and alternatives. */
export function schemaAt(root: Schema, path: readonly string[]): Schema | undefined {
  let current: Schema | undefined = root;
  for (const part of path) {
    if (!current) return undefined;
    const next: unknown = alternatives(root, current)
      .map((alt) => (part === 'items' ? alt.items : (alt.properties as Schema | undefined)?.[part]))
      .find((found) => found !== undefined);
    current = next === undefined ? undefined : resolve(root, next);
  }
  return current;
}

const ITEM_PATHS: Record<NodeKind, string[]> = {
  fields: ['form', 'fields', 'items'],
  search: ['list', 'search', 'items'],
  columns: ['list', 'columns', 'items'],
  toolbar: ['list', 'toolbar', 'items'],
  row_actions: ['list', 'row_actions', 'items'],
};

/** The schema of one item of a section of a page file. */
export const itemSchema = (root: Schema, kind: NodeKind) => schemaAt(root, ITEM_PATHS[kind]);

/** Each field type's branch of a form field's component, by its type. */
export function typeBranches(root: Schema, component: unknown): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const branch of alternatives(root, component)) {
    const type = resolve(root, (branch.properties as Schema | undefined)?.type).const;
    if (typeof type === 'string') out.set(type, branch);
  }
  return out;
}

export interface PaletteItem<T extends string = FieldType> {
  type: T;
  /** Its Chinese name, from the registry. */
  title: string;
  /** Its one line, from its JSON Schema branch. */
  description: string;
}

/**
 * The palette (字段类型): every type of a registry, named by the registry, described by its
 * branch of the JSON Schema.
 * paletteItems({text: {title: '单行文本'}}, root) -> [{type: 'text', title: '单行文本', description: '一行文字，…'}]
 */
export function paletteItems<T extends string>(registry: Readonly<Record<T, { title: string }>>, root: Schema): PaletteItem<T>[] {
  const branches = typeBranches(root, schemaAt(root, ['form', 'fields', 'items', 'component']));
  return (Object.keys(registry) as T[]).map((type) => {
    const description = branches.get(type)?.description;
    return { type, title: registry[type].title, description: typeof description === 'string' ? description : '' };
  });
}
