import { useLayoutEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { AppConfig, useAppProps } from 'antd/es/app/context';

// antd's toasts, notifications and confirms for <LightApp> (light-app.tsx), in a chunk of their
// own: the hooks antd's <App> calls, with their holders, handed to the stand-ins once mounted.

export default function AppHolders({ config, onReady }: { config: AppConfig; onReady: (api: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage(config.message);
  const [notificationApi, notificationHolder] = notification.useNotification(config.notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [messageApi, notificationApi, modalApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
