import type { MenuIconName } from '../../engine/index.ts';
import { layeredDirs, readPageConfigs, type AccountKind, type PageConfigs, type RawMenuItem } from '../page-configs.ts';

// The studio's 新建页面 template: one step gives a menu item (menus/<account>.<key>.json: a group
// of its own with the page under it, or the page alone under a group the menu has, at the place
// chosen among its siblings) and its page (pages/<key>.json: a list with search, add, edit,
// detail and delete, and its form), whose records the server keeps with no code.

export interface NewPage {
  /** The page key: the file pages/<key>.json and the route /<key>/<key>. */
  key: string;
  /** The menu name and the page's title. */
  title: string;
  account: AccountKind;
  /** The menu item's icon (engine MENU_ICONS); file-text when none is chosen. */
  icon?: MenuIconName | undefined;
  /** The group of the menu the page goes under (a top-level item without a page); 0 or absent: a group of its own. */
  parent_id?: number | undefined;
  /** The sibling it goes after (0: first; absent: last): an item of that group, or of the top level. */
  after?: number | undefined;
}

/** A menu item a new page can go under or after, as the studio lists them. */
export interface MenuPlace {
  id: number | string;
  name: string;
  /** A group: a top-level item without a page of its own, which a new page can go under. */
  group: boolean;
  /** Its shown children (is_action ones left out): where under it the page can go. */
  children: { id: number | string; name: string }[];
}

/** Thrown when the chosen parent or position is not in the account's menu: its message says which. */
export class MenuPlaceError extends Error {
  override name = 'MenuPlaceError';
}

const shown = (items: RawMenuItem[]) => items.filter((item) => !Number(item.is_action));

/** The top level of the account's menu as the app shows it, for 新建页面's 上级菜单 and 位置. */
export function menuPlaces(configs: PageConfigs, account: AccountKind): MenuPlace[] {
  return shown(configs.menus[account]).map((item) => ({
    id: item.id,
    name: String(item.name),
    group: item.component === undefined && Boolean(item.children?.length),
    children: shown(item.children ?? []).map((child) => ({ id: child.id, name: String(child.name) })),
  }));
}

export const PAGE_KEY = /^[a-z][a-z0-9-]{1,39}$/;

/** The next free menu ids of both trees (every file's items counted, extension files too). */
function nextId(configs: PageConfigs): number {
  let max = 0;
  const visit = (items: RawMenuItem[]) =>
    items.forEach((item) => {
      max = Math.max(max, Number(item.id) || 0);
      visit(item.children ?? []);
    });
  visit([...configs.menus.school, ...configs.menus.branch]);
  return Math.max(900, Math.ceil((max + 1) / 10) * 10);
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The two files of a new page, by name, and where it opens in the app. */
export function newPageFiles(schemasDir: string, { key, title, account, icon = 'file-text', parent_id: parentId, after }: NewPage): { files: Record<string, string>; route: string } {
  const { configs } = readPageConfigs(layeredDirs(schemasDir));
  const places = menuPlaces(configs, account);
  const parent = parentId ? places.find((place) => String(place.id) === String(parentId)) : undefined;
  if (parentId && !parent?.group) throw new MenuPlaceError(`上级菜单 ${parentId} 不是${account === 'school' ? '学校' : '分支机构'}账号菜单中的一个分组：请从列表中选择`);
  const siblings = parent ? parent.children : places;
  if (after && !siblings.some((sibling) => String(sibling.id) === String(after))) throw new MenuPlaceError(`位置：菜单 id ${after} 不在${parent ? `「${parent.name}」下` : '顶级菜单中'}：请从列表中选择`);
  const placing = after === undefined ? {} : { after };
  const id = nextId(configs);
  const url = `/api/organization/${key}`;
  const page = {
    list: {
      title,
      api: {
        list: { url },
        add: { url },
        detail: { url: `${url}/{id}` },
        update: { url: `${url}/{id}` },
        delete: { url },
      },
      columns: [
        { title: '名称', field: 'name', width: 200 },
        { title: '说明', field: 'desc', width: 300 },
        { title: '创建时间', field: 'created_at', type: 'datetime', width: 170 },
      ],
      search: [{ name: '名称', field: 'name', component: { type: 'text', size: 'S' } }],
      toolbar: ['add', 'batch_delete'],
      row_actions: [
        { action: 'edit', title: '编辑' },
        { action: 'detail', title: '查看' },
        { action: 'delete', title: '删除' },
      ],
    },
    form: {
      component: { name: key, title },
      fields: [
        { name: '名称', field: 'name', mark: '不超过40个字', rules: { required: 1, max: 40 }, component: { type: 'text', size: 'M' } },
        { name: '说明', field: 'desc', rules: { max: 200 }, component: { type: 'textarea' } },
      ],
    },
  };
  const childId = parent ? id : id + 1;
  const pageItem = { id: childId, parent_id: parent ? parent.id : id, name: title, key, route_key: key, icon, admin_permission_id: childId, component: 'list', is_action: 0 };
  const parentRoute = parent && configs.menus[account].find((item) => String(item.id) === String(parent.id))?.route_key;
  const menu = parent
    ? { items: [{ ...pageItem, ...placing }] }
    : { items: [{ id, parent_id: 0, name: title, route_key: key, redirect_route: `/${key}/${key}`, icon, admin_permission_id: id, is_action: 0, ...placing, children: [pageItem] }] };
  const route = `/${parent ? String(parentRoute) : key}/${key}`;
  return { files: { [`pages/${key}.json`]: json(page), [`menus/${account}.${key}.json`]: json(menu) }, route };
}
