import { z } from '../config/zod.ts';
import { listOrNone, maybe, num } from './common.ts';

// The answers and bodies of the self-service calls (server/README.md: Certificates, Tools,
// Roles): declared once, used by the reference server, the app and the stories' fakes.

/** An electronic certificate of the organisation: `image` and `file` are stored paths (uploads/…). */
export const certificate = z.object({
  id: num,
  name: z.string(),
  cert_no: z.string(),
  /** YYYY-MM-DD */
  issued_at: z.string(),
  image: z.string(),
  /** A downloadable original (pdf…); absent when the image is the certificate. */
  file: maybe(z.string()),
});
export type Certificate = z.output<typeof certificate>;
export const certificates = listOrNone(certificate);

/**
 * A tool of the toolbox: `path` opens a page of the app (when the account's menu has it), `url`
 * an external http(s) page in a new tab.
 */
export const tool = z.object({
  id: num,
  name: z.string(),
  desc: z.string(),
  /** A menu icon name (the sidebar's names: tool, bell, qrcode …). */
  icon: z.string(),
  path: maybe(z.string()),
  url: maybe(z.string()),
});
export type Tool = z.output<typeof tool>;
export const tools = listOrNone(tool);

export const ROLE_NAME_MAX = 20;
export const ROLE_DESC_MAX = 100;

/**
 * The body of a role's create and update: `permission_ids` are the menu tree's
 * admin_permission_id values.
 * roleInput.parse({ name: '运营', permission_ids: [331, '332'] }) -> { name: '运营', desc: '', permission_ids: [331, 332] }
 */
export const roleInput = z.object({
  name: z
    .string({ error: '请输入角色名称' })
    .trim()
    .min(1, { error: '请输入角色名称' })
    .max(ROLE_NAME_MAX, { error: `角色名称不能超过 ${ROLE_NAME_MAX} 个字` }),
  desc: z
    .string({ error: '角色描述须为文字' })
    .trim()
    .max(ROLE_DESC_MAX, { error: `角色描述不能超过 ${ROLE_DESC_MAX} 个字` })
    .nullish()
    .transform((value) => value ?? ''),
  permission_ids: z
    .array(z.coerce.number({ error: '权限须为数字 id' }).int({ error: '权限须为数字 id' }), { error: '请选择权限' })
    .transform((ids) => [...new Set(ids)]),
});
export type RoleInput = z.output<typeof roleInput>;

/** A role as roles calls answer it. */
export const role = z.object({ id: num, name: z.string(), desc: z.string(), permission_ids: z.array(num) });
export type Role = z.output<typeof role>;
export const roles = listOrNone(role);

/** A role that an admin holds cannot be deleted (422). */
export const ROLE_IN_USE = '该角色已分配给管理员，不能删除';
