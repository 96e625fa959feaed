import { z } from '../config/zod.ts';

// The answers and bodies of the self-service calls (server/README.md: Certificates, Tools,
// Roles): declared once, used by the reference server, the app and the stories' fakes.

/** An electronic certificate of the organisation: `image` and `file` are stored paths (uploads/…). */
export interface Certificate {
  id: number;
  name: string;
  cert_no: string;
  /** YYYY-MM-DD */
  issued_at: string;
  image: string;
  /** A downloadable original (pdf…); absent when the image is the certificate. */
  file?: string | undefined;
}

/**
 * A tool of the toolbox: `path` opens a page of the app (when the account's menu has it), `url`
 * an external http(s) page in a new tab.
 */
export interface Tool {
  id: number;
  name: string;
  desc: string;
  /** A menu icon name (the sidebar's names: tool, bell, qrcode …). */
  icon: string;
  path?: string | undefined;
  url?: string | undefined;
}

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

export interface Role {
  id: number;
  name: string;
  desc: string;
  permission_ids: number[];
}

/** A role that an admin holds cannot be deleted (422). */
export const ROLE_IN_USE = '该角色已分配给管理员，不能删除';
