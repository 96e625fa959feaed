import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, Empty, Spin, Tabs, Tag } from 'antd';
import type { NoticeRow } from '../../../../adapters/api/index.ts';
import { ROUTE_PATHS } from '../../../../engine/index.ts';
import { RetryAlert } from '../../../../adapters/ui/index.ts';
import type { NoticeStatus } from './use-notice-status.ts';
import { NoticeTime } from './notice-time.tsx';
import { withBase } from '../../../lib/base-path.ts';
import './notice.css';

// The bell's popover content (notice-popover.tsx): the tab 通知 with the latest notices and
// 查看更多. Loaded when the popover first opens, not with the shell (issue 16).

/** Where 查看更多 leads (the route table sends it on to /message/moreMessage, 通知中心). */

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

export interface NoticePanelProps extends NoticeListProps {
  /** Closes the popover (查看更多 and 查看 close it first). */
  onClose(): void;
}

export default function NoticePanel({ onClose, onRead, ...list }: NoticePanelProps) {
  const navigate = useNavigate();
  return (
    <div className="notice-popover">
      <Tabs
        size="small"
        items={[
          {
            key: 'notice',
            label: '通知',
            children: (
              <NoticeList
                {...list}
                onRead={(row) => {
                  onClose();
                  onRead(row);
                }}
              />
            ),
          },
        ]}
      />
      <div className="notice-more">
        <a
          href={withBase(ROUTE_PATHS.messagesShort)}
          onClick={(event) => {
            event.preventDefault();
            onClose();
            void navigate({ href: ROUTE_PATHS.messagesShort });
          }}
        >
          查看更多
        </a>
      </div>
    </div>
  );
}
