// antd's Tree with checkboxes (the role editor's 权限): a node by its title, its checkbox, its state.
import type { Locator } from 'playwright-core';

/** The tree node titled exactly `title`. */
export const treeNode = (scope: Locator, title: string): Locator => scope.locator('.ant-tree-treenode').filter({ has: scope.page().locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });

/** The tree nodes that say `text` (their title or a child's). */
export const treeNodesWith = (scope: Locator, text: string): Locator => scope.locator('.ant-tree-treenode', { hasText: text });

/** A node's checkbox (or every checkbox of a tree). */
export const treeCheckbox = (scope: Locator): Locator => scope.locator('.ant-tree-checkbox');

/** How many ticked checkboxes the node titled `title` shows (0 or 1). */
export const ticked = (scope: Locator, title: string): Promise<number> => treeNode(scope, title).locator('.ant-tree-checkbox-checked').count();
