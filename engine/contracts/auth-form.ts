import { z } from '../config/zod.ts';
import { list, maybe, obj, readFlag, readText, readTime, record, rows } from './common.ts';

// The authentication application's answers (spec sections 3 and 7; server/README.md,
// Authentication application) and the confirm logs of a list page, which share the log entry.

/** A pass flag as servers send it: true, 1, "1", "true"; false, 0, "0", "false"; anything else reads as none. */
const passFlag = maybe(readFlag);

/**
 * One audit or confirm log entry (spec section 3, Confirm logs): `status` or `confirm_status`
 * true = 审核通过; `reason` or `content` the reviewer's words.
 */
export const auditLog = obj({
  created_at: maybe(readTime),
  status: passFlag,
  confirm_status: passFlag,
  reason: maybe(readText),
  content: maybe(readText),
  status_text: maybe(readText),
});
export type AuditLog = z.output<typeof auditLog>;
/** The logs of a show answer (under the config's `auth_log`): a list, or none. */
export const auditLogs = list(auditLog);

/**
 * The show answer of an authentication form: the saved values by field name, the status under the
 * config's `auth_status` and the logs under `auth_log` (their names come from the page's config,
 * so the keys are read there); null is an empty answer.
 */
export const authShow = z
  .union([record(z.unknown()), z.null(), z.literal('')])
  .optional()
  .transform((value): Record<string, unknown> => (value && typeof value === 'object' ? value : {}));
export type AuthShow = z.output<typeof authShow>;

/** A list page's confirm_logs call by {id}: {confirm_logs: [...]}, or the list itself. */
export const confirmLogs = z
  .union([rows(auditLog), obj({ confirm_logs: list(auditLog) }), z.null(), z.literal('')])
  .optional()
  .transform((answer) => (Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? answer.confirm_logs : []));
