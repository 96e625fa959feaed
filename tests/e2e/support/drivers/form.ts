// The form items a user fills: Formily's (ConfigForm: .ant-formily-item) and antd's own Form
// (the login screen, 个人中心's dialogs, the money forms). The one place the specs find a field,
// its label and its message by class.
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

/** The Formily form items that say `text` (their label, or anything in them); all of them without. */
export const formField = (scope: Scope, text?: string | RegExp): Locator => (text === undefined ? scope.locator('.ant-formily-item') : scope.locator('.ant-formily-item', { hasText: text }));

/** The Formily form item whose label says `label` (the first). */
export const fieldLabelled = (scope: Scope, label: string | RegExp): Locator =>
  scope.locator('.ant-formily-item').filter({ has: pageOf(scope).locator('.ant-formily-item-label', { hasText: label }) }).first();

/** The Formily form items that have a `label` element saying `text`. */
export const fieldWithLabel = (scope: Scope, text: string): Locator => scope.locator('.ant-formily-item').filter({ has: pageOf(scope).locator('label', { hasText: text }) });

/** The labels of the Formily form items in `scope`. */
export const fieldLabels = (scope: Scope): Locator => scope.locator('.ant-formily-item-label');

/** A Formily item's message under the field (a rule's, or the server's), saying `text`. */
export const fieldMessage = (scope: Scope, text: string | RegExp): Locator => scope.locator('.ant-formily-item-help', { hasText: text });

/** A Formily item's error message saying `text`. */
export const fieldError = (scope: Scope, text: string | RegExp): Locator => scope.locator('.ant-formily-item-error-help', { hasText: text });

/** The grid Formily lays a form's items out in. */
export const formGrid = (scope: Scope): Locator => scope.locator('.ant-formily-grid-layout');

/** The selectors of a Formily item and its label, for code run in the page. */
export const FIELD_PARTS = { item: '.ant-formily-item', label: '.ant-formily-item-label' } as const;

/** The antd Form items that hold `has`. */
export const formItem = (scope: Scope, has: Locator): Locator => scope.locator('.ant-form-item').filter({ has });

/** An antd Form item's error messages. */
export const formItemErrors = (scope: Scope): Locator => scope.locator('.ant-form-item-explain-error');

/** An antd Form item's required label saying `text` (marked with its *). */
export const requiredLabel = (scope: Scope, text: string): Locator => scope.locator('.ant-form-item-required', { hasText: text });

/** The eye of a password input, that shows and hides what was typed. */
export const passwordEye = (scope: Scope): Locator => scope.locator('.ant-input-password-icon');

/** The date picker's input in `scope` (a form item). */
export const dateInput = (scope: Scope): Locator => scope.locator('.ant-picker input');

const pageOf = (scope: Scope): Page => ('goto' in scope ? scope : scope.page());
