// The add, edit, detail and pin settings dialogs of the generic list page; each loads with its
// first use.
import { lazy } from 'react';
import type { ListDialog } from './types.ts';

const RecordFormDialog: ListDialog = lazy(() => import('./record-form-dialog.tsx'));
const DetailDialog: ListDialog = lazy(() => import('./detail-dialog.tsx'));
const TopSettingsDialog: ListDialog = lazy(() => import('./top-settings-dialog.tsx'));

export const FORM_DIALOGS = { add: RecordFormDialog, edit: RecordFormDialog, detail: DetailDialog, top_settings: TopSettingsDialog } satisfies Record<string, ListDialog>;
