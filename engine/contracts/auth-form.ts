import { z } from '../config/zod.ts';
import { maybe } from './common.ts';

// The authentication application's answers (spec sections 3 and 7; server/README.md,
// Authentication application) and the confirm logs of a list page, which share the log entry.

/** A pass flag as servers send it: true, 1, "1", "true" (false otherwise). */
const passFlag = maybe(z.union([z.boolean(), z.number(), z.string()]));

/**
 * One audit or confirm log entry (spec section 3, Confirm logs): `status` or `confirm_status`
 * true = 审核通过; `reason` or `content` the reviewer's words.
 */
export const auditLog = z.object({
  created_at: maybe(z.string()),
  status: passFlag,
  confirm_status: passFlag,
  reason: maybe(z.string()),
  content: maybe(z.string()),
  status_text: maybe(z.string()),
});
export type AuditLog = z.output<typeof auditLog>;

/**
 * The show answer of an authentication form: the saved values by field name, the status under the
 * config's `auth_status` and the logs under `auth_log` (their names come from the page's config,
 * so the keys are read there); null is an empty answer.
 */
export const authShow = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? {});
export type AuthShow = z.output<typeof authShow>;

/** A list page's confirm_logs call by {id}: {confirm_logs: [...]}, or the list itself. */
export const confirmLogs = z
  .union([z.object({ confirm_logs: z.array(auditLog) }), z.array(auditLog)])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.confirm_logs));
