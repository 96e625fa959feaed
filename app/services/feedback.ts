import type { ModalFuncProps } from 'antd';
import type { ArgsProps } from 'antd/es/message/interface';
import type { ReactNode } from 'react';
import { loadAntdStatics } from '../../adapters/ui/index.ts';

// Toasts and confirms for code outside React (the route guard, the error catalogue). Once antd
// has loaded, the root hands over antd's App instances, which follow the theme. Before that
// (on /login, which loads no antd: issue 16's 150 kB budget) a toast or confirm loads antd and
// shows it through antd's statics, so nothing asked for is dropped.

type ModalFn = (props: ModalFuncProps) => { destroy: () => void };
export interface ModalApi {
  confirm: ModalFn;
  warning: ModalFn;
  info: ModalFn;
  error: ModalFn;
}
type Level = 'success' | 'error' | 'warning' | 'info';
/** antd's message (App.useApp().message or the static one), as far as the app uses it. */
export type MessageApi = Record<Level, (content: ReactNode | ArgsProps, duration?: number) => unknown> & {
  /** Takes the toast shown with this `key` away (every toast without one). */
  destroy: (key?: ArgsProps['key']) => void;
};
type Kind = keyof ModalApi;


function lazyMessage(level: Level): MessageApi[Level] {
  return (content, duration) => void loadAntdStatics().then(({ message }) => message[level](content, duration));
}

function lazyModal(kind: Kind): ModalFn {
  return (props) => {
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void loadAntdStatics().then(({ Modal }) => {
      if (!destroyed) destroy = Modal[kind](props).destroy;
    });
    return {
      destroy: () => {
        destroyed = true;
        destroy?.();
      },
    };
  };
}

const lazy: { message: MessageApi; modal: ModalApi } = {
  message: {
    success: lazyMessage('success'),
    error: lazyMessage('error'),
    warning: lazyMessage('warning'),
    info: lazyMessage('info'),
    destroy: (key) => void loadAntdStatics().then(({ message }) => message.destroy(key)),
  },
  modal: { confirm: lazyModal('confirm'), warning: lazyModal('warning'), info: lazyModal('info'), error: lazyModal('error') },
};

let current = lazy;

/** Called by the antd providers once they are mounted (and with undefined when they go). */
export function setFeedback(next: { message: MessageApi; modal: ModalApi } | undefined): void {
  current = next ?? lazy;
}

export const feedback = {
  get message(): MessageApi {
    return current.message;
  },
  get modal(): ModalApi {
    return current.modal;
  },
};
