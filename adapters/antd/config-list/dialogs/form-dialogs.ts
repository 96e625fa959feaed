// The add, edit, detail and pin settings dialogs of the generic list page; each loads with its
// first use.
import { lazy } from 'react';
import type { ListDialog } from './types.ts';

const loadRecordForm = () => import('./record-form-dialog.tsx');
const loadDetail = () => import('./detail-dialog.tsx');
const RecordFormDialog: ListDialog = lazy(loadRecordForm);
const DetailDialog: ListDialog = lazy(loadDetail);

/**
 * Fetches the add/edit and detail dialogs' code ahead of the first click (issue 32 item 3): the
 * app calls it when the browser is idle on a list page's way. Settles when both have arrived or
 * failed; a failed fetch is left to the click.
 */
export function preloadRecordDialogs(): Promise<unknown> {
  return Promise.allSettled([loadRecordForm(), loadDetail()]);
}
const TopSettingsDialog: ListDialog = lazy(() => import('./top-settings-dialog.tsx'));

export const FORM_DIALOGS = { add: RecordFormDialog, edit: RecordFormDialog, detail: DetailDialog, top_settings: TopSettingsDialog } satisfies Record<string, ListDialog>;
