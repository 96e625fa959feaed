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

export function createSession(db: Db, accountId: number): { token: string; expires_at: string } {
  const token = createToken();
  const expiresAt = new Date(Date.now() + sessionTtlMs()).toISOString();
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(nowIso());
  db.prepare('INSERT INTO sessions (token, account_id, expires_at) VALUES (?, ?, ?)').run(hashToken(token), accountId, expiresAt);
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

export function clearFailures(db: Db, userName: string, ip: string): void {
  db.prepare('DELETE FROM login_failures WHERE subject IN (?, ?)').run(userKey(userName), ipKey(ip));
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
