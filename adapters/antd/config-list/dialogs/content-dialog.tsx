import { createForm, type Form as FormInstance } from '@formily/core';
import { Modal, Segmented, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CONTENT_IMAGES_FORM, type Row } from '../../../../engine/index.ts';
import { useDialogSave } from '../../close-guard.ts';
import { RawConfigForm } from '../../config-form.tsx';
import { failureText, useOutcome } from '../outcome.ts';
import { dataOf, rowName } from './dialog-support.ts';
import { LoadBoundary } from './load-boundary.tsx';
import type { ListDialogProps } from './types.ts';
import { useDialogLoad } from './use-dialog-load.ts';
import { RetryAlert } from '../../retry-alert.tsx';
import { useDialogDraft } from './use-dialog-draft.ts';
import './list-dialogs.css';
import { sanitizeHtml } from '../../safe-html.tsx';

// Course and project content (spec sections 2, 3, 7): info.content in the rich-text editor
// (tiptap, loaded only when this dialog opens; a failed load shows its error), and the
// graduation certificate (jieyezhengshu) and attachment (fujian) images, at most 9 each, with
// the image-arr widget. Saved with the page's content call (PATCH …-content/{id}) as typed:
// nothing is sanitised on save; the preview shows the HTML sanitised.

const loadEditor = () => lazy(() => import('./rich-text-editor.tsx'));

const images = (value: unknown): string[] => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string' && one !== '') : []);

function contentOf(record: Row): string {
  const info = record.info;
  const nested = info && typeof info === 'object' ? (info as { content?: unknown }).content : undefined;
  const value = nested ?? record['info|content'];
  return typeof value === 'string' ? value : '';
}

interface Loaded {
  html: string;
  form: FormInstance;
}

const loadedOf = (record: Row): Loaded => {
  const html = contentOf(record);
  return { html, form: createForm({ initialValues: { jieyezhengshu: images(record.jieyezhengshu), fujian: images(record.fujian) } }) };
};

export default function ContentDialog({ list, row, services, onClose, onDone }: ListDialogProps) {
  const outcome = useOutcome();
  const id = row ? list.idOf(row) : undefined;
  const [html, setHtml] = useState('');
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  // a new lazy component per attempt: a failed load is tried again, not remembered
  const [Editor, setEditor] = useState(loadEditor);

  const detail = useMemo(() => list.request('detail', { id }), [list, id]);
  const load = useDialogLoad(services, detail);
  const answer = load.data?.[0];
  // The record (the row without a detail call), once: a closed dialog's late answer is never applied.
  const fromServer = useMemo<Loaded | undefined>(() => {
    if (detail && !answer) return undefined;
    return loadedOf(answer ? { ...row, ...dataOf<Row>(answer) } : (row ?? {}));
  }, [detail, answer, row]);
  // a draft kept across a 402 (use-draft.ts), when the user chose 恢复
  const [restored, setLoaded] = useState<Loaded | undefined>();
  const loaded = restored ?? fromServer;
  useEffect(() => {
    if (loaded) setHtml(loaded.html);
  }, [loaded]);
  const loadError = load.error && !load.isFetching ? failureText(load.error, '内容加载失败') : undefined;

  // What was typed survives a 402 (use-draft.ts); closing with changes asks first
  const draft = useDialogDraft({ list, row }, 'content', {
    ready: Boolean(loaded),
    dirty: () => Boolean(loaded && (html !== loaded.html || loaded.form.modified)),
    values: () => ({ ...(loaded?.form.values as Row), info: { content: html } }),
    restore: (values: Row) => {
      const next = loadedOf(values);
      setHtml(next.html);
      setLoaded(next);
    },
  });
  const saving = useDialogSave(draft.dirty, () => {
    draft.clear();
    onClose();
  });

  const save = async () => {
    if (!loaded) return;
    try {
      await loaded.form.validate();
    } catch {
      return;
    }
    const values = loaded.form.values as { jieyezhengshu?: unknown; fujian?: unknown };
    const request = list.request('content', { id, body: { info: { content: html }, jieyezhengshu: images(values.jieyezhengshu), fujian: images(values.fujian) } });
    if (!request) return;
    try {
      if (outcome.answered(await services.send(request))) {
        draft.clear();
        onDone();
      }
    } catch (error) {
      outcome.failed(error, '保存失败，请稍后再试');
    }
  };

  const label = list.rowActions.find((action) => action.kind === 'content')?.label ?? '课程内容';
  const name = rowName(row);
  const safe = useMemo(() => (mode === 'preview' ? sanitizeHtml(html) : ''), [html, mode]);

  return (
    <Modal
      open
      title={name ? `${label}：${name}` : label}
      width={900}
      maskClosable={false}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !loaded, loading: saving.busy }}
      onOk={() => void saving.run(save)}
      onCancel={saving.close}
    >
      {loadError && <RetryAlert message={loadError} onRetry={() => void load.refetch()} />}
      {!loaded && !loadError && <Skeleton active paragraph={{ rows: 6 }} />}
      {loaded && (
        <>
          <div className="list-dialog-content-head">
            <Typography.Text strong>{label}</Typography.Text>
            <Segmented
              size="small"
              value={mode}
              onChange={(value) => setMode(value as 'edit' | 'preview')}
              options={[
                { label: '编辑', value: 'edit' },
                { label: '预览', value: 'preview' },
              ]}
            />
          </div>
          <div hidden={mode !== 'edit'}>
            <LoadBoundary what="编辑器" onRetry={() => setEditor(loadEditor)}>
              <Suspense
                fallback={
                  <div className="list-dialog-loading">
                    <Spin size="small" /> 编辑器加载中…
                  </div>
                }
              >
                <Editor key={loaded.form.id} value={loaded.html} onChange={setHtml} label={label} />
              </Suspense>
            </LoadBoundary>
          </div>
          {mode === 'preview' && (
            <div className="rich-text-preview safe-html" aria-label="内容预览" dangerouslySetInnerHTML={{ __html: safe || '<p>（暂无内容）</p>' }} />
          )}
          <div className="list-dialog-section-title">图片</div>
          <RawConfigForm key={loaded.form.id} config={CONTENT_IMAGES_FORM} form={loaded.form} />
        </>
      )}
    </Modal>
  );
}
