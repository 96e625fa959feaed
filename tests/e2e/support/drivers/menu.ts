// antd's Menu (the sidebar) and Dropdown (the account menu, 更多).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The menu items shown selected in `menu`. */
export const selectedItems = (menu: Locator): Locator => menu.locator('.ant-menu-item-selected');

/** The titles of the sidebar's top-level items, in order. */
export const topLevelTitles = (page: Page): Promise<string[]> =>
  page.locator('nav[aria-label="主菜单"] .ant-menu-root > li').evaluateAll((items) => items.map((li) => (li.querySelector('.ant-menu-title-content')?.textContent ?? '').trim()));

/** Resolves once no dropdown is open (its closing motion over: antd hides it only then). */
export const dropdownsClosed = (page: Page): Promise<void> => expect.poll(() => openDropdown(page).count()).toBe(0);

/** The dropdown that is open (hidden ones left out). */
export const openDropdown = (page: Page): Locator => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/** The titles of the pages under the sidebar's open group `group`, in order. */
export const groupItemTitles = (page: Page, group: string): Promise<string[]> =>
  page
    .locator('nav[aria-label="主菜单"] .ant-menu-root > li.ant-menu-submenu', { has: page.locator(':scope > .ant-menu-submenu-title', { hasText: group }) })
    .locator('.ant-menu-item .ant-menu-title-content')
    .allTextContents();
