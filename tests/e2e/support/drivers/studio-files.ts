// The studio's file list (studio/file-list.tsx, an antd Menu named 配置文件): a file's entry by its
// name (pages/consult.json), whose text also shows its source and check status.
import type { Locator, Page } from 'playwright-core';

/** The file list's entry of `name`. */
export const studioFile = (page: Page, name: string): Locator => page.getByRole('menu', { name: '配置文件' }).locator(`[data-file="${name}"]`);
