import type { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { contracts } from '../../../engine/index.ts';
import { z } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail, invalid, ok } from '../../http.ts';
import { ZHUXUETONG_INVALID_HOURS } from './common.ts';
import { HOUR, idParam, optional, pagedOk, pagingOf, parseBody, parseTime, showTime, yuan, yuanText, zeroOne } from './util.ts';
import { closeService, MIN_BALANCE_FEN, openService, SERVICE_STATUS_TEXT, serviceState } from './zhuxuetong-store.ts';
import type { SeedLead } from '../../seed-core/payment.ts';

// Service activation and the zhuxuetong (助学通) calls: has-zhuxuetong, open (the activation,
// which needs a balance above 100 yuan), close (a server-side confirm, 491), and the logs of
// the leads it delivered, which may be reported invalid within 72 hours.

const LOG_STATUS_TEXT = ['有效', '无效反馈审核中', '已退款'] as const;

type LeadRow = SeedLead & { id: number };

const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
const withinWindow = (createdAt: string) => Date.now() - parseTime(createdAt).getTime() <= ZHUXUETONG_INVALID_HOURS * HOUR;

const closeBody = z.object({ confirm: zeroOne('confirm 只能是 0 或 1').optional() });
const feedbackBody = z.object({ reason: optional });

export function mountZhuxuetong(api: Hono, { db }: AppDeps): void {
  const auth = requireAccount(db);
  const balanceOf = (id: number) => db.prepare('SELECT balance_fen FROM accounts WHERE id = ?').pluck().get(id) as number;

  api.get('/organization/common/has-zhuxuetong', auth, (c) => {
    const account = c.get('account').id;
    const state = serviceState(db, account);
    return ok(c, {
      has_zhuxuetong: state.status === 0 ? 0 : 1,
      status: state.status,
      status_text: SERVICE_STATUS_TEXT[state.status],
      opened_at: showTime(state.opened_at),
      last_used_at: showTime(state.last_used_at),
      balance: yuan(balanceOf(account)),
      min_balance: yuan(MIN_BALANCE_FEN),
      pause_after_days: 2,
      invalid_hours: ZHUXUETONG_INVALID_HOURS,
    } satisfies z.input<typeof contracts.zhuxuetongState>);
  });

  // The activation: opens or resumes the service when the balance is above 100 yuan.
  api.put('/organization/common/zhuxuetong', auth, (c) => {
    const account = c.get('account').id;
    const balance = balanceOf(account);
    if (balance <= MIN_BALANCE_FEN) {
      return fail(c, 403, `当前余额为${yuanText(balance)}元，无法开通，请保持余额在100元以上`, { balance: yuan(balance) });
    }
    openService(db, account);
    return ok(c, { status: 1, status_text: SERVICE_STATUS_TEXT[1] } satisfies z.input<typeof contracts.serviceChange>);
  });

  api.put('/organization/zhuxuetong-close', auth, async (c) => {
    const parsed = await parseBody(c, closeBody);
    if (!parsed.ok) return parsed.response;
    const account = c.get('account').id;
    if (serviceState(db, account).status === 0) return fail(c, 422, '助学通服务未开通');
    if (parsed.data.confirm !== 1) {
      return fail(c, 491 as ContentfulStatusCode, '关闭助学通后，推广任务将全部暂停，确定要关闭吗？', { confirm_field: 'confirm' });
    }
    closeService(db, account);
    return ok(c, { status: 0, status_text: SERVICE_STATUS_TEXT[0] } satisfies z.input<typeof contracts.serviceChange>);
  });

  // ?page=&page_size=&status=&student_name=
  api.get('/organization/zhuxuetong-logs', auth, (c) => {
    const paging = pagingOf(c, 10);
    const status = c.req.query('status');
    const name = c.req.query('student_name')?.trim();
    const where = ['account_id = @account'];
    if (status && /^[0-2]$/.test(status)) where.push('status = @status');
    if (name) where.push('student_name LIKE @name');
    const params = { account: c.get('account').id, status: Number(status), name: `%${name ?? ''}%` };
    const sql = `FROM zhuxuetong_logs WHERE ${where.join(' AND ')}`;
    const total = db.prepare(`SELECT count(*) ${sql}`).pluck().get(params) as number;
    const rows = db
      .prepare(`SELECT * ${sql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: paging.pageSize, offset: paging.offset }) as LeadRow[];
    const list = rows.map((row) => ({
      id: row.id,
      student_name: row.student_name,
      mobile: maskMobile(row.mobile),
      major_name: row.major_name,
      amount: yuan(row.amount_fen),
      status: row.status,
      status_text: LOG_STATUS_TEXT[row.status] ?? '',
      created_at: showTime(row.created_at),
      can_feedback: row.status === 0 && withinWindow(row.created_at) ? 1 : 0,
    }));
    return pagedOk(c, list, total, paging, { need_create: 0, need_export: 1, need_pay_tab: 0 });
  });

  // Reports a lead invalid within the feedback window (72 hours).
  api.post('/organization/zhuxuetong-logs/:id/invalid', auth, async (c) => {
    const parsed = await parseBody(c, feedbackBody);
    if (!parsed.ok) return parsed.response;
    const row = db.prepare('SELECT * FROM zhuxuetong_logs WHERE id = ? AND account_id = ?').get(idParam(c) ?? 0, c.get('account').id) as
      | LeadRow
      | undefined;
    if (!row) return fail(c, 404, '记录不存在');
    if (row.status !== 0) return fail(c, 422, `该记录${LOG_STATUS_TEXT[row.status]}，无需重复反馈`);
    if (!withinWindow(row.created_at)) return invalid(c, { id: `已超过${ZHUXUETONG_INVALID_HOURS}小时反馈期限` });
    db.prepare('UPDATE zhuxuetong_logs SET status = 1 WHERE id = ?').run(row.id);
    return ok(c, { id: row.id, status: 1, status_text: LOG_STATUS_TEXT[1] });
  });
}
