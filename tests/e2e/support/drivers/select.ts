// antd's Select (rc-select) as a user works it: open a field's list, choose an option, read what
// is chosen. The one place the specs find a select by class, and the one wait on rc-select's
// timers (clickOption).
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

/** The select's box in `field` (a form item, a search bar): what a user clicks to open its list. */
export const selectBox = (field: Scope): Locator => field.locator('.ant-select-selector').first();

/** The select itself in `field` (its outer box). */
export const selectIn = (field: Scope): Locator => field.locator('.ant-select').first();

/** The open option list (a select's or a cascader's), hidden ones left out. */
export const openList = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The options of the open list. */
export const openOptions = (page: Page): Locator => openList(page).locator('.ant-select-item-option');

/** The options of the list that is visible (for a list that closes under a test). */
export const visibleOptions = (page: Page): Locator => page.locator('.ant-select-dropdown:visible .ant-select-item-option');

/** Options that say `text` in any select list of the page (open or kept hidden). */
export const optionSaying = (page: Page, text: string | RegExp): Locator => page.locator('.ant-select-item-option', { hasText: text });

/** Any option of any list a select has drawn. */
export const anyOption = (page: Page): Locator => page.locator('.ant-select-dropdown .ant-select-item-option');

/** The option the keyboard is on in the list whose id is `listId` (the combobox's aria-controls). */
export const activeOption = (page: Page, listId: string | null): Locator => page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) }).locator('.ant-select-item-option-active');

/** What `field` shows chosen (one item, or each tag of a multiple select). */
export const chosenIn = (field: Scope, text?: string | RegExp): Locator => (text === undefined ? field.locator('.ant-select-selection-item') : field.locator('.ant-select-selection-item', { hasText: text }));

/** The selector box around a combobox input (what it shows chosen, as text). */
export const selectorAround = (input: Locator): Locator => input.locator('xpath=ancestor::*[contains(@class, "ant-select-selector")]');

/** `field`'s select when it is disabled (none when it can be changed). */
export const disabledSelect = (field: Scope): Locator => field.locator('.ant-select-disabled');

/**
 * Chooses `option` in the select `field` (a form item or the select itself) with the mouse, and
 * waits for its list to close and for the select to take the focus back, as a user types on only
 * then. rc-select gives the focus back to its selector in a timer that the option's mousedown
 * queues; on a busy machine that timer could still be waiting once the list had closed, and it
 * took the focus from the next field between Playwright's focus and its text (save-once: 3600
 * typed into 学费 went to 层次's selector). A timer queued after it runs after it.
 */
export async function chooseOption(field: Locator, option: string | RegExp): Promise<void> {
  await selectBox(field).click();
  await clickOption(openOptions(field.page()).filter({ hasText: option }).first());
}

/** Clicks `option` in an open select list, then waits as chooseOption does: for a test that opens the list itself. */
export async function clickOption(option: Locator): Promise<void> {
  await option.click();
  await openList(option.page()).waitFor({ state: 'hidden' });
  await option.page().evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
