// antd's display widgets the specs read: Tag, Statistic, Collapse, Image's preview, the click wave.
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

/** The tags in `scope`, or the ones saying `text`. */
export const tagIn = (scope: Scope, text?: string): Locator => (text === undefined ? scope.locator('.ant-tag') : scope.locator('.ant-tag', { hasText: text }));

/** A Statistic's figure. */
export const statisticValue = (scope: Scope): Locator => scope.locator('.ant-statistic-content');

/** The headers' texts of a Collapse's panels. */
export const collapseHeaders = (scope: Scope): Locator => scope.locator('.ant-collapse-header-text');

/** The picture shown large by Image's preview. */
export const previewPicture = (page: Page): Locator => page.locator('.ant-image-preview-img');

/** The selector of the wave antd draws on a clicked button (for code run in the page). */
export const WAVE = '.ant-wave';
