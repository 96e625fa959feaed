import { App, Modal } from 'antd';
import { useCallback, useEffect, useRef } from 'react';

// A dialog with changes asks before it closes (issue 15): Esc, the close icon, 取消 or a click
// outside go through the returned handler, which asks 「内容尚未保存，确定关闭吗？」 first.

export const UNSAVED_QUESTION = '内容尚未保存，确定关闭吗？';
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

/** The dialog's onCancel: closes at once when `dirty()` is false, else after the user confirms. */
export function useCloseGuard(dirty: () => boolean, onClose: () => void, question: string = UNSAVED_QUESTION): () => void {
  const { modal: bound } = App.useApp();
  // outside an antd <App>, the static confirm
  const modal = typeof bound?.confirm === 'function' ? bound : Modal;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => {
    if (!dirty()) return onClose();
    if (asking && questionShown()) return;
    asking = true;
    modal.confirm({
      title: question,
      okText: '确定',
      cancelText: '取消',
      // a dialog that went meanwhile (its page left) is not closed twice
      onOk: () => {
        if (mounted.current) onClose();
      },
      afterClose: () => (asking = false),
    });
  }, [dirty, modal, onClose, question]);
}
