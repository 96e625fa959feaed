import type { KyInstance } from 'ky';
import { contracts } from '../../engine/index.ts';
import { readParsed } from '../http/index.ts';

// The notification centre's calls (spec section 7; server/README.md, Notifications). The bell's
// status and the detail (阅读消息) are in account.ts.

/** 全部 (no filter), 未读 (status 0), 已读 (status 1). */
export type NoticeFilter = 'all' | 'unread' | 'read';

export interface NoticeListParams {
  page: number;
  pageSize: number;
  filter: NoticeFilter;
}

export type { NoticePage } from '../../engine/index.ts';

const STATUS: Record<NoticeFilter, string | undefined> = { all: undefined, unread: '0', read: '1' };

export function createNoticesApi(client: KyInstance) {
  return {
    /** The table shows its own loading state: no overlay. */
    list: ({ page, pageSize, filter }: NoticeListParams) => {
      const status = STATUS[filter];
      return readParsed(
        client.get('organization/profile/notifications', {
          searchParams: { page, page_size: pageSize, ...(status === undefined ? {} : { status }) },
          context: { background: true },
        }),
        contracts.noticePage,
      );
    },
    /** 全部标为已读: answers how many were unread. */
    readAll: () => readParsed(client.post('organization/profile/notifications/read-all'), contracts.readAllAnswer),
  };
}

export type NoticesApi = ReturnType<typeof createNoticesApi>;
