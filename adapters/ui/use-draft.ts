import type { ModalFuncProps } from 'antd';
import { useQuestions } from './light-app.tsx';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { clearDraft, type Draft as Kept, DraftAccountContext, readDraft, saveDraft } from '../drafts/index.ts';

// Nothing typed is lost (issue 15): what a dialog holds when the login goes (a 402 mid-save) is
// kept for this account in the browser (../drafts.ts), offered back with RESTORE_QUESTION when
// the same dialog opens after the next login, and dropped on success, on 不恢复, or when the
// user closes the dialog on purpose. The app says who is logged in through <DraftAccountProvider>;
// without one (stories, tests) nothing is kept. Passwords, captchas and codes are never kept
// (../drafts.ts): the question says so, and those fields come back empty.

export const RESTORE_QUESTION = '检测到未保存的内容，是否恢复？';
export const SECRETS_NOT_KEPT = '为保护账号安全，密码和验证码没有保存，恢复后请重新填写。';

/** The restore question's text: when the draft was kept, and whether secrets must be typed again. */
export function restoreNote(kept: Pick<Kept<unknown>, 'savedAt' | 'secretsLeftOut'>, verb: '保存' | '提交' = '保存'): string {
  const when = `上次编辑于 ${new Date(kept.savedAt).toLocaleString('zh-CN', { hour12: false })}，尚未${verb}。`;
  return kept.secretsLeftOut ? `${when}${SECRETS_NOT_KEPT}` : when;
}

/** What asks: antd's Modal or the App's modal. */
interface Asker {
  confirm(props: ModalFuncProps): { destroy(): void };
}

/**
 * Asks RESTORE_QUESTION about a kept draft (恢复 / 不恢复): the dialogs' drafts and the
 * authentication form's. Returns the question, to destroy() when the asker goes first.
 */
export function askRestore(modal: Asker, kept: Pick<Kept<unknown>, 'savedAt' | 'secretsLeftOut'>, answer: { verb?: '保存' | '提交'; restore(): void; drop(): void }) {
  return modal.confirm({ title: RESTORE_QUESTION, content: restoreNote(kept, answer.verb), okText: '恢复', cancelText: '不恢复', onOk: answer.restore, onCancel: answer.drop });
}

export { DraftAccountProvider, type DraftAccount } from '../drafts/index.ts';

/** What a dialog gives its draft. */
export interface DraftSource<T> {
  /** Its values are on screen (the record loaded): the question is asked then, once. */
  ready: boolean;
  /** The user changed something. */
  dirty(): boolean;
  values(): T;
  /** Puts a kept draft back (after 恢复). */
  restore(values: T): void;
  /** The form's own secret keys (secretKeys(config)), left out with SECRET_FIELD_NAMES. */
  secrets?: readonly string[];
}

export interface Draft {
  /** Something changed, or a restored draft is on screen (the close guard's question). */
  dirty(): boolean;
  /** Drops the draft: call it after 操作成功 and when the user closes on purpose. */
  clear(): void;
}

/**
 * The draft of one dialog under `key` (per page, dialog and record; undefined keeps nothing):
 *   useDraft('list:/api/x/list:edit:7', { ready, dirty, values, restore }) -> { dirty, clear }
 */
export function useDraft<T>(key: string | undefined, source: DraftSource<T>): Draft {
  const account = useContext(DraftAccountContext);
  const modal = useQuestions();
  const userId = account?.userId;
  const live = useRef({ source, key, userId });
  live.current = { source, key, userId };
  const restored = useRef(false);
  const settled = useRef(false);

  // The login goes while the dialog is open: what it holds is kept (before the page unmounts).
  useEffect(
    () =>
      account?.onSessionEnd(() => {
        const now = live.current;
        if (now.key === undefined || now.userId === undefined) return;
        if (restored.current || now.source.dirty()) saveDraft(now.key, now.userId, now.source.values(), { secrets: now.source.secrets });
      }),
    [account],
  );

  // A reload or a closed tab with unsaved changes (issue 33 item 5): the draft is kept first (the
  // page may be gone next), then the browser asks its own leave question. 离开 keeps the draft, and
  // the page opens this dialog again after the reload (issue 58 item 5: takeReopened, in the list
  // controller); 留下 keeps the dialog, and a save or a close drops the draft. pagehide keeps it
  // too: a phone's browser, or a page left without the question, fires no beforeunload.
  useEffect(() => {
    const keep = () => {
      const now = live.current;
      if (now.key === undefined || now.userId === undefined || !(restored.current || now.source.dirty())) return false;
      saveDraft(now.key, now.userId, now.source.values(), { secrets: now.source.secrets, reopen: true });
      return true;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!keep()) return;
      event.preventDefault();
      // older Chromium asks only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  const { ready } = source;
  useEffect(() => {
    if (!ready || settled.current || key === undefined || userId === undefined) return;
    const kept = readDraft(key, userId);
    if (!kept) {
      settled.current = true;
      return;
    }
    const question = askRestore(modal, kept, {
      restore: () => {
        settled.current = true;
        restored.current = true;
        live.current.source.restore(kept.values as T);
      },
      drop: () => {
        settled.current = true;
        clearDraft(key, userId);
      },
    });
    // the dialog went before an answer (or React mounted it twice): ask again next time
    return () => {
      if (!settled.current) question.destroy();
    };
  }, [ready, key, userId, modal]);

  const dirty = useCallback(() => restored.current || live.current.source.dirty(), []);
  const clear = useCallback(() => {
    const { key: now, userId: user } = live.current;
    restored.current = false;
    if (now !== undefined && user !== undefined) clearDraft(now, user);
  }, []);
  return useMemo(() => ({ dirty, clear }), [dirty, clear]);
}
