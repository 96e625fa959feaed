import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import type { NoticeRow } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { SafeHtml } from '../../../adapters/antd/safe-html.tsx';
import { useServices } from '../use-services.ts';
import { NoticeTime } from './notice-time.tsx';
import './notice.css';
import { RetryAlert } from '../../../adapters/antd/retry-alert.tsx';

export interface ReadNoticeDialogProps {
  /** The notice to read; null keeps the dialog closed. */
  noticeId: number | null;
  onClose(): void;
  /** Called once the server has answered: reading marks the notice read, so lists refresh. */
  onRead?(notice: NoticeRow): void;
}

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; notice: NoticeRow };
const LOADING: Loaded = { state: 'loading' };

/**
 * 阅读消息 (spec section 2): the notice's title and its HTML content, sanitised. Opening it marks
 * the notice read on the server (section 4, Notification). Used by the navbar's notice popover and
 * the notification centre.
 */
export function ReadNoticeDialog({ noticeId, onClose, onRead }: ReadNoticeDialogProps) {
  const { api } = useServices();
  const [result, setResult] = useState<{ id: number; loaded: Loaded } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The caller's callback may be a new function each render; it must not reload the notice.
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  useEffect(() => {
    if (noticeId === null) return;
    let current = true;
    setResult({ id: noticeId, loaded: LOADING });
    api.notice(noticeId).then(
      (notice) => {
        if (!current) return;
        setResult({ id: noticeId, loaded: { state: 'done', notice } });
        onReadRef.current?.(notice);
      },
      (error: unknown) => {
        if (current) setResult({ id: noticeId, loaded: { state: 'error', message: `消息加载失败：${errorMessage(error, '请稍后重试')}` } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, noticeId, attempt]);

  // Until this notice's answer is in, a previous notice's must not show (while closing, it stays).
  const loaded = result && (noticeId === null || result.id === noticeId) ? result.loaded : LOADING;

  return (
    <Modal
      title="阅读消息"
      open={noticeId !== null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {loaded.state === 'loading' && (
        <div className="notice-read-loading">
          <Spin />
        </div>
      )}
      {loaded.state === 'error' && <RetryAlert message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.state === 'done' && (
        <article className="notice-read">
          <h3 className="notice-read-title">{loaded.notice.notification_template?.title || loaded.notice.title}</h3>
          {loaded.notice.created_at && (
            <div className="notice-read-time">
              <NoticeTime value={loaded.notice.created_at} />
            </div>
          )}
          <SafeHtml className="notice-read-content" html={loaded.notice.notification_template?.content ?? ''} />
        </article>
      )}
    </Modal>
  );
}
