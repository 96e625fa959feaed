import { App, Modal } from 'antd';
import { useCallback, useRef } from 'react';

// A dialog with changes asks before it closes (issue 15): Esc, the close icon, 取消 or a click
// outside go through the returned handler, which asks 「内容尚未保存，确定关闭吗？」 first.

export const UNSAVED_QUESTION = '内容尚未保存，确定关闭吗？';
/** The payment dialogs' question once the QR shows (a payment may be under way). */
export const UNPAID_QUESTION = '支付尚未完成，确定关闭吗？';

/** The dialog's onCancel: closes at once when `dirty()` is false, else after the user confirms. */
export function useCloseGuard(dirty: () => boolean, onClose: () => void, question: string = UNSAVED_QUESTION): () => void {
  const { modal: bound } = App.useApp();
  // outside an antd <App>, the static confirm
  const modal = typeof bound?.confirm === 'function' ? bound : Modal;
  const asking = useRef(false);
  return useCallback(() => {
    if (!dirty()) return onClose();
    if (asking.current) return;
    asking.current = true;
    modal.confirm({
      title: question,
      okText: '确定',
      cancelText: '取消',
      onOk: onClose,
      afterClose: () => (asking.current = false),
    });
  }, [dirty, modal, onClose, question]);
}
