// The special dialogs of the generic list page (spec section 2): edit phone, confirm logs,
// import, course content, teaching teachers, payment QR. Each is its own chunk, loaded when it
// first opens (the editor and the QR library with it).
import { lazy } from 'react';
import type { ListDialog } from './types.ts';

export const SPECIAL_DIALOGS = {
  edit_mobile: lazy(() => import('./edit-mobile-dialog.tsx')),
  confirm_logs: lazy(() => import('./confirm-logs-dialog.tsx')),
  import: lazy(() => import('./import-dialog.tsx')),
  content: lazy(() => import('./content-dialog.tsx')),
  teachers: lazy(() => import('./teachers-dialog.tsx')),
  pay: lazy(() => import('./pay-dialog.tsx')),
} satisfies Record<string, ListDialog>;
