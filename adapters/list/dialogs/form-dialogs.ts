// The add, edit, detail and pin settings dialogs of the generic list page; each loads with its
// first use, or ahead of it, and then opens without a spinner (preloadable).
import { lazy } from 'react';
import { preloadable } from '../../ui/index.ts';
import type { ListDialog } from './types.ts';

const recordForm = preloadable(() => import('./record-form-dialog.tsx'));
const detail = preloadable(() => import('./detail-dialog.tsx'));
const RecordFormDialog: ListDialog = recordForm.Component;
const DetailDialog: ListDialog = detail.Component;

/**
 * Fetches the add/edit and detail dialogs' code ahead of the first click (issue 32 item 3): the
 * app calls it when the browser is idle on a list page's way. Settles when both have arrived or
 * failed; a failed fetch is left to the click.
 */
export function preloadRecordDialogs(): Promise<unknown> {
  return Promise.allSettled([recordForm.preload(), detail.preload()]);
}
const TopSettingsDialog: ListDialog = lazy(() => import('./top-settings-dialog.tsx'));

export const FORM_DIALOGS = { add: RecordFormDialog, edit: RecordFormDialog, detail: DetailDialog, top_settings: TopSettingsDialog } satisfies Record<string, ListDialog>;
