import type { MenuItem } from '../../../engine/index.ts';

// The permission tree of the role editor (spec section 6), built from the account's menu tree:
// one node per item with an admin_permission_id (its key), named like the menu item. Pure.

export interface PermissionNode {
  key: number;
  title: string;
  children?: PermissionNode[];
  /** The permissions of parents folded into this node (a section whose only child has its name), saved with it. */
  via?: number[];
}

const permissionOf = (item: MenuItem): number | undefined => {
  if (item.admin_permission_id === null || item.admin_permission_id === undefined || item.admin_permission_id === '') return undefined;
  const id = Number(item.admin_permission_id);
  return Number.isInteger(id) ? id : undefined;
};

/**
 * The menu tree as permission nodes; an item without an admin_permission_id hands its children to
 * its parent, a permission that shows twice keeps its first place, and a section whose only child
 * has its own name shows once (实名认证, not 实名认证 › 实名认证: issue 31 item 9).
 * permissionTree([{ id: 1, name: '首页', admin_permission_id: 300, is_action: false }]) -> [{ key: 300, title: '首页' }]
 */
export function permissionTree(menu: readonly MenuItem[]): PermissionNode[] {
  const seen = new Set<number>();
  const build = (items: readonly MenuItem[]): PermissionNode[] =>
    items.flatMap((item) => {
      const key = permissionOf(item);
      const children = build(item.children ?? []);
      if (key === undefined || seen.has(key)) return children;
      seen.add(key);
      const [only] = children;
      if (children.length === 1 && only?.title === item.name) return [{ ...only, via: [key, ...(only.via ?? [])] }];
      return [children.length > 0 ? { key, title: item.name, children } : { key, title: item.name }];
    });
  return build(menu);
}

/** Every key of the tree. */
export function allKeys(nodes: readonly PermissionNode[]): number[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/**
 * What the tree shows checked for a role's permission_ids: only the leaves (antd's Tree works
 * out the parents; a parent's id alone would tick all its children).
 * checkedLeaves(tree, [330, 331]) -> [331]
 */
export function checkedLeaves(nodes: readonly PermissionNode[], ids: readonly number[]): number[] {
  const chosen = new Set(ids);
  return nodes.flatMap((node) => (node.children?.length ? checkedLeaves(node.children, ids) : chosen.has(node.key) ? [node.key] : []));
}

/**
 * The permission_ids saved for the leaves checked: those leaves and every item above them (a menu
 * section shows only with its parent's permission), in tree order.
 * withParents(tree, [331]) -> [330, 331]
 */
export function withParents(nodes: readonly PermissionNode[], leaves: readonly number[]): number[] {
  const chosen = new Set(leaves);
  const walk = (list: readonly PermissionNode[]): number[] =>
    list.flatMap((node) => {
      const own = [...(node.via ?? []), node.key];
      if (!node.children?.length) return chosen.has(node.key) ? own : [];
      const below = walk(node.children);
      return below.length > 0 ? [...own, ...below] : [];
    });
  return walk(nodes);
}
