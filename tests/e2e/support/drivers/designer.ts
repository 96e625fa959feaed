// The studio's designer (设计, studio/designer/): the mode switch, the outline tree 页面结构, the
// palette 字段类型, the property panel 属性 and the proposal of buttons and row actions, found by
// their roles and names; the one place the specs reach the designer's own class names.
import type { Locator, Page } from 'playwright-core';
import { clickOption, openOptions, selectorAround } from './select.ts';

/** 设计 or 代码 of the switch 编辑方式. */
export const editMode = (page: Page, name: '设计' | '代码'): Locator => page.getByRole('radiogroup', { name: '编辑方式' }).getByText(name, { exact: true });

/** The outline, the tree 页面结构. */
export const outline = (page: Page): Locator => page.getByRole('tree', { name: '页面结构' });

/** The outline's section whose name starts with `section` (表单字段, 列表列, 搜索字段, 工具栏按钮, 行操作). */
export const outlineSection = (page: Page, section: string): Locator => outline(page).getByRole('treeitem', { name: new RegExp(`^${section}`) });

/** The nodes of a section. */
export const sectionNodes = (page: Page, section: string): Locator => outlineSection(page, section).getByRole('group').getByRole('treeitem');

/** A field of the form in the tree, by its name (its title, then its type: 届别 下拉选择); the list's columns and search fields have the same titles. */
export const fieldNode = (page: Page, name: string | RegExp): Locator => outlineSection(page, '表单字段').getByRole('group').getByRole('treeitem', { name });

/** The titles of a section's nodes, in order (a node's name also says its type: the title alone). */
export const nodeTitles = (page: Page, section = '表单字段'): Promise<string[]> =>
  sectionNodes(page, section).evaluateAll((items) => items.map((item) => item.querySelector('.designer-node-title')?.textContent ?? ''));

/** The palette, the list 字段类型. */
export const palette = (page: Page): Locator => page.getByRole('list', { name: '字段类型' });

/** A type of the palette, by its Chinese name. */
export const paletteType = (page: Page, title: string): Locator => palette(page).getByRole('button', { name: title, exact: true });

/** The property panel, the region 属性. */
export const propertyPanel = (page: Page): Locator => page.getByRole('region', { name: '属性' });

/** Picks `option` in the panel's select named `name` (a condition's field or value, a type). */
export async function pickInPanel(page: Page, name: string, option: string): Promise<void> {
  await selectorAround(propertyPanel(page).getByRole('combobox', { name })).click();
  await clickOption(openOptions(page).filter({ hasText: option }).first());
}

/** Picks `option` in the choice of the property whose key is `key` (required_type: 2), opening 更多属性 of `group` first when given. */
export async function chooseProperty(page: Page, key: string, option: string, group?: RegExp): Promise<void> {
  if (group) await propertyPanel(page).getByRole('group', { name: group }).getByText(/^更多属性/).first().click();
  await propertyPanel(page).getByRole('radiogroup', { name: new RegExp(`\\b${key}\\b`) }).getByText(option, { exact: true }).click();
}

/** The proposal of buttons and row actions the page's calls allow (after 从表单生成列). */
export const actionProposal = (page: Page): Locator => page.getByRole('region', { name: '建议添加的按钮和行操作' });
