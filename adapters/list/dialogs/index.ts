import type { DialogKind } from '../../../engine/index.ts';
import { FORM_DIALOGS } from './form-dialogs.ts';
import { SPECIAL_DIALOGS } from './special-dialogs.ts';
import type { ListDialog } from './types.ts';

/** Every dialog of the generic list page, by kind; each loads with its first use. */
export const LIST_DIALOGS = { ...FORM_DIALOGS, ...SPECIAL_DIALOGS } satisfies Record<DialogKind, ListDialog>;

export type { ListDialog, ListDialogProps } from './types.ts';
