import type { Db } from '../../db.ts';
import { DAY, nowIso } from './util.ts';

// The zhuxuetong (助学通) service of an account: the service that activation opens. It pauses
// after PAUSE_AFTER_MS without use (spec section 1: paused after more than 2 days unused); a
// visit of the user info counts as use while the service runs.

export const PAUSE_AFTER_MS = 2 * DAY;
/** Activation needs a balance above this (spec section 9), in fen. */
export const MIN_BALANCE_FEN = 100_00;

export const SERVICE_STATUS_TEXT = ['未开通', '服务中', '已暂停'] as const;

export interface ServiceState {
  /** 0 not open (or closed), 1 running, 2 paused (unused for more than 2 days). */
  status: 0 | 1 | 2;
  opened_at: string | null;
  last_used_at: string | null;
}

export function serviceState(db: Db, accountId: number): ServiceState {
  const row = db.prepare('SELECT status, opened_at, last_used_at FROM zhuxuetong WHERE account_id = ?').get(accountId) as
    | { status: number; opened_at: string | null; last_used_at: string | null }
    | undefined;
  if (!row || row.status !== 1) return { status: 0, opened_at: row?.opened_at ?? null, last_used_at: row?.last_used_at ?? null };
  const lastUsed = Date.parse(row.last_used_at ?? row.opened_at ?? '');
  const paused = !Number.isFinite(lastUsed) || Date.now() - lastUsed > PAUSE_AFTER_MS;
  return { status: paused ? 2 : 1, opened_at: row.opened_at, last_used_at: row.last_used_at };
}

/** Records a use of a running service (a paused one stays paused until activated again). */
export function touchService(db: Db, accountId: number): void {
  if (serviceState(db, accountId).status !== 1) return;
  db.prepare('UPDATE zhuxuetong SET last_used_at = ? WHERE account_id = ?').run(nowIso(), accountId);
}

/** Opens (or resumes) the service. */
export function openService(db: Db, accountId: number): void {
  const now = nowIso();
  db.prepare(
    `INSERT INTO zhuxuetong (account_id, status, opened_at, last_used_at) VALUES (?, 1, ?, ?)
     ON CONFLICT (account_id) DO UPDATE SET status = 1, opened_at = excluded.opened_at,
       last_used_at = excluded.last_used_at, closed_at = NULL`,
  ).run(accountId, now, now);
}

export function closeService(db: Db, accountId: number): void {
  db.prepare('UPDATE zhuxuetong SET status = 0, closed_at = ? WHERE account_id = ?').run(nowIso(), accountId);
}
