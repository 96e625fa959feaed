// antd's message (the toasts at the top of the page): the one place the specs find them by class.
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

/** The first toast that says `text`. */
export const toastSaying = (page: Scope, text: string | RegExp): Locator => page.locator('.ant-message-notice', { hasText: text }).first();

/** Every toast shown, or every one that says `text`. */
export const allToasts = (page: Scope, text?: string | RegExp): Locator => (text === undefined ? page.locator('.ant-message-notice') : page.locator('.ant-message-notice', { hasText: text }));

/** The area the toasts are shown in (also while none is). */
export const messageArea = (page: Scope): Locator => page.locator('.ant-message');
