import { useContext, useEffect, useRef } from 'react';
import type { CompiledList, Row } from '../../../engine/index.ts';
import { DraftAccountContext, takeReopened } from '../../drafts/index.ts';
import { dialogDraftPrefix, dialogOfDraft } from './dialog-draft-keys.ts';
import type { OpenDialog } from './use-list-actions.ts';

// Nothing typed is lost across a reload (issue 58 item 5): a dialog with unsaved changes keeps its
// draft as the page goes (../../use-draft.ts, beforeunload and pagehide). When the list page opens
// again, its first answer in, the dialog that draft belongs to opens again (on its row, or on the
// record by its id when the row is on another page), and the dialog asks 检测到未保存的内容，是否恢复？
// as it does for a draft kept when the login went. Once per draft; one dialog at a time.

export function useReopenedDraft(list: CompiledList, rows: readonly Row[], loaded: boolean, open: (dialog: OpenDialog) => void): void {
  const account = useContext(DraftAccountContext);
  const userId = account?.userId;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !loaded || userId === undefined) return;
    done.current = true;
    for (const form of takeReopened(dialogDraftPrefix(list), userId)) {
      const named = dialogOfDraft(list, form);
      if (!named) continue;
      if (named.kind === 'add') return open({ kind: 'add' });
      const row = rows.find((one) => String(list.idOf(one)) === String(named.id)) ?? { id: named.id };
      return open({ kind: named.kind, row });
    }
  }, [list, rows, loaded, userId, open]);
}
