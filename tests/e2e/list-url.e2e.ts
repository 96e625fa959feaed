import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login, useBrowser } from './harness.ts';

// A list page's page and page size live in the URL (issue 17 item 5): a reload shows the same rows.

const MAJORS = '/fxl-school/fxl-school.major';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const rowKeys = (page: Page) => view(page).locator('.config-list-table tbody tr.ant-table-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

describe('list state in the URL, in Chromium', () => {
  const t = useBrowser();

  it('a reload of the second page shows the same rows', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await view(page).locator('.config-list-table .ant-table-row').first().waitFor();
    const first = await rowKeys(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('page') === '2');
    await view(page).locator('.ant-pagination-item-2').click();
    await answered;
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => rowKeys(page)).not.toEqual(first);
    const second = await rowKeys(page);
    expect(second.length).toBeGreaterThan(0);

    await page.reload();
    await view(page).locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor();
    await expect.poll(() => rowKeys(page)).toEqual(second);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });
});
