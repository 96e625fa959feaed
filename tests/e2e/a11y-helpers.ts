import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT } from './harness.ts';

// What the accessibility browser tests share: axe-core run in the page, waiting until nothing
// moves, and where focus is.

const AXE = fs.readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
export const ORGANIZATION = '#13c2c2';
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

/** The critical and serious violations axe finds on the page as it is, one line each. */
export async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP (script-src 'self') blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, AXE_TAGS);
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`));
}

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

export const view = (page: Page) => page.locator('.page-view:not([hidden])');
export const holdsFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
export const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
export const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The site colour chosen before the app starts (切换站点 keeps it in localStorage). */
export const chooseSite = (page: Page, color: string) => page.addInitScript((value) => localStorage.setItem('org-site', value), color);
