import { z } from '../config/zod.ts';
import { list, listOrNone, maybe, num, obj, readDate, readText } from './common.ts';

// The answers and bodies of the self-service calls (server/README.md: Certificates, Tools,
// Roles): declared once, used by the reference server, the app and the stories' fakes.

/** An electronic certificate of the organisation: `image` and `file` are stored paths (uploads/…). */
export const certificate = obj({
  id: num,
  name: readText,
  cert_no: readText,
  /** YYYY-MM-DD, China time. */
  issued_at: readDate,
  image: readText,
  /** A downloadable original (pdf…); absent when the image is the certificate. */
  file: maybe(readText),
});
export type Certificate = z.output<typeof certificate>;
export const certificates = listOrNone(certificate);

/**
 * A tool of the toolbox: `path` opens a page of the app (when the account's menu has it), `url`
 * an external http(s) page in a new tab.
 */
export const tool = obj({
  id: num,
  name: readText,
  desc: maybe(readText).transform((value) => value ?? ''),
  /** A menu icon name (the sidebar's names: tool, bell, qrcode …). */
  icon: maybe(readText).transform((value) => value ?? ''),
  path: maybe(readText),
  url: maybe(readText),
});
export type Tool = z.output<typeof tool>;
export const tools = listOrNone(tool);

export const ROLE_NAME_MAX = 20;
export const ROLE_DESC_MAX = 100;

/** The role editor's rules, checked by the editor and by the server alike. */
export const ROLE_MESSAGES = {
  nameRequired: '请输入角色名称',
  nameMax: `角色名称不能超过 ${ROLE_NAME_MAX} 个字`,
  descText: '角色描述须为文字',
  descMax: `角色描述不能超过 ${ROLE_DESC_MAX} 个字`,
  permissionId: '权限须为数字 id',
  permissionsRequired: '请选择权限',
} as const;

/**
 * The body of a role's create and update: `permission_ids` are the menu tree's
 * admin_permission_id values, at least one (a role that may do nothing is refused).
 * roleInput.parse({ name: '运营', permission_ids: [331, '332'] }) -> { name: '运营', desc: '', permission_ids: [331, 332] }
 * roleInput.safeParse({ name: '运营', permission_ids: [] }) -> error at permission_ids: 请选择权限
 */
export const roleInput = z.object({
  name: z
    .string({ error: ROLE_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: ROLE_MESSAGES.nameRequired })
    .max(ROLE_NAME_MAX, { error: ROLE_MESSAGES.nameMax }),
  desc: z
    .string({ error: ROLE_MESSAGES.descText })
    .trim()
    .max(ROLE_DESC_MAX, { error: ROLE_MESSAGES.descMax })
    .nullish()
    .transform((value) => value ?? ''),
  permission_ids: z
    .array(z.coerce.number({ error: ROLE_MESSAGES.permissionId }).int({ error: ROLE_MESSAGES.permissionId }), { error: ROLE_MESSAGES.permissionsRequired })
    .min(1, { error: ROLE_MESSAGES.permissionsRequired })
    .transform((ids) => [...new Set(ids)]),
});
export type RoleInput = z.output<typeof roleInput>;

/** A role as roles calls answer it. */
export const role = obj({ id: num, name: readText, desc: maybe(readText).transform((value) => value ?? ''), permission_ids: list(num) });
export type Role = z.output<typeof role>;
export const roles = listOrNone(role);

/** A role that an admin holds cannot be deleted (422). */
export const ROLE_IN_USE = '该角色已分配给管理员，不能删除';
