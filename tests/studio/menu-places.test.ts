import { describe, expect, it } from 'vitest';
import { LAST, parentChoices, placeOf, positionChoices } from '../../studio/menu-places.ts';
import type { MenuPlace } from '../../studio/studio-api.ts';

// Issue 60 item 7: 新建页面's 上级菜单 and 位置, from the menu's top level as the server lists it.

const places: MenuPlace[] = [
  { id: 300, name: '首页', group: false, children: [] },
  { id: 330, name: '教学管理', group: true, children: [{ id: 331, name: '专业管理' }, { id: 332, name: '师资管理' }] },
  { id: 390, name: '消息中心', group: true, children: [{ id: 391, name: '通知中心' }] },
];

describe('the new page menu place', () => {
  it('offers a group of its own or one of the menu groups (an item with a page of its own is none)', () => {
    expect(parentChoices(places)).toEqual([
      { value: 0, label: '无（单独成为一级菜单）' },
      { value: 330, label: '教学管理' },
      { value: 390, label: '消息中心' },
    ]);
  });

  it.each([
    { parent: 330, labels: ['最后', '最前', '在「专业管理」之后', '在「师资管理」之后'] },
    { parent: 0, labels: ['最后', '最前', '在「首页」之后', '在「教学管理」之后', '在「消息中心」之后'] },
    { parent: 999, labels: ['最后', '最前'] },
  ])('under $parent: $labels', ({ parent, labels }) => {
    expect(positionChoices(places, parent).map((choice) => choice.label)).toEqual(labels);
  });

  it.each([
    { parent: 0, after: LAST, sent: {} },
    { parent: 0, after: 0, sent: { after: 0 } },
    { parent: 330, after: 331, sent: { parent_id: 330, after: 331 } },
    { parent: 330, after: LAST, sent: { parent_id: 330 } },
  ])('sends parent $parent, after $after as $sent', ({ parent, after, sent }) => {
    expect(placeOf(parent, after)).toEqual(sent);
  });
});
