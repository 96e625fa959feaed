import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseSite, SITES, view } from './support/a11y-helpers.ts';
import { login, useBrowser } from './support/harness.ts';
import { listRows } from './support/drivers/table.ts';

// The focus ring, by keyboard, in Chromium (issue 30 item 3): every control Tab reaches on the
// login screen, a list page (its search selects included) and its add dialog (a select, radios,
// a text area) shows a ring at least 2 px wide whose colour has at least 3:1 against the colour
// around it (WCAG 2.2 focus appearance), in both site colours.

/** The focused control and its ring: itself or the antd box round it that draws one; the ring's contrast with what lies behind. */
const ringOfFocused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const name = `${active.tagName.toLowerCase()} “${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 20)}”`;
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const behind = (element: Element | null) => {
      for (let box = element; box; box = box.parentElement) {
        const color = channels(getComputedStyle(box).backgroundColor);
        if (color.length < 4 || (color[3] ?? 0) > 0.5) return color.slice(0, 3);
      }
      return [255, 255, 255];
    };
    let box: HTMLElement | null = active;
    for (let depth = 0; box && depth < 6; depth += 1, box = box.parentElement) {
      const style = getComputedStyle(box);
      const rect = box.getBoundingClientRect();
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && rect.width > 4 && rect.height > 4) {
        return { name, width: Number.parseFloat(style.outlineWidth), ratio: Math.round(contrast(channels(style.outlineColor), behind(box.parentElement)) * 100) / 100 };
      }
    }
    return { name, width: 0, ratio: 0 };
  });

/** Presses Tab `times` times; the controls whose ring is missing, thinner than 2 px or under 3:1. */
async function weakRings(page: Page, times: number): Promise<string[]> {
  const weak: string[] = [];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press('Tab');
    const ring = await ringOfFocused(page);
    if (ring && (ring.width < 2 || ring.ratio < 3)) weak.push(`${ring.name}: ${ring.width}px, ${ring.ratio}:1`);
  }
  return [...new Set(weak)];
}

describe('the focus ring, in Chromium', () => {
  const t = useBrowser();

  for (const [site, color] of SITES) {
    it(`${site} (${color}): every control reached by Tab shows a ring of 2 px with 3:1 against its surroundings`, async () => {
      const { page } = t;
      await chooseSite(page, color);
      await page.goto('/login');
      await page.getByLabel('用户名').waitFor();
      expect({ screen: 'login', weak: await weakRings(page, 9) }).toEqual({ screen: 'login', weak: [] });

      await login(page, 'demo-school', '/fxl-school/fxl-school.train-class');
      await listRows(view(page)).first().waitFor();
      await page.locator('#app-content').focus();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // the skip link, the menu, the navbar, the tags bar, the search form (two selects), the toolbar and the first rows
      expect({ screen: 'list page', weak: await weakRings(page, 45) }).toEqual({ screen: 'list page', weak: [] });

      await view(page).getByRole('toolbar').getByRole('button', { name: /新增$/ }).click();
      const dialog = page.getByRole('dialog', { name: /新增/ });
      await dialog.getByRole('button', { name: '从图片库选择' }).first().waitFor();
      await dialog.getByRole('radio', { name: '否，使用已有资质' }).waitFor();
      expect({ screen: 'add dialog', weak: await weakRings(page, 16) }).toEqual({ screen: 'add dialog', weak: [] });
    });
  }
});
