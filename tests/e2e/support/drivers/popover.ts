// antd's Popconfirm and Tooltip.
import type { Locator, Page } from 'playwright-core';

/** The open Popconfirm (删除? 确定 / 取消). */
export const popconfirm = (page: Page): Locator => page.locator('.ant-popconfirm');

/** The tooltips shown. */
export const shownTooltips = (page: Page): Locator => page.locator('.ant-tooltip:visible');
