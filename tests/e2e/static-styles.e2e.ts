import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './support/harness.ts';
import { opened } from './support/drivers/dialog.ts';
import { WAVE } from './support/drivers/display.ts';
import { anyOption, selectIn } from './support/drivers/select.ts';
import { listRows } from './support/drivers/table.ts';

// antd's styles at build time (issue 32 item 1, build/antd-styles.ts): the build ships every rule
// antd and Formily would write for the app's theme, so the browser writes none on the dashboard,
// a list page and its 新增 dialog; what it still writes is the theme's CSS variables (the site
// colour and font size, marked with the variables' key), which is what lets them switch live.

/** The style rules antd wrote in the page at run time, apart from the theme's variables: `data-token-hash` names their key. */
const writtenRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .filter((style) => style.getAttribute('data-token-hash') !== 'app' && (style.textContent ?? '').trim() !== '')
      .map((style) => (style.textContent ?? '').slice(0, 80)),
  );

/** Counts, from each page load's first script, the ripples (antd's wave) drawn on clicked buttons: read with ripples(). */
const countRipples = (page: Page) =>
  page.addInitScript((wave) => {
    const seen = { count: 0 };
    (window as unknown as { ripples: typeof seen }).ripples = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && (node.matches(wave) || node.querySelector(wave))) seen.count += 1;
    }).observe(document, { subtree: true, childList: true });
  }, WAVE);
const ripples = (page: Page) => page.evaluate(() => (window as unknown as { ripples: { count: number } }).ripples.count);

describe('antd styles made at build time', () => {
  // with motion, as most users: the theme then has the app's exact tokens
  const t = useBrowser(undefined, { motion: true });

  it('the dashboard, a list page and its 新增 dialog with a select open write no style rule, only the theme variables; a clicked button ripples', async () => {
    const { page } = t;
    await countRipples(page);
    await login(page);
    await page.getByRole('group', { name: '账户余额' }).waitFor();
    expect(await writtenRules(page)).toEqual([]);
    expect(await page.locator('style[data-token-hash="app"]').count()).toBeGreaterThan(0);

    await page.goto('/fxl-school/fxl-school.major');
    const view = page.locator('.page-view:not([hidden])');
    await listRows(view).first().waitFor();
    await view.getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const dialog = page.getByRole('dialog', { name: '新增专业' });
    await opened(dialog);
    // with motion, as most users: 新增 rippled
    await expect.poll(() => ripples(page)).toBeGreaterThan(0);
    await selectIn(dialog).click();
    await anyOption(page).first().waitFor();
    expect(await writtenRules(page)).toEqual([]);
    // and the rules are the ones antd would have written: a primary button in the site colour's accessible shade (app/state/preferences.ts)
    const ok = dialog.getByRole('button', { name: '确定' });
    expect(await ok.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(12, 122, 122)');
  });
});

describe('the browser’s own ResizeObserver (build/app-build.ts); no ripple for less motion', () => {
  // as a user whose system asks for less motion (the harness's default)
  const t = useBrowser();

  it('a form’s grid is measured by the browser’s ResizeObserver, not a polyfill watching every change to the page; 新增 does not ripple', async () => {
    const { page } = t;
    await countRipples(page);
    // records the class of every element the browser's own ResizeObserver is asked to watch
    await page.addInitScript(() => {
      const observed: string[] = [];
      (window as unknown as { observedBoxes: string[] }).observedBoxes = observed;
      const observe = ResizeObserver.prototype.observe;
      ResizeObserver.prototype.observe = function (this: ResizeObserver, target: Element, options?: ResizeObserverOptions) {
        observed.push(target.className);
        return observe.call(this, target, options);
      };
    });
    await login(page, 'demo-school', '/fxl-school/fxl-school.major');
    const view = page.locator('.page-view:not([hidden])');
    await listRows(view).first().waitFor();
    await view.getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
    const grid = page.getByRole('dialog', { name: '新增专业' }).locator('[class*="formily-grid-layout"]').first();
    await grid.waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { observedBoxes: string[] }).observedBoxes.filter((name) => name.includes('formily-grid-layout')).length)).toBeGreaterThan(0);
    // antd's wave ignores its motion token; the app turns it off (adapters/antd/zh-provider.tsx).
    // The ripple comes a frame after the click, and the dialog drawn since took several.
    expect(await ripples(page)).toBe(0);
  });
});
