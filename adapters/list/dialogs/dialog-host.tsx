import { Spin } from 'antd';
import { Component, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { holdKeys, Modal } from '../../ui/index.ts';
import { useListContext } from '../controller/index.ts';
import { LIST_DIALOGS } from './index.ts';

// The dialog open on a list page: loaded with its first use, given the page's compiled list,
// form-config and services. The add dialog gets the list's add form (list-config
// `add_form_omit_last`: 实景视频's drops its last config item, spec section 2, Routes).

/** A dialog whose code could not load (or threw) says so instead of blanking the page. */
class DialogBoundary extends Component<{ children: ReactNode; onClose(): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Modal open title="提示" onCancel={this.props.onClose} onOk={this.props.onClose} cancelButtonProps={{ style: { display: 'none' } }}>
        对话框加载失败，请刷新页面后重试。
      </Modal>
    );
  }
}

/** The dialog open on the nearest <ListBase>, if any. */
export function ListDialogHost() {
  const { dialog, list, form, services, closeDialog, dialogDone } = useListContext();
  // from the click that asks for a dialog, while its code loads: the keys wait for it, none reach the page
  useLayoutEffect(() => (dialog ? holdKeys() : undefined), [dialog]);
  if (!dialog) return null;
  const Dialog = LIST_DIALOGS[dialog.kind];
  return (
    <DialogBoundary onClose={closeDialog}>
      <Suspense fallback={<Spin fullscreen />}>
        <Dialog
          kind={dialog.kind}
          list={list}
          form={dialog.kind === 'add' ? list.addForm(form) : form}
          row={dialog.row}
          rows={dialog.rows}
          services={services}
          onClose={closeDialog}
          onDone={() => dialogDone(dialog)}
        />
      </Suspense>
    </DialogBoundary>
  );
}
