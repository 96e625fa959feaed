import { Segmented, Skeleton, Spin, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { CONTENT_IMAGES_FORM } from '../../../engine/index.ts';
import { RawConfigForm } from '../../form/index.ts';
import { rowName } from './dialog-support.ts';
import { LoadBoundary } from './load-boundary.tsx';
import { SaveModal, titled } from './save-modal.tsx';
import type { ListDialogProps } from './types.ts';
import { RetryAlert, sanitizeHtml } from '../../ui/index.ts';
import { useContentEditor } from './use-content-editor.ts';
import './list-dialogs.css';

// Course and project content (spec sections 2, 3, 7): info.content in the rich-text editor
// (tiptap, loaded only when this dialog opens; a failed load shows its error), and the
// graduation certificate (jieyezhengshu) and attachment (fujian) images, at most 9 each, with
// the image-arr widget. Saved with the page's content call (PATCH …-content/{id}) as typed:
// nothing is sanitised on save; the preview shows the HTML sanitised. What it does is
// useContentEditor (use-content-editor.ts); this file is its look.

const loadEditor = () => lazy(() => import('./rich-text-editor.tsx'));

export default function ContentDialog(props: ListDialogProps) {
  const { list, row } = props;
  const { html, setHtml, loaded, load, loadError, saving, save, conflictDialog } = useContentEditor(props);
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  // a new lazy component per attempt: a failed load is tried again, not remembered
  const [Editor, setEditor] = useState(loadEditor);

  const label = list.rowActions.find((action) => action.kind === 'content')?.label ?? '课程内容';
  const name = rowName(row);
  const safe = useMemo(() => (mode === 'preview' ? sanitizeHtml(html) : ''), [html, mode]);

  return (
    <SaveModal title={titled(label, name)} width={900} save={saving} onSave={save} ready={Boolean(loaded)}>
      {conflictDialog}
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
    </SaveModal>
  );
}
