// antd's Tabs.
import type { Locator, Page } from 'playwright-core';

/** The tab pane shown inside the tab pane shown (the studio's preview: 新增 / 编辑 inside 表单). */
export const innerShownPane = (scope: Page | Locator): Locator => scope.locator('.ant-tabs-tabpane-active .ant-tabs-tabpane-active');
