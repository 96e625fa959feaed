import type { Hono } from 'hono';
import type { MenuItem } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount, type Account } from '../../auth.ts';
import { fail, ok } from '../../http.ts';
import { currentPageConfigs, pageBeingFixed, type AccountKind, type PageConfigs, type RawMenuItem } from '../../page-configs.ts';

// The menus (schemas/menus/*.json) and what hangs off a menu item: its page config
// (menu-component/{id}), its children (child-menus/{id}) and its help items (menu-helpers).

export function accountKind(account: Account): AccountKind {
  return Number(account.is_shcool) === 1 ? 'school' : 'branch';
}

/** is_school of the account: 1 分支机构, 0 学习中心 (spec section 6); 1 when the column is absent. */
const isSchool = (account: Account) => String(account.is_school ?? 1) === '0' ? '0' : '1';

/** A copy of the tree as the account sees it: `name_by_school` resolved into `name`, `after` (the files' placing) left out. */
function resolve(items: RawMenuItem[], account: Account): RawMenuItem[] {
  return items.map((item) => {
    const { name_by_school: byKind, after: _placing, children, ...rest } = item;
    const names = byKind && typeof byKind === 'object' ? (byKind as Record<string, string>) : undefined;
    const out: RawMenuItem = { ...rest, name: names?.[isSchool(account)] ?? rest.name };
    if (children) out.children = resolve(children, account);
    return out;
  });
}

function treeOf(configs: PageConfigs, account: Account): RawMenuItem[] {
  return resolve(configs.menus[accountKind(account)], account);
}

/**
 * The menu tree an account sees (profile.menu_tree): the school tree for is_shcool 1, the branch
 * / learning-centre tree otherwise, from the page configs in schemasDir.
 */
export function menuTreeFor(deps: AppDeps, account: Account): MenuItem[] {
  return treeOf(currentPageConfigs(deps.schemasDir), account) as unknown as MenuItem[];
}

export function findMenuItem(items: RawMenuItem[], id: string): RawMenuItem | undefined {
  for (const item of items) {
    if (String(item.id) === id) return item;
    const found = findMenuItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

const MENU_NOT_FOUND = '菜单不存在';

/** What a page whose file is broken (left out at start or on reload) answers: 503. */
export const PAGE_BEING_FIXED = '该页面的配置正在修复中，请稍后再试';

export function mountMenus(api: Hono, deps: AppDeps): void {
  const auth = requireAccount(deps.db);

  api.get('/organization/menu-component/:id', auth, (c) => {
    const configs = currentPageConfigs(deps.schemasDir);
    const item = findMenuItem(treeOf(configs, c.get('account')), c.req.param('id'));
    if (!item) return fail(c, 404, MENU_NOT_FOUND);
    const page = typeof item.key === 'string' ? configs.pages.get(item.key) : undefined;
    if (!page && pageBeingFixed(configs, item)) return fail(c, 503, PAGE_BEING_FIXED);
    if (!page) return fail(c, 404, `菜单「${String(item.name)}」没有页面配置`);
    return ok(c, page.raw);
  });

  api.get('/organization/child-menus/:id', auth, (c) => {
    const item = findMenuItem(treeOf(currentPageConfigs(deps.schemasDir), c.get('account')), c.req.param('id'));
    return item ? ok(c, item.children ?? []) : fail(c, 404, MENU_NOT_FOUND);
  });

  // Help items (type 3: 常见问题) of the page a menu item opens; the default list otherwise.
  api.get('/common/menu-helpers', (c) => {
    const configs = currentPageConfigs(deps.schemasDir);
    const id = c.req.query('menu_id') ?? '';
    const type = c.req.query('type') ?? '3';
    if (type !== '3') return ok(c, []);
    const item = id ? findMenuItem([...configs.menus.school, ...configs.menus.branch], id) : undefined;
    const key = typeof item?.key === 'string' ? item.key : undefined;
    return ok(c, (key && configs.help[key]) || configs.help[id] || configs.help.default || []);
  });
}
