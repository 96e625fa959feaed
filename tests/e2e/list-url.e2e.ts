import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { armFault, login, useBrowser, releaseHeld } from './support/harness.ts';
import { currentPageButton, listRows, pageButton } from './support/drivers/table.ts';

// A list page's page, page size and filters live in the URL (issue 17 item 5): a reload shows
// the same rows.

const MAJORS = '/fxl-school/fxl-school.major';
const view = (page: Page) => page.locator('.page-view:not([hidden])');
const rowKeys = (page: Page) => listRows(view(page)).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));

describe('list state in the URL, in Chromium', () => {
  const t = useBrowser(() => ({ REFERENCE_FAULTS: '1' }), { samePage: true });

  it('a reload of the second page shows the same rows', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await listRows(view(page)).first().waitFor();
    const first = await rowKeys(page);
    const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('page') === '2');
    await pageButton(view(page), 2).click();
    await answered;
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => rowKeys(page)).not.toEqual(first);
    const second = await rowKeys(page);
    expect(second.length).toBeGreaterThan(0);

    await page.reload();
    await currentPageButton(view(page), 2).waitFor();
    await expect.poll(() => rowKeys(page)).toEqual(second);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  it('a search typed while the one before still loads runs, and its rows win (issue 33 item 4)', async () => {
    const { page } = t;
    await login(page, 'demo-school', MAJORS);
    await listRows(view(page)).first().waitFor();
    // the first search's answer comes late: held until the second one has been answered
    await armFault(t.server, { method: 'GET', path: '/api/organization/school-majors', hold: true, times: 1 });
    const name = view(page).getByRole('textbox', { name: '专业名称' });
    const asked = (word: string) => page.waitForResponse((response) => new URL(response.url()).searchParams.get('name') === word);
    const sent = page.waitForRequest((request) => new URL(request.url()).searchParams.get('name') === '学');
    await name.fill('学');
    await view(page).getByRole('button', { name: '查询' }).click();
    const first = await sent;
    const second = asked('工程');
    await name.fill('工程');
    await view(page).getByRole('button', { name: '查询' }).click();
    const { data } = (await (await second).json()) as { data: { data: { id: number; name: string }[] } };
    // the first search's late answer (or its abort) must not bring its rows back
    expect(await releaseHeld(t.server)).toBe(1);
    await first.response().catch(() => null);
    const wanted = data.data.map((row) => String(row.id));
    await expect.poll(() => rowKeys(page)).toEqual(wanted);
    expect(data.data.every((row) => row.name.includes('工程'))).toBe(true);
    // the box, the URL and the rows agree
    expect(await name.inputValue()).toBe('工程');
    expect(new URL(page.url()).searchParams.get('filters')).toContain('工程');
  });

  it('a reload of a filtered second page shows the same rows and the filter typed', async () => {
    const { page } = t;
    // five a page, so the nine majors with 学 in their name take two pages
    await login(page, 'demo-school', `${MAJORS}?page_size=5`);
    await listRows(view(page)).first().waitFor();
    const name = view(page).getByRole('textbox', { name: '专业名称' });
    await name.fill('学');
    const filtered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('name') === '学');
    await view(page).getByRole('button', { name: '查询' }).click();
    await filtered;
    await view(page).getByText('共 9 条').waitFor();
    const first = await rowKeys(page);
    const answered = page.waitForResponse((response) => {
      const params = new URL(response.url()).searchParams;
      return params.get('name') === '学' && params.get('page') === '2';
    });
    await pageButton(view(page), 2).click();
    const { data } = (await (await answered).json()) as { data: { data: { id: number; name: string }[] } };
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.has('filters'));
    await expect.poll(() => rowKeys(page)).not.toEqual(first);
    const second = await rowKeys(page);
    // the last four of the nine, as the server filtered them
    expect(second).toEqual(data.data.map((row) => String(row.id)));
    expect(data.data.map((row) => row.name.includes('学'))).toEqual([true, true, true, true]);

    await page.reload();
    await currentPageButton(view(page), 2).waitFor();
    await expect.poll(() => rowKeys(page)).toEqual(second);
    await view(page).getByText('共 9 条').waitFor();
    expect(await view(page).getByRole('textbox', { name: '专业名称' }).inputValue()).toBe('学');
    const url = new URL(page.url());
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('page_size')).toBe('5');
    expect(JSON.parse(url.searchParams.get('filters') ?? '{}')).toEqual({ name: '学' });
  });
});
