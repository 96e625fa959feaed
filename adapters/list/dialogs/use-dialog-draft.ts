import type { DialogKind } from '../../../engine/index.ts';
import { useDraft, type Draft, type DraftSource } from '../../ui/index.ts';
import { dialogDraftKey } from '../controller/dialog-draft-keys.ts';
import type { ListDialogProps } from './types.ts';

// The draft of a list page's dialog (../../use-draft.ts), kept per page (its list call), dialog
// and record (../dialog-draft-keys.ts): an add dialog has one per page, an edit or content dialog
// one per row.

/** useDraft for a dialog of the list page; `props` are the dialog's own. */
export function useDialogDraft<T>(props: Pick<ListDialogProps, 'list' | 'row'>, kind: DialogKind, source: DraftSource<T>): Draft {
  return useDraft(dialogDraftKey(props.list, kind, props.row), source);
}
