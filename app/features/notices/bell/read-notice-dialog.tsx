import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import type { NoticeRow } from '../../../../adapters/api/index.ts';
import { queryKeys } from '../../../../adapters/api/index.ts';
import { errorMessage } from '../../../../adapters/http/index.ts';
import { Modal, RetryAlert, SafeHtml } from '../../../../adapters/ui/index.ts';
import { useApi } from '../../../services/use-services.ts';
import { NoticeTime } from './notice-time.tsx';
import './notice.css';

export interface ReadNoticeDialogProps {
  /** The notice to read; null keeps the dialog closed. */
  noticeId: number | null;
  onClose(): void;
  /** Called once the server has answered: reading marks the notice read, so lists refresh. */
  onRead?(notice: NoticeRow): void;
}

/**
 * 阅读消息 (spec section 2): the notice's title and its HTML content, sanitised. Opening it marks
 * the notice read on the server (section 4, Notification). Used by the navbar's notice popover and
 * the notification centre.
 */
export function ReadNoticeDialog({ noticeId, onClose, onRead }: ReadNoticeDialogProps) {
  const { account: api } = useApi();
  // The last notice opened: while the dialog closes, it keeps showing it.
  const [shownId, setShownId] = useState(noticeId);
  if (noticeId !== null && noticeId !== shownId) setShownId(noticeId);
  const id = noticeId ?? shownId;
  const query = useQuery({
    queryKey: queryKeys.noticeDetail(id ?? 0),
    queryFn: () => api.notice(id ?? 0),
    enabled: noticeId !== null,
  });
  // The caller's callback may be a new function each render; it must not run again for it.
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  const readId = query.data?.id;
  useEffect(() => {
    if (noticeId !== null && readId === noticeId && query.data) onReadRef.current?.(query.data);
    // once per notice opened: the data of one id does not change while it is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [noticeId, readId]);
  const notice = query.data && query.data.id === id ? query.data : undefined;

  return (
    <Modal
      title="阅读消息"
      open={noticeId !== null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      {!notice && !query.isError && (
        <div className="notice-read-loading">
          <Spin />
        </div>
      )}
      {!notice && query.isError && (
        <RetryAlert message={`消息加载失败：${errorMessage(query.error, '请稍后重试')}`} onRetry={() => void query.refetch()} />
      )}
      {notice && (
        <article className="notice-read">
          <h3 className="notice-read-title">{notice.notification_template?.title || notice.title}</h3>
          {notice.created_at && (
            <div className="notice-read-time">
              <NoticeTime value={notice.created_at} />
            </div>
          )}
          <SafeHtml className="notice-read-content" html={notice.notification_template?.content ?? ''} />
        </article>
      )}
    </Modal>
  );
}
