import { isRecord, menuFileItems, menuFileObject, parsePart, type ConfigError } from '../engine/index.ts';
import type { ConfigProblem } from './page-types.ts';

// The items of the menu files (schemas/README.md, Menu trees): read from a file as written, and
// an extension file's items merged into the tree at the place they name (parent_id, after).

/** A menu item as written in menus/*.json (served as written, `name_by_school` resolved, `after` left out). */
export type RawMenuItem = Record<string, unknown> & { id: string | number; children?: RawMenuItem[] };

/**
 * The items of a menu file (a list, or {"$schema", "items"}). A shape error makes the file
 * unusable (`found`); an unknown key (a typo such as `compnent`) is reported (`typos`) and the
 * file still used, as written.
 */
export function menuItemsOf(raw: unknown, file: string, found: ConfigProblem[]): { items: RawMenuItem[]; typos: ConfigProblem[]; at: string } {
  if (raw === undefined) return { items: [], typos: [], at: '' };
  const errors: ConfigError[] = [];
  const wrapped = isRecord(raw);
  const parsed = wrapped ? parsePart(menuFileObject, raw, [], errors) : parsePart(menuFileItems, raw, [], errors);
  const problems = errors.map((e) => ({ file, path: e.path, message: e.message.replace('，此键不起作用；', '，') }));
  if (parsed === undefined) {
    found.push(...problems);
    return { items: [], typos: [], at: '' };
  }
  const items = (wrapped ? (raw as { items: unknown }).items : raw) as RawMenuItem[];
  return { items, typos: problems, at: wrapped ? 'items' : '' };
}

/**
 * Adds the items of an extension file: under the item named by parent_id, else at the top; among
 * those siblings after the one `after` names (0: first), else last. `misplaced` hears of an
 * `after` that names no sibling (the item then goes last).
 */
export function mergeMenu(tree: RawMenuItem[], extra: RawMenuItem[], misplaced: (index: number) => void): void {
  const find = (items: RawMenuItem[], id: unknown): RawMenuItem | undefined => {
    for (const item of items) {
      if (String(item.id) === String(id)) return item;
      const found = find(item.children ?? [], id);
      if (found) return found;
    }
    return undefined;
  };
  extra.forEach((item, index) => {
    const parent = item.parent_id == null ? undefined : find(tree, item.parent_id);
    const siblings = parent ? (parent.children ??= []) : tree;
    const after = item.after == null ? undefined : String(item.after);
    const follows = after === undefined || after === '0' ? -1 : siblings.findIndex((sibling) => String(sibling.id) === after);
    if (after !== undefined && after !== '0' && follows < 0) misplaced(index);
    siblings.splice(after === '0' ? 0 : follows < 0 ? siblings.length : follows + 1, 0, item);
  });
}
