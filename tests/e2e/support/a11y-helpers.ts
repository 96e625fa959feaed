import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ORGANIZATION_COLOR, SITE_KEY } from '../../../app/state/preferences.ts';
import { ROOT } from './harness.ts';

// What the accessibility browser tests share: axe-core run in the page, waiting until nothing
// moves, and where focus is.

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
export const ORGANIZATION = ORGANIZATION_COLOR;
/** 管理端's colour, as the reference server's sites give it. */
export const ADMIN = '#409EFF';
export const SITES = [
  ['机构端', ORGANIZATION],
  ['管理端', ADMIN],
] as const;

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (issue 30 item 3). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The rules of AXE_TAGS whose outcome depends on the colours: what a second site colour can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The critical and serious violations axe finds on the page as it is, one line each: of AXE_TAGS,
 * or of the given rules only; in the element `within` selects, or the whole page.
 */
export async function axeProblems(page: Page, rules?: readonly string[], within?: string): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP (script-src 'self') blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  const violations = await page.evaluate(
    async ([only, selector]) => {
      const axe = (window as unknown as { axe: { run(context: Document | Element, options: object): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run((selector && document.querySelector(selector)) || document, { runOnly: only });
      return result.violations;
    },
    [runOnly, within] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
}

/**
 * Two animation frames: React has committed and run its effects for what is on screen, and what a
 * component deferred to the next frame has happened (rc-menu moves the focus to the item an arrow
 * key made active a frame later).
 */
export const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Waits until no opening or closing animation runs (axe would read colours half faded). */
export async function still(page: Page): Promise<void> {
  // antd's motions mark a moving dialog or popover with *-appear, *-enter or *-leave classes;
  // on a busy machine a zoom can take seconds. (Playwright's wait rather than expect.poll: the
  // Storybook pass, tests/storybook/axe-stories.ts, runs outside vitest.)
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.ant-modal, .ant-modal-mask, .ant-popover, .ant-drawer-content-wrapper, .ant-drawer-mask')].every(
        (element) => !/-(appear|enter|leave)(\s|$)/.test(element.className),
      ),
    undefined,
    { timeout: 10_000, polling: 100 },
  );
  // and no colour is half-way through a transition (a button's background after a hover or a
  // site switch); endless ones (spinners) are left alone
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Checks the page once it is still, naming the screen in the failure. */
export async function expectClean(page: Page, screen: string): Promise<void> {
  await still(page);
  expect({ screen, problems: await axeProblems(page) }).toEqual({ screen, problems: [] });
}

/**
 * Checks the screen in both sites' colours: every rule in the colour it has, then the colour
 * rules (COLOUR_RULES) once the other site's colour is applied, as another tab's 切换站点 applies
 * it (its storage event; app-providers.tsx). The page keeps the second colour. Only the colours
 * differ between the two sites, so the other rules would find the same things again.
 */
export async function expectCleanInBothSites(page: Page, screen: string): Promise<void> {
  await expectClean(page, screen);
  const other = await page.evaluate(
    ([key, organization, admin]) => {
      const oldValue = localStorage.getItem(key);
      const next = (oldValue ?? organization).toLowerCase() === admin.toLowerCase() ? organization : admin;
      localStorage.setItem(key, next);
      window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: next, storageArea: localStorage }));
      return next;
    },
    [SITE_KEY, ORGANIZATION, ADMIN] as const,
  );
  await page.waitForFunction((color) => document.documentElement.style.getPropertyValue('--app-brand').toLowerCase() === color.toLowerCase(), other, { timeout: 10_000, polling: 50 });
  await still(page);
  const site = SITES.find(([, color]) => color === other)?.[0] ?? other;
  expect({ screen: `${screen}, ${site}`, problems: await axeProblems(page, COLOUR_RULES) }).toEqual({ screen: `${screen}, ${site}`, problems: [] });
}

export const view = (page: Page) => page.locator('.page-view:not([hidden])');
export const holdsFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
export const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The site colour chosen before the app starts (切换站点 keeps it in localStorage). */
export const chooseSite = (page: Page, color: string) => page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SITE_KEY, color] as const);
