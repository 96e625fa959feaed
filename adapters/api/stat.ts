import type { KyInstance } from 'ky';
import { readData } from '../http/client.ts';

// The dashboard's figures (spec section 7, common/stat; server/README.md, Common data).

export interface TrendDay {
  /** MM-DD */
  date: string;
  visits: number;
  consults: number;
  leads: number;
}

export interface Stat {
  balance: number;
  consume_amount: number;
  uninvoiced_amount: number;
  unread_notifications: number;
  orders: { total: number; paid: number; pending: number; paid_amount: number };
  /** status: 0 not open, 1 running, 2 paused. */
  zhuxuetong: { status: number; status_text: string; leads_total: number; leads_week: number };
  visits: { today: number; week: number };
  consults: { today: number; week: number };
  trend: TrendDay[];
}

type Raw = Record<string, unknown> | null | undefined;

const num = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};
const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The stat answer with every figure a number (missing or unreadable ones 0, numbers sent as
 * text read): toStat({ balance: '36.5' }).balance -> 36.5, toStat(null).trend -> [].
 */
export function toStat(raw: Raw): Stat {
  const data = obj(raw);
  const orders = obj(data.orders);
  const service = obj(data.zhuxuetong);
  const visits = obj(data.visits);
  const consults = obj(data.consults);
  return {
    balance: num(data.balance),
    consume_amount: num(data.consume_amount),
    uninvoiced_amount: num(data.uninvoiced_amount),
    unread_notifications: num(data.unread_notifications),
    orders: { total: num(orders.total), paid: num(orders.paid), pending: num(orders.pending), paid_amount: num(orders.paid_amount) },
    zhuxuetong: {
      status: num(service.status),
      status_text: typeof service.status_text === 'string' ? service.status_text : '',
      leads_total: num(service.leads_total),
      leads_week: num(service.leads_week),
    },
    visits: { today: num(visits.today), week: num(visits.week) },
    consults: { today: num(consults.today), week: num(consults.week) },
    trend: (Array.isArray(data.trend) ? data.trend : []).map((day) => {
      const d = obj(day);
      return { date: String(d.date ?? ''), visits: num(d.visits), consults: num(d.consults), leads: num(d.leads) };
    }),
  };
}

export function statApi(client: KyInstance) {
  return {
    /** The dashboard shows its own skeleton: no loading overlay. */
    stat: async (): Promise<Stat> => toStat(await readData<Raw>(client.get('organization/common/stat', { context: { background: true } }))),
  };
}
