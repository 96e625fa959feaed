import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { fn } from 'storybook/test';
import type { NoticeRow } from '../adapters/api/index.ts';
import type { NoticeFilter } from '../adapters/api/notices.ts';
import { NOTICE_PAGE_SIZE, NoticeListView, type NoticeListViewProps } from '../app/features/notices/notice-list.tsx';
import { sampleNotices } from './fixtures/home-fixtures.ts';

// The notification centre's list (issue 13 item 2) on in-memory notices: the tabs filter, the
// pager pages, 查看 marks a row read, 全部标为已读 marks them all; plus loading, empty, error.

function InMemoryCentre({ count, ...overrides }: { count: number } & Partial<NoticeListViewProps>) {
  const [notices, setNotices] = useState<NoticeRow[]>(() => sampleNotices(count));
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: NOTICE_PAGE_SIZE });
  const shown = useMemo(
    () => notices.filter((n) => filter === 'all' || (filter === 'unread' ? n.status === 0 : n.status === 1)),
    [notices, filter],
  );
  const read = (id?: number) => setNotices((all) => all.map((n) => (id === undefined || n.id === id ? { ...n, status: 1 } : n)));
  return (
    <div style={{ padding: 16, background: '#f0f2f5' }}>
      <NoticeListView
        filter={filter}
        page={paging.page}
        pageSize={paging.pageSize}
        rows={shown.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize)}
        total={shown.length}
        unread={notices.filter((n) => n.status === 0).length}
        loading={false}
        error={null}
        readingAll={false}
        onFilter={(next) => {
          setFilter(next);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        onRead={(row) => read(row.id)}
        onReadAll={() => read()}
        onRetry={fn()}
        {...overrides}
      />
    </div>
  );
}

const meta = { title: 'App/Notification centre', component: InMemoryCentre, args: { count: 30 } } satisfies Meta<typeof InMemoryCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyNotices: Story = {};
export const NoNotices: Story = { args: { count: 0 } };
export const Loading: Story = { args: { count: 0, rows: undefined, loading: true } };
export const LoadFailed: Story = { args: { count: 0, rows: undefined, error: '通知加载失败：服务器500错误，请联系管理员' } };
