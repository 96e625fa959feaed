import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { NoticePage, NoticeRow, Stat } from '../../../../adapters/api/index.ts';
import { queryKeys } from '../../../../adapters/api/index.ts';
import { useApi } from '../../../services/use-services.ts';

/** How often the unread count is fetched again while the layout is on screen. */
export const NOTICE_REFRESH_MS = 60_000;

export interface NoticeStatus {
  /** Unread count. */
  sum: number;
  /** The latest notices. */
  list: NoticeRow[];
}

/**
 * The navbar's notice status (unread count, latest notices), shared through the query cache by
 * the bell and the notification centre: fetched on mount, every 60 s, when the window gets the
 * focus again, and whenever queryKeys.noticeStatus is invalidated.
 */
export function useNoticeStatus() {
  const { account: api } = useApi();
  return useQuery({
    queryKey: queryKeys.noticeStatus,
    queryFn: async (): Promise<NoticeStatus> => {
      const next = await api.noticeStatus();
      return { sum: Number(next?.sum) || 0, list: Array.isArray(next?.list) ? next.list : [] };
    },
    refetchInterval: NOTICE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

const isUnread = (row: Pick<NoticeRow, 'status'>) => Number(row.status) === 0;
const markRead = (rows: NoticeRow[], id?: number) => rows.map((row) => (id === undefined || row.id === id ? { ...row, status: 1 } : row));

/**
 * A notice has been read (阅读消息 answered): at once, the bell's count drops and the row shows
 * 已读 wherever it is cached (the bell's list, the centre's pages, the dashboard's unread card);
 * then the bell refetches, and the centre's other pages and tabs are fetched anew when shown.
 */
export function noticeWasRead(queryClient: QueryClient, row: Pick<NoticeRow, 'id' | 'status'>): Promise<void> {
  const drop = isUnread(row) ? 1 : 0;
  queryClient.setQueryData<NoticeStatus>(queryKeys.noticeStatus, (status) =>
    status && { sum: Math.max(0, status.sum - drop), list: markRead(status.list, row.id) },
  );
  queryClient.setQueriesData<NoticePage>({ queryKey: queryKeys.noticeLists }, (page) =>
    page && { ...page, data: markRead(page.data, row.id), ...(page.unread === undefined ? {} : { unread: Math.max(0, page.unread - drop) }) },
  );
  queryClient.setQueryData<Stat>(queryKeys.stat, (stat) => stat && { ...stat, unread_notifications: Math.max(0, stat.unread_notifications - drop) });
  return afterReading(queryClient, 'none');
}

/** Every notice has been read (全部标为已读): the same, for all of them. */
export function allNoticesWereRead(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<NoticeStatus>(queryKeys.noticeStatus, (status) => status && { sum: 0, list: markRead(status.list) });
  queryClient.setQueriesData<NoticePage>({ queryKey: queryKeys.noticeLists }, (page) => page && { ...page, data: markRead(page.data), unread: 0 });
  queryClient.setQueryData<Stat>(queryKeys.stat, (stat) => stat && { ...stat, unread_notifications: 0 });
  return afterReading(queryClient, 'active');
}

/** `lists`: 'none' keeps the page on screen as it is (a row read in 未读 does not vanish under the reader). */
async function afterReading(queryClient: QueryClient, lists: 'none' | 'active'): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.noticeLists, refetchType: lists }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stat, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: queryKeys.noticeStatus }),
  ]);
}
