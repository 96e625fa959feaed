import { createForm } from '@formily/core';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { RetryAlert, useDialogSave, useOutcome } from '../../ui/index.ts';
import { applyServerErrors, ConfigForm, currentOf, focusFirstError, formConflictModel, formilyErrors, useRecordConflicts } from '../../form/index.ts';
import { keepNumberTypes, readFormValues, secretKeys, type ApiRequest } from '../../../engine/index.ts';
import { sendSave } from './dialog-support.ts';
import { formValues, recordName, useRecord } from './record.ts';
import { SaveModal } from './save-modal.tsx';
import type { ListDialogProps } from './types.ts';
import { useDialogDraft } from './use-dialog-draft.ts';
import { VideoUploads, videoEffects } from './video-uploads.tsx';

// The add and edit dialogs (spec section 2): the page's form-config in <ConfigForm>. Edit loads
// the record with the detail call first; pipe paths (info|address) are loaded and sent nested.
// An add carries the page's branch_id. On 操作成功 the dialog closes and the list reloads;
// otherwise it stays open with what the user typed. One save at a time from the first click
// (useDialogSave); closing during a save asks first, and the save then ends in the background.

export default function RecordFormDialog({ kind, list, form: config, row, services, onClose, onDone }: ListDialogProps) {
  const editing = kind === 'edit';
  const outcome = useOutcome();
  const { record, version, detail, error, retry } = useRecord(list, services, editing ? row : undefined);
  const videos = list.notes.videoUploads;
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
  const save = useDialogSave(draft, onClose);
  // no silent overwrite (issue 58 item 1): the version loaded, checked when the edit is sent
  const model = useMemo(() => formConflictModel(config), [config]);
  const conflicts = useRecordConflicts(model, useMemo(() => currentOf(services, detail), [services, detail]), (values) => form?.setValues(values, 'overwrite'));
  const { loaded } = conflicts;
  useEffect(() => {
    if (editing && record) loaded(record, version);
  }, [editing, record, version, loaded]);

  const submit = async () => {
    if (!form) return;
    try {
      await form.validate();
    } catch {
      setTimeout(() => focusFirstError(bodyRef.current));
      return;
    }
    // a numeric field keeps the type the record had (4800, not "4800")
    const values = keepNumberTypes(config ?? { fields: [] }, record ?? {}, formValues(config, JSON.parse(JSON.stringify(form.values)) as Record<string, unknown>));
    const send = async (request: ApiRequest, handled?: (failure: unknown) => Promise<boolean>) => {
      const { failure } = await sendSave(request, { services, outcome, draft, onDone }, undefined, handled);
      // a 422 also marks the fields it names, and the first of them takes the focus
      if (failure !== undefined && (await applyServerErrors(failure, formilyErrors(form)))?.marked.length) setTimeout(() => focusFirstError(bodyRef.current));
    };
    if (editing && row) {
      const update = (body: Record<string, unknown>) => list.request('update', { id: list.idOf(row), body });
      if (!update({})) return;
      await conflicts.save(values, (body, ifMatch, handled) => send({ ...update(body)!, ...(ifMatch ? { ifMatch } : {}) }, handled));
      return;
    }
    const request = list.addRequest(values);
    if (request) await send(request);
  };

  return (
    <SaveModal title={editing ? `编辑${name}` : `新增${name}`} width={820} okText="确定" save={save} onSave={submit} ready={Boolean(record)}>
      {conflicts.dialog}
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
    </SaveModal>
  );
}
