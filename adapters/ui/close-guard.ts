import { useQuestions } from './light-app.tsx';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSubmitOnce, type SubmitOnce } from '../drafts/index.ts';
import type { Draft } from './use-draft.ts';

// A dialog with changes asks before it closes (issue 15): Esc, the close icon, 取消 or a click
// outside go through the returned handler, which asks 「内容尚未保存，确定关闭吗？」 first. A dialog
// whose save is in flight asks 「正在保存，确定放弃吗？」 (issue 26, item 2): leaving it does not stop
// the save, which ends in the background and says its outcome.

export const UNSAVED_QUESTION = '内容尚未保存，确定关闭吗？';
/** Closing a dialog while its save is in flight (useDialogSave). */
export const SAVING_QUESTION = '正在保存，确定放弃吗？';
/** The payment dialogs' question once the QR shows (a payment may be under way). */
export const UNPAID_QUESTION = '支付尚未完成，确定关闭吗？';

/**
 * One close question on screen at a time, whichever dialog asks: a second Esc or click while one
 * is up (or while it is still leaving) asks nothing more. Seen under load in the browser tests: a
 * second 「内容尚未保存，确定关闭吗？」 left on screen after the first was answered.
 */
let asking = false;

/** A close question is still in the page (a question whose holder went with a logout never blocks the next). */
const questionShown = () => typeof document !== 'undefined' && document.querySelector('.ant-modal-confirm') !== null;

/**
 * The dialog's onCancel: closes at once when `dirty()` is false, else after the user confirms
 * `question`; `dirty()` may name the question itself (SAVING_QUESTION while a save is in flight).
 * A question still open when the dialog goes (its save ended meanwhile) goes with it.
 */
export function useCloseGuard(dirty: () => boolean | string, onClose: () => void, question: string = UNSAVED_QUESTION): () => void {
  // outside an antd <App>, the static confirm
  const modal = useQuestions();
  const mounted = useRef(true);
  const open = useRef<{ destroy(): void } | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      open.current?.destroy();
    };
  }, []);
  return useCallback(() => {
    const asked = dirty();
    if (!asked) return onClose();
    if (asking && questionShown()) return;
    asking = true;
    open.current = modal.confirm({
      title: typeof asked === 'string' ? asked : question,
      okText: '确定',
      cancelText: '取消',
      // a dialog that went meanwhile (its page left) is not closed twice
      onOk: () => {
        asking = false;
        if (mounted.current) onClose();
      },
      // answered: the next close asks again at once, while this question is still leaving (its
      // afterClose comes when its motion ends, seconds later on a busy machine: a 取消 pressed
      // meanwhile closed nothing and asked nothing)
      onCancel: () => {
        asking = false;
      },
      afterClose: () => {
        asking = false;
        open.current = null;
      },
    });
  }, [dirty, modal, onClose, question]);
}

export interface DialogSave extends SubmitOnce {
  /** The dialog's onCancel (Esc, the close icon, 取消). */
  close(): void;
}

/**
 * The save of a dialog (issue 26): `run` guards it from the first click to its answer
 * (../submit-once.ts), and `close` asks SAVING_QUESTION while it is in flight (confirmed, the
 * dialog goes and the save ends in the background: run's task then finds `mounted()` false), else
 * UNSAVED_QUESTION when `dirty()`.
 *   const save = useDialogSave(() => form.modified, onClose);   // or useDialogSave(draft, onClose): closing clears the draft
 *   <Modal okButtonProps={{ loading: save.busy }} onOk={() => void save.run(submit)} onCancel={save.close} />
 * (not confirmLoading: antd's Modal ignores Esc, the close icon and 取消 while it is set).
 */
export function useDialogSave(dirty: (() => boolean) | Draft, onClose: () => void): DialogSave {
  const once = useSubmitOnce();
  const { inFlight } = once;
  // a dialog with a draft (use-draft.ts): its changes ask, and closing on purpose drops the draft
  const draft = typeof dirty === 'function' ? undefined : dirty;
  const changed = draft ? draft.dirty : (dirty as () => boolean);
  const leave = draft
    ? () => {
        draft.clear();
        onClose();
      }
    : onClose;
  const close = useCloseGuard(() => (inFlight() ? SAVING_QUESTION : changed()), leave);
  return useMemo(() => ({ ...once, close }), [once, close]);
}
