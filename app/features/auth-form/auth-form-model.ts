import type { AuditLog, AuthShow } from '../../../adapters/api/index.ts';
import { contracts, MESSAGES, readAnswer, readFormValues, type FormConfig } from '../../../engine/index.ts';

// The pure rules of the authentication form screen (spec sections 2 and 4): which step, which
// panel, what is sent. No React here, so they are unit-tested as tables.

export type AuthStatus = 0 | 1 | 2 | 3 | 4 | 5;

/** The part of the form-config these rules read: the form's name and its field names. */
export interface AuthNames {
  component: Partial<Pick<FormConfig['component'], 'auth_status' | 'auth_log'>> & Pick<FormConfig['component'], 'name'>;
}

export interface StatusPanel {
  title: string;
  text: string;
  tone: 'info' | 'success' | 'error';
  /** 3, 4, 5: the form may be sent again after 重置页面. */
  resubmit: boolean;
  /** 3, 5: 查看日志 shows the latest entry. */
  log: boolean;
}

/** The result panel of each status after 0 (spec section 4, Authentication status). */
export const STATUS_PANELS: Record<Exclude<AuthStatus, 0>, StatusPanel> = {
  1: { title: '等待系统审核', text: '您的资料已提交成功，系统正在审核，请耐心等待审核结果。', tone: 'info', resubmit: false, log: false },
  2: { title: '渠道审核通过', text: '您的资料已通过渠道审核，正在等待平台终审。', tone: 'success', resubmit: false, log: false },
  3: { title: '渠道审核未通过', text: '您的资料未通过渠道审核，请根据审核意见修改后重新提交。', tone: 'error', resubmit: true, log: true },
  4: { title: '终审通过', text: '恭喜，您的资料已通过平台终审。如信息有变更，可修改后重新提交。', tone: 'success', resubmit: true, log: false },
  5: { title: '终审未通过', text: '您的资料未通过平台终审，请根据审核意见修改后重新提交。', tone: 'error', resubmit: true, log: true },
};

export const SUBMIT_TEXT = '保存并提交';
export const SUBMIT_SUCCESS = MESSAGES.authSubmitted;
export const GIVE_UP_FORM = 'auth_form';
export const GIVE_UP_CONFIRM = MESSAGES.confirmGiveUp;
/** Said once the application is withdrawn, before the redirect (spec section 8's toast; issue 31 item 9). */
export const GIVE_UP_SUCCESS = MESSAGES.cancelled;
export const RESTORED_NOTICE = '已恢复您上次未提交的内容';

/** Step 1's label by the form's title (spec section 2): 完善公开信息 or 填写审核资料. */
export function firstStepTitle(title: string | undefined): string {
  return title?.includes('完善公开信息') ? '完善公开信息' : '填写审核资料';
}

/** The status in the show answer (under component.auth_status, default `status`); unknown -> 0. */
export function statusOf(show: AuthShow | undefined, config: AuthNames): AuthStatus {
  const value = Number(show?.[config.component.auth_status ?? 'status'] ?? 0);
  return Number.isInteger(value) && value >= 0 && value <= 5 ? (value as AuthStatus) : 0;
}

/** The logs as the contract reads them (times as YYYY-MM-DD HH:mm:ss); an entry that cannot be read is left out. */
function readLogs(raw: unknown): AuditLog[] {
  const read = readAnswer(contracts.auditLogs, raw);
  return read.ok ? read.data : [];
}

function logTime(log: AuditLog): string {
  return typeof log.created_at === 'string' ? log.created_at : '';
}

/** The audit logs of the show answer (under component.auth_log), newest first. */
export function logsOf(show: AuthShow | undefined, config: AuthNames): AuditLog[] {
  const raw = show?.[config.component.auth_log ?? 'audit_logs'];
  const logs = readLogs(raw);
  return [...logs].sort((a, b) => logTime(b).localeCompare(logTime(a)));
}

/** Whether a log entry says 审核通过 (`status`, or `confirm_status` of spec section 3). */
export function logPassed(log: AuditLog): boolean {
  return (log.status ?? log.confirm_status) === true;
}

/** The reason of a log entry, if it has one. */
export function logReason(log: AuditLog | undefined): string {
  const text = log?.reason ?? log?.content;
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The form's values in a show answer: everything but the status, the logs and their texts, each
 * field's value read as the field keeps it (engine, readFormValues: "1" -> the option 1).
 */
export function valuesOf(show: AuthShow | undefined, config: AuthNames & Partial<Pick<FormConfig, 'fields'>>): Record<string, unknown> {
  const skip = new Set([config.component.auth_status ?? 'status', config.component.auth_log ?? 'audit_logs', 'status_text', 'form', 'from']);
  const values = Object.fromEntries(Object.entries(show ?? {}).filter(([key]) => !skip.has(key)));
  return config.fields ? readFormValues({ fields: config.fields }, values) : values;
}

/**
 * The update body (spec section 7): every field value plus is_head 0/1.
 * updateBody({name: '阳光', is_head: true}) -> {name: '阳光', is_head: 1}
 */
export function updateBody(values: Record<string, unknown>): Record<string, unknown> {
  const head = values.is_head;
  return { ...values, is_head: head === true || Number(head) === 1 ? 1 : 0 };
}

/** The key of a form's draft (adapters/drafts/drafts.ts): one per form-config name. */
export function draftForm(config: AuthNames): string {
  return `auth-form:${config.component.name}`;
}
