import type { SessionToken } from '../../../engine/index.ts';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db.ts';
import { createToken, hashToken } from '../../passwords.ts';
import { HOUR, nowIso } from './util.ts';

// Sessions, failed-login counts and mobile codes.

/** SESSION_TTL_HOURS (default 12; fractions allowed, e.g. 0.001 in tests). */
export function sessionTtlMs(env = process.env): number {
  const hours = Number(env.SESSION_TTL_HOURS ?? 12);
  return (Number.isFinite(hours) && hours > 0 ? hours : 12) * HOUR;
}

/** Live sessions one account may hold (issue 26: a login flood left 385); a login beyond ends the oldest. */
export const MAX_SESSIONS_PER_ACCOUNT = 20;

export function createSession(db: Db, accountId: number): SessionToken {
  const token = createToken();
  const expiresAt = new Date(Date.now() + sessionTtlMs()).toISOString();
  db.transaction(() => {
    db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(nowIso());
    db.prepare('INSERT INTO sessions (token, account_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), accountId, expiresAt);
    // rowid is the order of creation (created_at has whole seconds only)
    db.prepare(
      `DELETE FROM sessions WHERE account_id = ? AND rowid NOT IN
         (SELECT rowid FROM sessions WHERE account_id = ? ORDER BY rowid DESC LIMIT ?)`,
    ).run(accountId, accountId, MAX_SESSIONS_PER_ACCOUNT);
  })();
  return { token, expires_at: expiresAt };
}

// ---- failed logins: a captcha is needed after 3 failures for a user name, or 10 from an address ----

export const USER_FAILURES_FOR_CAPTCHA = 3;
export const IP_FAILURES_FOR_CAPTCHA = 10;
/** Failures older than this are forgotten. */
const FAILURE_WINDOW_MS = 30 * 60_000;

const userKey = (userName: string) => `user:${userName.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

function failures(db: Db, subject: string): number {
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  const row = db.prepare('SELECT count FROM login_failures WHERE subject = ? AND last_at > ?').get(subject, since) as
    | { count: number }
    | undefined;
  return row?.count ?? 0;
}

export function needsCaptcha(db: Db, userName: string | undefined, ip: string): boolean {
  if (userName && failures(db, userKey(userName)) >= USER_FAILURES_FOR_CAPTCHA) return true;
  return failures(db, ipKey(ip)) >= IP_FAILURES_FOR_CAPTCHA;
}

// ---- lockout (issue 15): after LOCK_AFTER failures, every further try waits, doubling each time ----

/** Failures of one user name before it is locked; an address gets more (schools share one). */
export const USER_FAILURES_FOR_LOCK = 5;
export const IP_FAILURES_FOR_LOCK = 20;
/** The first wait; each further failure doubles it, up to LOCK_MAX_MS. */
export const LOCK_BASE_MS = 30_000;
const LOCK_MAX_MS = 15 * 60_000;

function lockLeftMs(db: Db, subject: string, lockAfter: number): number {
  const row = db.prepare('SELECT count, last_at FROM login_failures WHERE subject = ?').get(subject) as { count: number; last_at: string } | undefined;
  if (!row || row.count < lockAfter) return 0;
  const wait = Math.min(LOCK_BASE_MS * 2 ** (row.count - lockAfter), LOCK_MAX_MS);
  return Math.max(0, Date.parse(row.last_at) + wait - Date.now());
}

/** Seconds until `userName` may try again from `ip` (0: now), whatever the password. */
export function lockWait(db: Db, userName: string, ip: string): number {
  const left = Math.max(lockLeftMs(db, userKey(userName), USER_FAILURES_FOR_LOCK), lockLeftMs(db, ipKey(ip), IP_FAILURES_FOR_LOCK));
  return Math.ceil(left / 1000);
}

/** The Chinese message of a lockout, with the wait. */
export function lockMessage(seconds: number): string {
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)} 分钟` : `${seconds} 秒`;
  return `登录失败次数过多，请 ${wait}后再试`;
}

export function recordFailure(db: Db, userName: string, ip: string): void {
  const upsert = db.prepare(
    `INSERT INTO login_failures (subject, count, last_at) VALUES (@subject, 1, @now)
     ON CONFLICT (subject) DO UPDATE SET
       count = CASE WHEN last_at > @since THEN count + 1 ELSE 1 END, last_at = @now`,
  );
  const now = nowIso();
  const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
  for (const subject of [userKey(userName), ipKey(ip)]) upsert.run({ subject, now, since });
}

/**
 * A right password clears the failures of its user name only: the address's count runs out with
 * its window, or a guesser with one account of their own could reset it between guesses.
 */
export function clearFailures(db: Db, userName: string): void {
  db.prepare('DELETE FROM login_failures WHERE subject = ?').run(userKey(userName));
}

// ---- mobile codes: 6 digits, 10 minutes, 60 s between sends, 5 wrong tries ----

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;
const MAX_CODE_ATTEMPTS = 5;

/** Seconds until `mobile` may get another code; 0 when it may now. */
export function resendWait(db: Db, mobile: string): number {
  const row = db.prepare('SELECT sent_at FROM mobile_codes WHERE mobile = ?').get(mobile) as { sent_at: string } | undefined;
  if (!row) return 0;
  const left = Date.parse(row.sent_at) + RESEND_AFTER_MS - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Makes and stores a new code for `mobile`, and prints it to the server log (no SMS here). */
export function issueCode(db: Db, mobile: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
  db.prepare(
    `INSERT INTO mobile_codes (mobile, code, sent_at, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (mobile) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, attempts = 0`,
  ).run(mobile, code, new Date(now).toISOString(), new Date(now + CODE_TTL_MS).toISOString());
  console.log(`[短信验证码] 手机号 ${mobile} 的验证码：${code}（10 分钟内有效）`);
  return code;
}

/**
 * True when `code` is the live code of `mobile`. `consume` uses it up on success; a wrong code
 * counts against the code, which dies after 5 wrong tries.
 */
export function checkCode(db: Db, mobile: string, code: string, consume: boolean): boolean {
  const row = db.prepare('SELECT code, expires_at, attempts FROM mobile_codes WHERE mobile = ?').get(mobile) as
    | { code: string; expires_at: string; attempts: number }
    | undefined;
  if (!row || row.expires_at <= nowIso() || row.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (row.code !== code.trim()) {
    db.prepare('UPDATE mobile_codes SET attempts = attempts + 1 WHERE mobile = ?').run(mobile);
    return false;
  }
  if (consume) db.prepare("UPDATE mobile_codes SET expires_at = '' WHERE mobile = ?").run(mobile);
  return true;
}

export const CODE_WRONG = '短信验证码错误或已过期';
