import type { Hono } from 'hono';
import type { contracts, z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { ok } from '../../http.ts';
import { DAY, yuan } from './util.ts';
import { SERVICE_STATUS_TEXT, serviceState } from './zhuxuetong-store.ts';

// The dashboard figures (common/stat): money, notifications, orders and zhuxuetong leads from the
// database; visits and consultations are steady made-up figures (the same for an account and a day),
// and none while the account's school is not authenticated (name_auth 0: no public page yet).

const DAY_FORMAT = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A number from 0 to 1 that depends only on its seeds. */
function steady(...seeds: number[]): number {
  let h = 2166136261;
  for (const seed of seeds) h = Math.imul(h ^ seed, 16777619) >>> 0;
  return (Math.imul(h ^ (h >>> 13), 1274126177) >>> 0) / 2 ** 32;
}

export function mountStat(api: Hono, { db }: AppDeps): void {
  api.get('/organization/common/stat', requireAccount(db), (c) => {
    const account = c.get('account');
    const count = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(account.id, ...params) as number;
    const since = (ms: number) => new Date(Date.now() - ms).toISOString();
    const leadDays = (db.prepare('SELECT created_at FROM zhuxuetong_logs WHERE account_id = ? AND created_at > ?').pluck().all(account.id, since(8 * DAY)) as string[])
      .map((created) => DAY_FORMAT.format(new Date(created)));
    const published = Number(db.prepare('SELECT name_auth FROM schools WHERE id = ?').pluck().get(account.school_id ?? 0) ?? 0) > 0;
    const trend = Array.from({ length: 7 }, (_, i) => {
      const day = DAY_FORMAT.format(new Date(Date.now() - (6 - i) * DAY));
      const dayNumber = Number(day.replace(/-/g, ''));
      return {
        date: day.slice(5),
        visits: published ? 80 + Math.floor(steady(account.id, dayNumber, 1) * 220) : 0,
        consults: published ? 3 + Math.floor(steady(account.id, dayNumber, 2) * 25) : 0,
        leads: leadDays.filter((d) => d === day).length,
      };
    });
    const state = serviceState(db, account.id);
    return ok(c, {
      balance: yuan(Number(account.balance_fen ?? 0)),
      consume_amount: yuan(Number(account.consume_fen ?? 0)),
      uninvoiced_amount: yuan(Number(account.uninvoiced_fen ?? 0)),
      unread_notifications: count('SELECT count(*) FROM notifications WHERE account_id = ? AND status = 0'),
      orders: {
        total: count('SELECT count(*) FROM orders WHERE account_id = ?'),
        paid: count('SELECT count(*) FROM orders WHERE account_id = ? AND status = 1'),
        pending: count('SELECT count(*) FROM orders WHERE account_id = ? AND status = 0'),
        paid_amount: yuan(count('SELECT coalesce(sum(amount_fen), 0) FROM orders WHERE account_id = ? AND status = 1')),
      },
      zhuxuetong: {
        status: state.status,
        status_text: SERVICE_STATUS_TEXT[state.status],
        leads_total: count('SELECT count(*) FROM zhuxuetong_logs WHERE account_id = ?'),
        leads_week: count('SELECT count(*) FROM zhuxuetong_logs WHERE account_id = ? AND created_at > ?', since(7 * DAY)),
      },
      visits: { today: trend[6]?.visits ?? 0, week: trend.reduce((sum, d) => sum + d.visits, 0) },
      consults: { today: trend[6]?.consults ?? 0, week: trend.reduce((sum, d) => sum + d.consults, 0) },
      trend,
    } satisfies z.input<typeof contracts.stat>);
  });
}
