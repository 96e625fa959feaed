import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeFilter, NoticeRow } from '../../../adapters/api/index.ts';
import { queryKeys } from '../../../adapters/api/index.ts';
import { errorMessage } from '../../../adapters/http/index.ts';
import { ReadNoticeDialog } from './bell/read-notice-dialog.tsx';
import { allNoticesWereRead, noticeWasRead, useNoticeStatus } from './bell/use-notice-status.ts';
import { useApi } from '../../services/use-services.ts';
import { NOTICE_PAGE_SIZE, NoticeListView } from './notice-list.tsx';
import { useFeedback } from '../../../adapters/ui/index.ts';

/**
 * 通知中心 (/message/moreMessage, pinned): every notice of the account, 20 a page, filtered by
 * 全部 / 未读 / 已读. Reading one opens 阅读消息; the row turns 已读 and the bell's count drops at
 * once (use-notice-status.ts). The tab keeps its filter and page while it stays open.
 */
export default function NoticeCentre() {
  const api = useApi().notices;
  const queryClient = useQueryClient();
  const message = useFeedback();
  const [filter, setFilter] = useState<NoticeFilter>('all');
  const [paging, setPaging] = useState({ page: 1, pageSize: NOTICE_PAGE_SIZE });
  const [reading, setReading] = useState<NoticeRow | null>(null);
  const params = { ...paging, filter };
  const list = useQuery({ queryKey: queryKeys.noticeList(params), queryFn: () => api.list(params), placeholderData: keepPreviousData });
  const status = useNoticeStatus();

  const readAll = useMutation({
    mutationFn: api.readAll,
    onSuccess: async () => {
      message.success('已全部标为已读');
      // a list answer asked for before the server marked them is stale when it lands: dropped
      await queryClient.cancelQueries({ queryKey: queryKeys.noticeLists });
      await allNoticesWereRead(queryClient);
    },
    onError: (error) => message.error(`操作失败：${errorMessage(error, '请稍后重试')}`),
  });

  // A page emptied under the reader (the last 未读 rows read) shows the last page that has rows.
  const data = list.data;
  if (data && !list.isPlaceholderData && data.data.length === 0 && paging.page > 1 && data.total > 0) {
    const last = Math.max(1, Math.ceil(data.total / paging.pageSize));
    if (last !== paging.page) setPaging({ ...paging, page: last });
  }

  return (
    <>
      <NoticeListView
        filter={filter}
        page={paging.page}
        pageSize={paging.pageSize}
        rows={data?.data}
        total={Number(data?.total) || 0}
        unread={status.data?.sum ?? data?.unread}
        loading={list.isFetching}
        error={list.isError ? `通知加载失败：${errorMessage(list.error, '请稍后重试')}` : null}
        readingAll={readAll.isPending}
        onFilter={(next) => {
          setFilter(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        onRead={setReading}
        onReadAll={() => readAll.mutate()}
        onRetry={() => void list.refetch()}
      />
      <ReadNoticeDialog noticeId={reading?.id ?? null} onClose={() => setReading(null)} onRead={() => reading && void noticeWasRead(queryClient, reading)} />
    </>
  );
}
