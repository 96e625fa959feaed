import { Modal as AntModal, type ModalProps } from 'antd';
import { useState } from 'react';
import { wrapWith } from './settled.tsx';

// The app's dialog (settled.tsx says why it marks SETTLED), in a module of its own: what reads
// only SETTLED or asks questions (a popover, a screen's confirm) does not bring antd's Modal.

/** antd's Modal, its wrapper marked SETTLED once open. Takes and forwards every prop of antd's. */
export function Modal(props: ModalProps) {
  const { afterOpenChange, wrapProps, open } = props;
  const [settled, setSettled] = useState(false);
  return (
    <AntModal
      {...props}
      wrapProps={wrapWith(wrapProps, settled && open === true)}
      afterOpenChange={(next) => {
        setSettled(next);
        afterOpenChange?.(next);
      }}
    />
  );
}
