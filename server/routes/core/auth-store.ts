import { isRecord, type contracts, type z } from '../../../engine/index.ts';
import type { Db } from '../../db.ts';
import { nowIso, showTime } from './util.ts';

// The authentication application (spec section 4): forms, their status and the review history.

/**
 * The forms the show and update calls serve (?form=…): school-apply is the application to
 * (claim of) a school, the page with 放弃申领; the others are the authentication forms.
 */
export const AUTH_FORMS = ['school-apply', 'school-auth', 'school-auth2', 'branch-auth'] as const;
export type AuthForm = (typeof AUTH_FORMS)[number];
export const isAuthForm = (value: unknown): value is AuthForm => AUTH_FORMS.includes(value as AuthForm);

export const AUTH_STATUS_TEXT = ['待提交', '等待系统审核', '渠道审核通过', '渠道审核未通过', '终审通过', '终审未通过'] as const;

/** Which statuses a review may move an application to, from each status. */
const NEXT: Record<number, number[]> = { 1: [2, 3], 2: [4, 5] };
/** Statuses from which the user may submit (again): 0 editable; 3, 4, 5 resubmittable. */
export const SUBMITTABLE = [0, 3, 4, 5];

interface FormRow {
  school_id: number | null;
  values_json: string;
  is_head: number;
  status: number;
}

export function formRow(db: Db, accountId: number, form: AuthForm): FormRow | undefined {
  return db
    .prepare('SELECT school_id, values_json, is_head, status FROM auth_forms WHERE account_id = ? AND form = ?')
    .get(accountId, form) as FormRow | undefined;
}

export function auditLogs(db: Db, accountId: number, form: AuthForm) {
  const rows = db
    .prepare('SELECT created_at, approved, reason, to_status FROM auth_audit_logs WHERE account_id = ? AND form = ? ORDER BY id DESC')
    .all(accountId, form) as { created_at: string; approved: number; reason: string; to_status: number }[];
  return rows.map(
    (row): z.input<typeof contracts.auditLog> => ({
      created_at: showTime(row.created_at),
      status: row.approved === 1,
      reason: row.reason,
      status_text: AUTH_STATUS_TEXT[row.to_status] ?? '',
    }),
  );
}

/** The values saved in a form row ({} for none). */
export function savedValues(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  return isRecord(parsed) ? parsed : {};
}

/** The show answer: the saved values (or `prefill`), is_head, status and audit_logs (newest first). */
export function showForm(db: Db, accountId: number, form: AuthForm, prefill: Record<string, unknown>) {
  const row = formRow(db, accountId, form);
  const saved = savedValues(row?.values_json);
  const values = Object.keys(saved).length ? saved : prefill;
  const status = row?.status ?? 0;
  return {
    ...values,
    is_head: row?.is_head ?? 0,
    status,
    status_text: AUTH_STATUS_TEXT[status],
    audit_logs: auditLogs(db, accountId, form),
  };
}

/** Saves the values and waits for review (status 1). */
export function submitForm(db: Db, accountId: number, form: AuthForm, values: Record<string, unknown>, isHead: number): void {
  const now = nowIso();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO auth_forms (account_id, form, values_json, is_head, status, submitted_at, updated_at)
       VALUES (@accountId, @form, @values, @isHead, 1, @now, @now)
       ON CONFLICT (account_id, form) DO UPDATE SET values_json = excluded.values_json,
         is_head = excluded.is_head, status = 1, submitted_at = excluded.submitted_at, updated_at = excluded.updated_at`,
    ).run({ accountId, form, values: JSON.stringify(values), isHead, now });
    // Materials submitted: the school's real-name flag moves from 0 to 1 (2 once finally passed).
    db.prepare(
      `UPDATE schools SET name_auth = 1 WHERE name_auth = 0 AND id = (SELECT school_id FROM accounts WHERE id = ?)`,
    ).run(accountId);
  })();
}

export type ReviewResult = { ok: true; form: AuthForm; from: number; to: number } | { ok: false; message: string };

/**
 * Moves an application one review step: 1 -> 2 (channel passed) or 3 (channel rejected), 2 -> 4
 * (final passed) or 5 (final rejected), with an audit log. Without `form`, the account's most
 * recently updated application that can take the step is reviewed (on a tie: school-auth,
 * school-auth2, branch-auth, school-apply).
 */
export function reviewApplication(db: Db, accountId: number, to: number, reason = '', form?: AuthForm): ReviewResult {
  if (![2, 3, 4, 5].includes(to)) return { ok: false, message: '审核结果只能是 2（渠道通过）、3（渠道驳回）、4（终审通过）或 5（终审驳回）' };
  const candidates = db
    .prepare(
      `SELECT form, status FROM auth_forms WHERE account_id = ?
       ORDER BY updated_at DESC, CASE form WHEN 'school-auth' THEN 0 WHEN 'school-auth2' THEN 1 WHEN 'branch-auth' THEN 2 ELSE 3 END`,
    )
    .all(accountId) as { form: AuthForm; status: number }[];
  const chosen = form ? candidates.find((row) => row.form === form) : candidates.find((row) => NEXT[row.status]?.includes(to));
  if (!chosen) return { ok: false, message: form ? `该账号没有提交过 ${form} 认证申请` : '该账号没有可进行此审核的认证申请' };
  if (!NEXT[chosen.status]?.includes(to)) {
    return { ok: false, message: `${chosen.form} 当前状态为 ${chosen.status}（${AUTH_STATUS_TEXT[chosen.status]}），不能改为 ${to}（${AUTH_STATUS_TEXT[to]}）` };
  }
  const approved = to === 2 || to === 4;
  const text = reason.trim() || (approved ? (to === 2 ? '渠道审核通过' : '资料齐全，终审通过') : '资料不完整，请补充后重新提交');
  const now = nowIso();
  db.transaction(() => {
    db.prepare('UPDATE auth_forms SET status = ?, updated_at = ? WHERE account_id = ? AND form = ?').run(to, now, accountId, chosen.form);
    db.prepare('INSERT INTO auth_audit_logs (account_id, form, to_status, approved, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      accountId,
      chosen.form,
      to,
      approved ? 1 : 0,
      text,
      now,
    );
    if (to === 4) {
      db.prepare('UPDATE schools SET name_auth = 2 WHERE id = (SELECT school_id FROM accounts WHERE id = ?)').run(accountId);
    }
  })();
  return { ok: true, form: chosen.form, from: chosen.status, to };
}

/**
 * Applies to (claims) a school: a school-apply application for it (kept as it is when one is
 * already under way for the same school), and no more 423.
 */
export function applyToSchool(db: Db, accountId: number, schoolId: number | null): void {
  const now = nowIso();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO auth_forms (account_id, form, school_id, status, updated_at) VALUES (?, 'school-apply', ?, 0, ?)
       ON CONFLICT (account_id, form) DO UPDATE SET school_id = excluded.school_id, updated_at = excluded.updated_at,
         status = CASE WHEN auth_forms.school_id IS excluded.school_id THEN auth_forms.status ELSE 0 END,
         values_json = CASE WHEN auth_forms.school_id IS excluded.school_id THEN auth_forms.values_json ELSE '{}' END`,
    ).run(accountId, schoolId, now);
    db.prepare('UPDATE accounts SET gate_status = 0 WHERE id = ? AND gate_status = 423').run(accountId);
  })();
}

/** Gives up the application: its values and history go. */
export function giveUp(db: Db, accountId: number): boolean {
  return db.transaction(() => {
    db.prepare("DELETE FROM auth_audit_logs WHERE account_id = ? AND form = 'school-apply'").run(accountId);
    return db.prepare("DELETE FROM auth_forms WHERE account_id = ? AND form = 'school-apply'").run(accountId).changes > 0;
  })();
}
