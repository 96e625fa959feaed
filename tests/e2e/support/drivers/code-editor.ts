// The studio's JSON editor (代码, CodeMirror 6): its lines, its lint markers, its hover and
// completion tooltips. CodeMirror draws only the lines in view: a spec scrolls before it reads.
import type { Locator, Page } from 'playwright-core';

/** The editor's drawn lines, or the ones holding `text`. */
export const editorLine = (page: Page, text?: string): Locator => (text === undefined ? page.locator('.cm-line') : page.locator('.cm-line', { hasText: text }));

/** The texts of the drawn lines, in order. */
export const editorLineTexts = (page: Page): Promise<string[]> => editorLine(page).allTextContents();

/** Scrolls the editor to its end (the form of a page file is its last part). */
export const scrollEditorToEnd = (page: Page): Promise<void> => page.locator('.cm-scroller').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));

/** The gutter's error markers (check-config's and the JSON Schema's problems). */
export const lintErrorMarkers = (page: Page): Locator => page.locator('.cm-lint-marker-error');

/** The explanation shown on hover over a key. */
export const hoverTooltip = (page: Page): Locator => page.locator('.cm-tooltip-hover');

/** The completion list. */
export const completions = (page: Page): Locator => page.locator('.cm-tooltip-autocomplete');

/** Replaces a whole line as a user would: click it, select the line (Alt+L), type. */
export async function replaceLine(page: Page, containing: string, next: string): Promise<void> {
  await editorLine(page, containing).first().click();
  await page.keyboard.press('Alt+L');
  await page.keyboard.insertText(`${next}\n`);
}
