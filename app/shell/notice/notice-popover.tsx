import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Badge, Button, Empty, Popover, Spin, Tabs, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { NoticeRow } from '../../../adapters/api/index.ts';
import { ReadNoticeDialog } from './read-notice-dialog.tsx';
import { noticeWasRead, useNoticeStatus, type NoticeStatus } from './use-notice-status.ts';
import { NoticeTime } from './notice-time.tsx';
import './notice.css';
import { RetryAlert } from '../../../adapters/antd/retry-alert.tsx';
import { errorMessage } from '../../../adapters/http/index.ts';
import { ROUTE_PATHS } from '../../../engine/index.ts';

/** Where 查看更多 leads (the route table sends it on to /message/moreMessage, 通知中心). */
export const MORE_NOTICES_PATH = ROUTE_PATHS.messagesShort;

interface NoticeListProps {
  status: NoticeStatus | null;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onRead(row: NoticeRow): void;
}

function NoticeList({ status, loading, error, onRetry, onRead }: NoticeListProps) {
  if (error && !status) {
    return <RetryAlert className="notice-error" message={error} onRetry={onRetry} />;
  }
  if (!status) {
    return (
      <div className="notice-loading">
        <Spin />
      </div>
    );
  }
  if (status.list.length === 0) return <Empty className="notice-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />;
  return (
    <Spin spinning={loading && !error} size="small">
      {error && <Alert className="notice-error" type="warning" showIcon message={error} />}
      <ul className="notice-list" aria-label="最新通知">
        {status.list.map((row) => {
          const unread = Number(row.status) === 0;
          const title = row.notification_template?.title || row.title;
          return (
            <li key={row.id} className="notice-row">
              <Tag className="notice-row-tag" color={unread ? 'error' : 'default'}>
                {unread ? '未读' : '已读'}
              </Tag>
              <span className="notice-row-title" title={title}>
                {title}
              </span>
              <NoticeTime className="notice-row-time" value={row.created_at} />
              <Button type="link" size="small" className="notice-row-view" aria-label={`查看：${title}`} onClick={() => onRead(row)}>
                查看
              </Button>
            </li>
          );
        })}
      </ul>
    </Spin>
  );
}

/**
 * The navbar's bell (spec section 2, Layout): the unread count as a badge, and a popover with the
 * tab 通知 listing the latest notices (已读/未读, title, relative time, 查看) and 查看更多. The count is
 * refreshed when the popover opens, every 60 s and on focus; reading a notice (here or in the
 * centre) marks it read in every cached list and drops the count at once.
 */
export function NoticePopover() {
  const query = useNoticeStatus();
  const queryClient = useQueryClient();
  const status = query.data ?? null;
  const loading = query.isFetching;
  const error = query.isError ? `通知加载失败：${errorMessage(query.error, '请稍后重试')}` : null;
  const refresh = () => query.refetch();
  const [open, setOpen] = useState(false);
  const [reading, setReading] = useState<NoticeRow | null>(null);
  const navigate = useNavigate();
  const unread = status?.sum ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void refresh();
  };
  // Esc closes the popover (antd's click trigger does not); focus then returns to the bell.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const content = (
    <div className="notice-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: '通知',
            children: (
              <NoticeList
                status={status}
                loading={loading}
                error={error}
                onRetry={() => void refresh()}
                onRead={(row) => {
                  setOpen(false);
                  setReading(row);
                }}
              />
            ),
          },
        ]}
      />
      <div className="notice-more">
        <a
          href={MORE_NOTICES_PATH}
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
            void navigate({ href: MORE_NOTICES_PATH });
          }}
        >
          查看更多
        </a>
      </div>
    </div>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange} content={content} arrow={{ pointAtCenter: true }}>
        <Button type="text" className="notice-bell" aria-label={unread > 0 ? `通知，${unread} 条未读` : '通知'} aria-expanded={open}>
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined className="notice-bell-icon" />
          </Badge>
        </Button>
      </Popover>
      <ReadNoticeDialog
        noticeId={reading?.id ?? null}
        onClose={() => setReading(null)}
        onRead={() => reading && void noticeWasRead(queryClient, reading)}
      />
    </>
  );
}
