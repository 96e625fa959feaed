import type { Context, Hono } from 'hono';
import { ROLE_IN_USE, roleInput, type MenuItem, type Role } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount, type Account } from '../../auth.ts';
import type { Db } from '../../db.ts';
import { fail, invalid, ok } from '../../http.ts';
import { menuTreeFor } from '../pages/menus.ts';
import { idParam, parseBody } from './util.ts';

// The roles of an organisation's admins (spec section 6: a role editor with a permission tree).
// A role's permissions are admin_permission_id values of the account's menu tree. Every account
// starts with three roles (ids 1 to 3, which the seeded admins' admin_group_id name); a role
// an admin holds (an admin-users record, or the account itself) cannot be deleted.

export const ADMIN_USERS = '/api/organization/admin-users';
const ROLE_NOT_FOUND = '角色不存在';

interface RoleRow {
  id: number;
  name: string;
  description: string;
  permission_ids: string;
}

const toRole = (row: RoleRow): Role => ({ id: row.id, name: row.name, desc: row.description, permission_ids: JSON.parse(row.permission_ids) as number[] });

/** Every admin_permission_id of the tree, parents before children. */
export function permissionIds(items: readonly MenuItem[], keep: (top: MenuItem) => boolean = () => true): number[] {
  const out: number[] = [];
  const walk = (list: readonly MenuItem[]) =>
    list.forEach((item) => {
      const id = Number(item.admin_permission_id);
      if (item.admin_permission_id !== null && item.admin_permission_id !== undefined && Number.isInteger(id)) out.push(id);
      walk(item.children ?? []);
    });
  items.filter(keep).forEach((top) => walk([top]));
  return out;
}

/** The default roles, by the top-level sections (route_key) they may open. */
function defaultRoles(tree: readonly MenuItem[]) {
  const money = ['dashboard', 'order', 'branchPay', 'message', 'school-cert'];
  return [
    { id: 1, name: '超级管理员', desc: '拥有全部菜单的权限', permission_ids: permissionIds(tree) },
    { id: 2, name: '运营人员', desc: '机构展示、教学与推广', permission_ids: permissionIds(tree, (top) => !['order', 'branchPay', 'comProfile'].includes(String(top.route_key))) },
    { id: 3, name: '财务人员', desc: '充值、缴费与证书', permission_ids: permissionIds(tree, (top) => money.includes(String(top.route_key))) },
  ];
}

export class RoleStore {
  constructor(private readonly db: Db) {}

  /** The account's roles, creating the three default ones the first time. */
  list(accountId: number, tree: readonly MenuItem[]): Role[] {
    const rows = () => this.db.prepare('SELECT id, name, description, permission_ids FROM roles WHERE account_id = ? ORDER BY id').all(accountId) as RoleRow[];
    const found = rows();
    if (found.length > 0) return found.map(toRole);
    const insert = this.db.prepare('INSERT OR IGNORE INTO roles (account_id, id, name, description, permission_ids) VALUES (?, ?, ?, ?, ?)');
    this.db.transaction(() => defaultRoles(tree).forEach((r) => insert.run(accountId, r.id, r.name, r.desc, JSON.stringify(r.permission_ids))))();
    return rows().map(toRole);
  }

  /** How many admins hold role `id`: the account's admin records and the account itself. */
  holders(account: Account, id: number): number {
    const records = this.db
      .prepare(
        `SELECT count(*) FROM page_records WHERE account_id = ? AND collection = ? AND deleted = 0
         AND CAST(json_extract(data, '$.admin_group_id') AS TEXT) = ?`,
      )
      .pluck()
      .get(account.id, ADMIN_USERS, String(id)) as number;
    return records + (Number(account.admin_group_id ?? 1) === id ? 1 : 0);
  }
}

export function mountRoles(api: Hono, deps: AppDeps): void {
  const { db } = deps;
  const auth = requireAccount(db);
  const store = new RoleStore(db);
  const treeOf = (c: Context) => menuTreeFor(deps, c.get('account'));
  const find = (accountId: number, id: number) =>
    db.prepare('SELECT id, name, description, permission_ids FROM roles WHERE account_id = ? AND id = ?').get(accountId, id) as RoleRow | undefined;

  /** The body as a role, or the 422 answer: unknown permission ids and a taken name are refused. */
  const readRole = async (c: Context, id?: number) => {
    const parsed = await parseBody(c, roleInput, { name: '角色名称', desc: '角色描述' });
    if (!parsed.ok) return { response: parsed.response };
    const known = new Set(permissionIds(treeOf(c)));
    const unknown = parsed.data.permission_ids.filter((p) => !known.has(p));
    if (unknown.length) return { response: invalid(c, { permission_ids: `权限 ${unknown.join('、')} 不在菜单中` }) };
    const taken = db.prepare('SELECT id FROM roles WHERE account_id = ? AND name = ?').pluck().get(c.get('account').id, parsed.data.name) as number | undefined;
    if (taken !== undefined && taken !== id) return { response: invalid(c, { name: '该角色名称已存在' }) };
    return { role: parsed.data };
  };

  api.get('/organization/roles', auth, (c) => ok(c, store.list(c.get('account').id, treeOf(c))));

  // An admin's role must be one of the account's roles (issue 33 item 2): the add and the update
  // of the admin page (config-driven) answer 422 角色不存在 for any other admin_group_id.
  api.on(['POST', 'PATCH'], ['/organization/admin-users', '/organization/admin-users/:id'], auth, async (c, next) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return next(); // the config-driven call refuses it (readCallBody)
    }
    const id = body !== null && typeof body === 'object' ? (body as { admin_group_id?: unknown }).admin_group_id : undefined;
    if (id === undefined || id === null || id === '') return next();
    const known =
      (typeof id === 'number' || typeof id === 'string') && store.list(c.get('account').id, treeOf(c)).some((role) => String(role.id) === String(id));
    return known ? next() : invalid(c, { admin_group_id: ROLE_NOT_FOUND });
  });

  api.post('/organization/roles', auth, async (c) => {
    const account = c.get('account');
    store.list(account.id, treeOf(c));
    const { role, response } = await readRole(c);
    if (!role) return response;
    const next = ((db.prepare('SELECT max(id) FROM roles WHERE account_id = ?').pluck().get(account.id) as number | null) ?? 0) + 1;
    db.prepare('INSERT INTO roles (account_id, id, name, description, permission_ids) VALUES (?, ?, ?, ?, ?)').run(
      account.id,
      next,
      role.name,
      role.desc,
      JSON.stringify(role.permission_ids),
    );
    return ok(c, toRole(find(account.id, next) as RoleRow));
  });

  api.patch('/organization/roles/:id', auth, async (c) => {
    const account = c.get('account');
    store.list(account.id, treeOf(c));
    const id = idParam(c) ?? 0;
    if (!find(account.id, id)) return fail(c, 404, ROLE_NOT_FOUND);
    const { role, response } = await readRole(c, id);
    if (!role) return response;
    db.prepare('UPDATE roles SET name = ?, description = ?, permission_ids = ? WHERE account_id = ? AND id = ?').run(
      role.name,
      role.desc,
      JSON.stringify(role.permission_ids),
      account.id,
      id,
    );
    return ok(c, toRole(find(account.id, id) as RoleRow));
  });

  api.delete('/organization/roles/:id', auth, (c) => {
    const account = c.get('account');
    store.list(account.id, treeOf(c));
    const id = idParam(c) ?? 0;
    if (!find(account.id, id)) return fail(c, 404, ROLE_NOT_FOUND);
    if (store.holders(account, id) > 0) return fail(c, 422, ROLE_IN_USE, { errors: { id: [ROLE_IN_USE] } });
    db.prepare('DELETE FROM roles WHERE account_id = ? AND id = ?').run(account.id, id);
    return ok(c, null);
  });

  // The admin list and detail (config-driven calls) also answer each admin's role name.
  const withRoleName = (roles: Map<string, string>, record: unknown) =>
    record && typeof record === 'object' && 'admin_group_id' in record
      ? { ...record, admin_group_name: roles.get(String((record as { admin_group_id: unknown }).admin_group_id)) ?? '' }
      : record;
  api.use('/organization/admin-users/*', async (c, next) => addRoleNames(c, next));
  api.use('/organization/admin-users', async (c, next) => addRoleNames(c, next));
  async function addRoleNames(c: Context, next: () => Promise<void>) {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const account = c.get('account') as Account | undefined;
    if (!account) return;
    const body = (await c.res.clone().json()) as { data?: unknown };
    const roles = new Map(store.list(account.id, treeOf(c)).map((r) => [String(r.id), r.name]));
    const data = body.data as { data?: unknown[] } | undefined;
    if (data && Array.isArray(data.data)) data.data = data.data.map((row) => withRoleName(roles, row));
    else body.data = withRoleName(roles, body.data);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(body), { status: 200, headers });
  }
}
