import { Alert, Button, Empty, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { NoticeFilter, NoticeRow } from '../../../adapters/api/index.ts';
import { PHONE_BELOW, RetryAlert, useNarrowerThan } from '../../../adapters/ui/index.ts';
import { NoticeTime } from './bell/notice-time.tsx';
import './notices.css';

/** Page sizes of spec section 9 (default 20). */
export const NOTICE_PAGE_SIZES = [10, 20, 30, 50];
export const NOTICE_PAGE_SIZE = 20;

const TABS: { key: NoticeFilter; label: string; empty: string }[] = [
  { key: 'all', label: '全部', empty: '暂无通知' },
  { key: 'unread', label: '未读', empty: '没有未读通知，全部已读' },
  { key: 'read', label: '已读', empty: '暂无已读通知' },
];

export interface NoticeListViewProps {
  filter: NoticeFilter;
  page: number;
  pageSize: number;
  /** The page's rows; undefined until the first answer. */
  rows: NoticeRow[] | undefined;
  total: number;
  /** The account's unread count (for 未读 and 全部标为已读); undefined while unknown. */
  unread: number | undefined;
  loading: boolean;
  /** The last load failed (the rows shown, if any, are older). */
  error: string | null;
  readingAll: boolean;
  onFilter(filter: NoticeFilter): void;
  onPage(page: number, pageSize: number): void;
  onRead(row: NoticeRow): void;
  onReadAll(): void;
  onRetry(): void;
}

const titleOf = (row: NoticeRow) => row.notification_template?.title || row.title;

/** The notification centre's list (spec section 2, 通知中心): tabs, 全部标为已读, the paged table. */
export function NoticeListView(props: NoticeListViewProps) {
  const { filter, page, pageSize, rows, total, unread, loading, error, readingAll } = props;
  // a phone: the title takes the row, its time under it, and the title is what one taps to read
  // (three fixed columns of 314 px left it 4 px of a 318 px table, issue 57)
  const phone = useNarrowerThan(PHONE_BELOW);
  const time = (row: NoticeRow) => <NoticeTime className="notice-centre-time" value={row.created_at} />;
  const columns: TableColumnsType<NoticeRow> = [
    {
      title: '状态',
      dataIndex: 'status',
      width: phone ? 64 : 84,
      render: (_, row) =>
        Number(row.status) === 0 ? (
          <Tag color="error" className="notice-centre-tag">
            未读
          </Tag>
        ) : (
          <Tag className="notice-centre-tag">已读</Tag>
        ),
    },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
      render: (_, row) => {
        const title = (
          <Button type="link" className={`notice-centre-title${Number(row.status) === 0 ? ' is-unread' : ''}`} onClick={() => props.onRead(row)}>
            {titleOf(row)}
          </Button>
        );
        return phone ? (
          <div className="notice-centre-stack">
            {title}
            {time(row)}
          </div>
        ) : (
          title
        );
      },
    },
    ...(phone
      ? []
      : ([
          { title: '时间', dataIndex: 'created_at', width: 140, render: (_, row) => time(row) },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <Button size="small" aria-label={`查看：${titleOf(row)}`} onClick={() => props.onRead(row)}>
                查看
              </Button>
            ),
          },
        ] satisfies TableColumnsType<NoticeRow>)),
  ];
  const empty = TABS.find((tab) => tab.key === filter)?.empty ?? '暂无通知';

  return (
    <section className="notice-centre" aria-label="通知中心">
      <div className="notice-centre-head">
        <Tabs
          className="notice-centre-tabs"
          activeKey={filter}
          onChange={(key) => props.onFilter(key as NoticeFilter)}
          items={TABS.map((tab) => ({ key: tab.key, label: tab.key === 'unread' && unread ? `${tab.label}（${unread}）` : tab.label }))}
        />
        <Button icon={<CheckOutlined />} loading={readingAll} disabled={readingAll || !unread} onClick={props.onReadAll}>
          全部标为已读
        </Button>
      </div>
      {error && rows === undefined ? (
        <RetryAlert message={error} onRetry={props.onRetry} />
      ) : (
        <>
          {error && (
            <Alert
              className="notice-centre-error"
              type="warning"
              showIcon
              message={error}
              action={
                <Button size="small" onClick={props.onRetry}>
                  重试
                </Button>
              }
            />
          )}
          <Table<NoticeRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows ?? []}
            loading={loading}
            rowClassName={(row) => (Number(row.status) === 0 ? 'notice-centre-unread' : '')}
            locale={{ emptyText: loading && rows === undefined ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
            pagination={{
              current: page,
              pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: NOTICE_PAGE_SIZES,
              showTotal: (count) => `共 ${count} 条`,
              hideOnSinglePage: false,
              onChange: (next, size) => props.onPage(size !== pageSize ? 1 : next, size),
            }}
          />
        </>
      )}
    </section>
  );
}
