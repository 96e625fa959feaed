import { useMemo } from 'react';
import { Tree, type TreeDataNode } from 'antd';
import type { MenuItem } from '../../../engine/index.ts';
import { allKeys, checkedLeaves, permissionTree, withParents, type PermissionNode } from './permissions.ts';
import './permission-tree.css';

export interface PermissionTreeProps {
  /** The account's menu tree (profile.menu_tree). */
  menu: readonly MenuItem[];
  /** The role's permission_ids. */
  value?: number[] | undefined;
  onChange?: ((ids: number[]) => void) | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
}

const toData = (nodes: readonly PermissionNode[]): TreeDataNode[] =>
  nodes.map((node) => ({ key: node.key, title: node.title, ...(node.children ? { children: toData(node.children) } : {}) }));

/**
 * The permissions of a role as a checkable antd Tree, keyed by admin_permission_id and named like
 * the menu items; a form control (value / onChange of permission_ids, parents included).
 */
export function PermissionTree({ menu, value = [], onChange, disabled, id }: PermissionTreeProps) {
  const nodes = useMemo(() => permissionTree(menu), [menu]);
  const data = useMemo(() => toData(nodes), [nodes]);
  const expanded = useMemo(() => allKeys(nodes), [nodes]);
  return (
    // disabled, the tree holds nothing focusable: the box itself takes focus so that a keyboard can
    // scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), a named group as ARIA's scrollable
    // regions are, which the lint rule cannot know scrolls
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box takes focus to be scrolled by keyboard
    <div id={id} className="permission-tree" role="group" aria-label="权限" tabIndex={disabled ? 0 : undefined}>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={data}
        defaultExpandedKeys={expanded}
        checkedKeys={checkedLeaves(nodes, value)}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(Number);
          onChange?.(withParents(nodes, keys.filter((key) => checkedLeaves(nodes, [key]).length > 0)));
        }}
      />
    </div>
  );
}
