import type { DialogKind } from '../../../../engine/index.ts';
import { useDraft, type Draft, type DraftSource } from '../../use-draft.ts';
import type { ListDialogProps } from './types.ts';

// The draft of a list page's dialog (../../use-draft.ts), kept per page (its list call), dialog
// and record: an add dialog has one per page, an edit or content dialog one per row.

/** 'list:/api/organization/major/list:edit:7', or 'list:…:add:new'. */
export function dialogDraftKey({ list, row }: Pick<ListDialogProps, 'list' | 'row'>, kind: DialogKind): string {
  const page = list.calls.list?.url ?? list.title;
  return `list:${page}:${kind}:${row ? String(list.idOf(row)) : 'new'}`;
}

/** useDraft for a dialog of the list page; `props` are the dialog's own. */
export function useDialogDraft<T>(props: Pick<ListDialogProps, 'list' | 'row'>, kind: DialogKind, source: DraftSource<T>): Draft {
  return useDraft(dialogDraftKey(props, kind), source);
}
