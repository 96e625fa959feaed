// antd's Modal and Modal.confirm as a user meets them: a dialog by its title, a question by its
// words, its × and its footer. The one place the specs' dialogs are found by antd's class names,
// and the one wait for a dialog to have opened (opened: the app's data-settled).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Scope = Page | Locator;

/** The dialog whose title reads `title` (every one, shown or closed-but-kept: filter or take .first() as needed). */
export const dialogTitled = (page: Page, title: string | RegExp): Locator => page.locator('.ant-modal-content').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** Every dialog box on the page, questions included, in the order they were opened. */
export const allDialogs = (page: Page): Locator => page.locator('.ant-modal-content');

/** A question (Modal.confirm) that says `text`; every question without it. */
export const questionSaying = (page: Scope, text?: string | RegExp): Locator => (text === undefined ? page.locator('.ant-modal-confirm') : page.locator('.ant-modal-confirm', { hasText: text }));

/** A question's title (警告, 提示, …). */
export const questionTitle = (box: Locator): Locator => box.locator('.ant-modal-confirm-title');

/** The dialog's × in its corner. */
export const dialogClose = (box: Scope): Locator => box.locator('.ant-modal-close');

/** The dialog's footer, where 确定, 取消 and 关闭 stand. */
export const dialogFooter = (box: Locator): Locator => box.locator('.ant-modal-footer');

/** `name` in the dialog's footer. */
export const footerButton = (box: Locator, name: string): Locator => dialogFooter(box).getByRole('button', { name });

/** The dialog's body, between its title and its footer. */
export const dialogBody = (box: Locator): Locator => box.locator('.ant-modal-body');

/** The dialog's outermost box (its wrapper, which holds the opening and closing motion). */
export const dialogFrame = (box: Locator): Locator => box.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-modal ")][1]');

/**
 * `box` (a dialog, a confirm, the notice popover) once it has finished opening, as a user sees it
 * before clicking in it. In a file with motion on (useBrowser's `motion`), every click into a box
 * that has just opened waits for this first. Playwright's "stable" check compares two frames, and
 * on a busy machine it passes while antd's zoom still moves or is held paused: the click is aimed
 * where the button no longer is and lands on the mask, which does nothing (a payment dialog's 取消
 * asked nothing, CI 11-28), or it comes before the box can take it. What it waits for is the state
 * the app exposes: `data-settled="true"` on the box's wrapper, which adapters/ui/settled.tsx sets
 * when antd reports the opening over (afterOpenChange). A box without that attribute fails here:
 * it is a dialog drawn outside the ui door's Modal.
 */
export async function opened(box: Locator): Promise<Locator> {
  await box.waitFor();
  await expect
    .poll(() => box.evaluate((element) => element.closest('[data-settled]')?.getAttribute('data-settled') ?? 'no data-settled around this box'), { timeout: 20_000 })
    .toBe('true');
  return box;
}

/** Every animation of the dialog's frame (its zoom) has finished. */
export const motionDone = (box: Locator): Promise<unknown> =>
  box.evaluate((element) => Promise.all((element.closest('.ant-modal') ?? element).getAnimations({ subtree: true }).map((animation) => animation.finished)));
