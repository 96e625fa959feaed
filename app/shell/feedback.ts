import { message as staticMessage, Modal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalFuncProps } from 'antd';

// Toasts and confirms for code outside React (the route guard, the error catalogue). The root
// shell hands over antd's App instances, which follow the theme; until then antd's statics.

type ModalFn = (props: ModalFuncProps) => { destroy: () => void };
interface ModalApi {
  confirm: ModalFn;
  warning: ModalFn;
  info: ModalFn;
  error: ModalFn;
}

let current: { message: MessageInstance; modal: ModalApi } = { message: staticMessage, modal: Modal };

export function setFeedback(next: { message: MessageInstance; modal: ModalApi }): void {
  current = next;
}

export const feedback = {
  get message(): MessageInstance {
    return current.message;
  },
  get modal(): ModalApi {
    return current.modal;
  },
};
