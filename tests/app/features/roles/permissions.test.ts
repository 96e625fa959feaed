import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allKeys, checkedLeaves, permissionTree, withParents } from '../../../../app/features/roles/permissions.ts';
import { menuTree, type MenuItem } from '../../../../engine/index.ts';

const read = (name: string) => menuTree.parse(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../../schemas/menus/${name}.json`), 'utf8')));
const item = (id: number, extra: Partial<MenuItem> = {}): MenuItem => ({ id, name: `菜单${id}`, admin_permission_id: id, is_action: false, ...extra });

describe('the permission tree of the role editor', () => {
  it('has a node per admin_permission_id of the school menu, named like the items', () => {
    const tree = permissionTree(read('school'));
    const keys = allKeys(tree);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining([300, 330, 331, 342, 343, 395, 397, 398, 399]));
    const teaching = tree.find((node) => node.key === 330);
    expect(teaching?.title).toBe('教学管理');
    expect(teaching?.children?.map((node) => node.title)).toEqual(['专业管理', '师资管理', '培训课程', '培训项目']);
  });

  it.each([
    ['an item without a permission hands its children up', [item(1, { admin_permission_id: null, children: [item(2), item(3)] })], [{ key: 2, title: '菜单2' }, { key: 3, title: '菜单3' }]],
    ['a permission met twice keeps its first place', [item(1, { children: [item(2)] }), item(4, { admin_permission_id: 2 })], [{ key: 1, title: '菜单1', children: [{ key: 2, title: '菜单2' }] }]],
    ['string ids are numbers', [item(1, { admin_permission_id: '7' })], [{ key: 7, title: '菜单1' }]],
    ['a section whose only child has its name shows once', [item(1, { name: '实名认证', children: [item(2, { name: '实名认证' })] })], [{ key: 2, title: '实名认证', via: [1] }]],
  ])('%s', (_, menu, expected) => {
    expect(permissionTree(menu)).toEqual(expected);
  });

  it('shows only the leaves of a role checked, and saves the leaves with their parents', () => {
    const tree = permissionTree(read('school'));
    expect(checkedLeaves(tree, [330, 331, 332])).toEqual([331, 332]);
    // a parent alone (a role saved elsewhere) ticks none of its children
    expect(checkedLeaves(tree, [330])).toEqual([]);
    expect(withParents(tree, [331, 343, 300])).toEqual([300, 330, 331, 340, 342, 343]);
    expect(withParents(tree, [])).toEqual([]);
    // 实名认证 shows once, and saving it keeps its section's permission too
    expect(tree.filter((node) => node.title === '实名认证').map((node) => [node.key, node.via, node.children])).toEqual([[316, [315], undefined]]);
    expect(withParents(tree, [316])).toEqual([315, 316]);
  });
});
