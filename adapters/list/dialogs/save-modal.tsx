import { Modal } from '../../ui/index.ts';
import type { ReactNode } from 'react';
import type { DialogSave } from '../../ui/index.ts';

// The modal of a list dialog that saves (add, edit, content, teachers, pin settings): one save
// at a time from the first click (useDialogSave: its OK spins, Esc, the close icon and 取消 ask
// first while there are changes or a save in flight), not closed by a click outside.

export interface SaveModalProps {
  title: ReactNode;
  width: number;
  save: DialogSave;
  /** The save itself, run by save.run. */
  onSave(): Promise<void>;
  /** OK is enabled (the record has loaded). */
  ready?: boolean;
  okText?: string;
  children?: ReactNode;
}

export function SaveModal({ title, width, save, onSave, ready = true, okText = '保存', children }: SaveModalProps) {
  return (
    <Modal
      open
      title={title}
      width={width}
      maskClosable={false}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ disabled: !ready, loading: save.busy }}
      onOk={() => void save.run(onSave)}
      onCancel={save.close}
    >
      {children}
    </Modal>
  );
}

/** A dialog's title with the row's name: titled('授课教师', row) -> '授课教师：Python 数据分析实战', or '授课教师'. */
export const titled = (label: string, name: string): string => (name ? `${label}：${name}` : label);
