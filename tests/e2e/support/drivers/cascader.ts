// antd's Cascader (所在地区), as a user works it: open it, walk its columns, read the chosen path.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Scope = Page | Locator;

/** The cascader in `field`. */
export const cascader = (field: Scope): Locator => field.locator('.ant-cascader');

/** The open cascader list (hidden ones left out). */
export const openCascade = (page: Page): Locator => page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');

/** The columns of the open cascader list. */
export const openColumns = (page: Page): Locator => openCascade(page).locator('.ant-cascader-menu');

/** Every cascader column drawn on the page (open or not). */
export const columns = (page: Page): Locator => page.locator('.ant-cascader-menu');

/** The items of a column (or of a search's results) that say `text`. */
export const cascadeItem = (column: Locator, text?: string | RegExp): Locator => (text === undefined ? column.locator('.ant-cascader-menu-item') : column.locator('.ant-cascader-menu-item', { hasText: text }));

/** What the cascader in `field` shows chosen (北京市 / 北京市 / 海淀区), or the one saying `text`. */
export const chosenPath = (field: Scope, text?: string | RegExp): Locator => (text === undefined ? field.locator('.ant-cascader .ant-select-selection-item') : field.locator('.ant-cascader .ant-select-selection-item', { hasText: text }));

/**
 * Types `typed` into the cascader of `field` (its combobox named `label`) and takes the first
 * result saying `path`, as a user searches 所在地区: resolves with the result's text once the list
 * has closed and the field shows `path`. The box opens the list (its chosen path lies over the
 * search input); the results come once the app has read the names (pinyin loads with the widget).
 */
export async function searchCascade(field: Locator, label: string, typed: string, path: string): Promise<string | null> {
  const page = field.page();
  await cascader(field).click();
  await openCascade(page).waitFor();
  await field.getByRole('combobox', { name: label }).pressSequentially(typed);
  const result = cascadeItem(openCascade(page), path).first();
  await result.waitFor();
  const text = await result.textContent();
  await result.click();
  await openCascade(page).waitFor({ state: 'hidden' });
  await expect.poll(() => chosenPath(field).textContent()).toBe(path);
  return text;
}

/** Clicks `place` in each column in turn (the last column drawn each time), as a user walks a cascade. */
export async function walkCascade(page: Page, places: readonly string[]): Promise<void> {
  for (const place of places) await cascadeItem(columns(page).last(), place).first().click();
}
