// antd's Steps (the auth form's and the import dialog's progress).
import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

/** The step shown as the current one. */
export const currentStep = (scope: Scope): Locator => scope.locator('.ant-steps-item-active');

/** Every step. */
export const allSteps = (scope: Scope): Locator => scope.locator('.ant-steps-item');
