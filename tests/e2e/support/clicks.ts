// A user's own rhythm of clicks (save-once.e2e.ts): the pause between two clicks is what the test
// varies, not a wait for the page.
import type { Locator } from 'playwright-core';

/** Clicks `button` twice in `rhythm`: a double-click, both clicks in one task (0 ms), or `rhythm` ms apart. */
export async function clickTwice(button: Locator, rhythm: '双击' | number): Promise<void> {
  if (rhythm === '双击') return button.dblclick();
  if (rhythm === 0) {
    await button.evaluate((element: HTMLElement) => {
      element.click();
      element.click();
    });
    return;
  }
  const page = button.page();
  // the mouse clicks what is on screen: hovering first scrolls the button in and waits until it stands still
  await button.hover();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(rhythm);
  await page.mouse.click(x, y);
}
