import type { Locator, Page } from 'playwright-core';
import type { ReferenceServer } from './harness.ts';

// Shared by the auth-form browser tests: the visible page, the seeded texts, the reviewer.

export const BASE_AUTH = '/school-auth/school-auth.base?type=name_auth';
export const APPLY_FORM = '/school-auth/school-auth.auth-form';

/** The page on screen (kept pages stay mounted, hidden). */
export const view = (page: Page): Locator => page.locator('.page-view:not([hidden])');

/** The review reasons the seed writes (server/seed.ts). */
export const SEEDED_REASONS: Record<number, string> = { 3: '营业执照照片不清晰，请重新上传', 5: '办学许可证已过期，请上传有效证件' };

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The org-token of the page's login. */
export const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('org-Token') ?? '');

const headers = (token: string) => ({ 'org-token': token, 'site-name': 'cepsp', accept: 'application/json', 'content-type': 'application/json' });

/** The reviewer simulation (server/README.md): POST /api/dev/review as the token's account. */
export async function review(server: ReferenceServer, token: string, status: number, form: string, reason = ''): Promise<void> {
  const response = await fetch(`${server.url}/api/dev/review`, { method: 'POST', headers: headers(token), body: JSON.stringify({ status, form, reason }) });
  if (!response.ok) throw new Error(`review to ${status} failed: ${response.status} ${await response.text()}`);
}

/** Ends the session on the server, as an expiry would. */
export async function endSession(server: ReferenceServer, token: string): Promise<void> {
  await fetch(`${server.url}/api/organization/logout`, { method: 'POST', headers: headers(token) });
}

/** A form item by its label. */
export const item = (scope: Locator, label: string): Locator =>
  scope.locator('.ant-formily-item').filter({ has: scope.page().locator('.ant-formily-item-label', { hasText: label }) }).first();

/** Opens a select of the item and clicks the option. */
export async function pick(scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await item(scope, label).locator('.ant-select-selector').first().click();
  await scope.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: option }).first().click();
}
