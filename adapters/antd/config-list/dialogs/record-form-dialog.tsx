import { createForm } from '@formily/core';
import { secretKeys } from '../../../../engine/index.ts';
import { Alert, Modal, Spin } from 'antd';
import { useMemo, useRef } from 'react';
import { useCloseGuard } from '../../close-guard.ts';
import { ConfigForm } from '../../config-form.tsx';
import { useOutcome } from '../outcome.ts';
import { readFormValues } from '../../../../engine/index.ts';
import { formValues, recordName, useRecord } from './record.ts';
import { useSave } from './use-save.ts';
import type { ListDialogProps } from './types.ts';
import { useDialogDraft } from './use-dialog-draft.ts';
import { VideoUploads, videoEffects } from './video-uploads.tsx';
import { RetryAlert } from '../../retry-alert.tsx';

// The add and edit dialogs (spec section 2): the page's form-config in <ConfigForm>. Edit loads
// the record with the detail call first; pipe paths (info|address) are loaded and sent nested.
// An add carries the page's branch_id. On 操作成功 the dialog closes and the list reloads;
// otherwise it stays open with what the user typed.

function focusFirstError(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('.ant-formily-item-error input, .ant-formily-item-error textarea, .ant-formily-item-error [tabindex]')?.focus();
}

export default function RecordFormDialog({ kind, list, form: config, row, services, notes, onClose, onDone }: ListDialogProps) {
  const editing = kind === 'edit';
  const outcome = useOutcome();
  const { record, error, retry } = useRecord(list, services, editing ? row : undefined);
  const save = useSave(services);
  const saving = save.isPending;
  const videos = Boolean(notes?.videos);
  // One form per loaded record: what the user types stays while the dialog is open.
  const form = useMemo(
    () => (record && config ? createForm({ initialValues: structuredClone(readFormValues(config, record)), effects: videos ? videoEffects(config) : undefined }) : null),
    [record, config, videos],
  );
  const bodyRef = useRef<HTMLDivElement>(null);
  const name = recordName(list, config);
  const secrets = useMemo(() => secretKeys(config), [config]);
  // What was typed survives a 402 (use-draft.ts); Esc, the close icon and 取消 ask first
  const draft = useDialogDraft({ list, row }, kind, {
    ready: Boolean(form),
    dirty: () => Boolean(form?.modified),
    values: () => form?.values as Record<string, unknown>,
    restore: (values) => form?.setValues(values, 'overwrite'),
    secrets,
  });
  const close = useCloseGuard(
    () => draft.dirty() && !saving,
    () => {
      draft.clear();
      onClose();
    },
  );

  const submit = async () => {
    if (!form || saving) return;
    try {
      await form.validate();
    } catch {
      setTimeout(() => focusFirstError(bodyRef.current));
      return;
    }
    const values = formValues(config, JSON.parse(JSON.stringify(form.values)) as Record<string, unknown>);
    const request = editing && row ? list.request('update', { id: list.idOf(row), body: values }) : list.addRequest(values);
    if (!request) return;
    // 取消 and close while the save is in flight abort it (useSave); an aborted save shows nothing
    try {
      if (outcome.answered(await save.mutateAsync(request))) {
        draft.clear();
        onDone();
      }
    } catch (failure) {
      outcome.failed(failure);
    }
  };

  return (
    <Modal
      open
      title={editing ? `编辑${name}` : `新增${name}`}
      width={820}
      maskClosable={false}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: !record }}
      onOk={() => void submit()}
      onCancel={close}
    >
      <div ref={bodyRef} className="config-list-dialog-body">
        {!config ? (
          <Alert type="warning" showIcon message="此页面没有表单配置" />
        ) : error ? (
          <RetryAlert message={error} onRetry={retry} />
        ) : record && form ? (
          videos ? (
            <VideoUploads>
              <ConfigForm config={config} initialValues={record} form={form} mode={editing ? 'edit' : 'add'} />
            </VideoUploads>
          ) : (
            <ConfigForm config={config} initialValues={record} form={form} mode={editing ? 'edit' : 'add'} />
          )
        ) : (
          <Spin style={{ display: 'block', padding: 48 }} />
        )}
      </div>
    </Modal>
  );
}
