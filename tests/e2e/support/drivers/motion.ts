// antd's motion (rc-motion's zoom, fade and slide): a box's animations, waited for before a screenshot.
import type { Locator } from 'playwright-core';

/** Resolves once every animation inside `box` has finished (for a screenshot of it at rest). */
export const animationsOver = (box: Locator): Promise<unknown> => box.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
