// antd's Drawer (the navigation drawer on a phone, 帮助中心).
import type { Locator, Page } from 'playwright-core';

/** The drawer that holds `inside`. */
export const drawerHolding = (page: Page, inside: Locator): Locator => page.locator('.ant-drawer', { has: inside });

/** The drawer's ×. */
export const drawerClose = (drawer: Locator): Locator => drawer.locator('.ant-drawer-close');
