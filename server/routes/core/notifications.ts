import type { Hono } from 'hono';
import type { contracts, z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail, ok } from '../../http.ts';
import { idParam, nowIso, pagedOk, pagingOf, showTime } from './util.ts';

// Notifications (spec section 3): the status call (unread count and the latest five), the paged
// list, the detail, which marks the notification read, and read-all (the centre's 全部标为已读).

type Notice = z.input<typeof contracts.notice>;

interface NotificationRow {
  id: number;
  title: string;
  content: string;
  status: number;
  created_at: string;
  read_at: string | null;
}

const listItem = (row: NotificationRow) =>
  ({
    id: row.id,
    title: row.title,
    status: row.status,
    created_at: showTime(row.created_at),
    notification_template: { title: row.title },
  }) satisfies Notice;

export function mountNotifications(api: Hono, { db }: AppDeps): void {
  const auth = requireAccount(db);
  const columns = 'id, title, content, status, created_at, read_at';

  api.get('/organization/profile/notifications-status', auth, (c) => {
    const account = c.get('account').id;
    const sum = db.prepare('SELECT count(*) FROM notifications WHERE account_id = ? AND status = 0').pluck().get(account) as number;
    const rows = db
      .prepare(`SELECT ${columns} FROM notifications WHERE account_id = ? ORDER BY created_at DESC, id DESC LIMIT 5`)
      .all(account) as NotificationRow[];
    return ok(c, { sum, list: rows.map(listItem) } satisfies z.input<typeof contracts.noticeStatus>);
  });

  // ?page=&page_size=&status=0|1
  api.get('/organization/profile/notifications', auth, (c) => {
    const paging = pagingOf(c, 20);
    const status = c.req.query('status');
    const filter = status === '0' || status === '1' ? 'AND status = @status' : '';
    const params = { account: c.get('account').id, status: Number(status) };
    const total = db.prepare(`SELECT count(*) FROM notifications WHERE account_id = @account ${filter}`).pluck().get(params) as number;
    const rows = db
      .prepare(
        `SELECT ${columns} FROM notifications WHERE account_id = @account ${filter}
         ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: paging.pageSize, offset: paging.offset }) as NotificationRow[];
    const unread = db.prepare('SELECT count(*) FROM notifications WHERE account_id = ? AND status = 0').pluck().get(params.account) as number;
    return pagedOk(c, rows.map(listItem), total, paging, { unread } satisfies Partial<z.input<typeof contracts.noticePage>>);
  });

  // Registered before /:id so that `read-all` is never taken for an id.
  api.post('/organization/profile/notifications/read-all', auth, (c) => {
    const { changes } = db.prepare('UPDATE notifications SET status = 1, read_at = ? WHERE account_id = ? AND status = 0').run(nowIso(), c.get('account').id);
    return ok(c, { read: changes, unread: 0 } satisfies z.input<typeof contracts.readAllAnswer>);
  });

  api.get('/organization/profile/notifications/:id', auth, (c) => {
    const id = idParam(c);
    const account = c.get('account').id;
    const row = db.prepare(`SELECT ${columns} FROM notifications WHERE id = ? AND account_id = ?`).get(id ?? 0, account) as
      | NotificationRow
      | undefined;
    if (!row) return fail(c, 404, '通知不存在');
    if (!row.status) db.prepare('UPDATE notifications SET status = 1, read_at = ? WHERE id = ?').run(nowIso(), row.id);
    return ok(c, {
      id: row.id,
      title: row.title,
      status: 1,
      created_at: showTime(row.created_at),
      notification_template: { title: row.title, content: row.content },
    } satisfies Notice);
  });
}
