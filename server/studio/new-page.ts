import type { MenuIconName } from '../../engine/index.ts';
import { layeredDirs, readPageConfigs, type AccountKind, type RawMenuItem } from '../page-configs.ts';

// The studio's 新建页面 template: one step gives a menu item (menus/<account>.<key>.json, a group
// of its own in the menu with the page under it) and its page (pages/<key>.json: a list with
// search, add, edit, detail and delete, and its form), whose records the server keeps with no code.

export interface NewPage {
  /** The page key: the file pages/<key>.json and the route /<key>/<key>. */
  key: string;
  /** The menu name and the page's title. */
  title: string;
  account: AccountKind;
  /** The menu item's icon (engine MENU_ICONS); file-text when none is chosen. */
  icon?: MenuIconName | undefined;
}

export const PAGE_KEY = /^[a-z][a-z0-9-]{1,39}$/;

/** The next free menu ids of both trees (every file's items counted, extension files too). */
function nextId(schemasDir: string): number {
  const { configs } = readPageConfigs(layeredDirs(schemasDir));
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
export function newPageFiles(schemasDir: string, { key, title, account, icon = 'file-text' }: NewPage): { files: Record<string, string>; route: string } {
  const id = nextId(schemasDir);
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
  const menu = {
    items: [
      {
        id,
        parent_id: 0,
        name: title,
        route_key: key,
        redirect_route: `/${key}/${key}`,
        icon,
        admin_permission_id: id,
        is_action: 0,
        children: [
          { id: id + 1, parent_id: id, name: title, key, route_key: key, icon, admin_permission_id: id + 1, component: 'list', is_action: 0 },
        ],
      },
    ],
  };
  return { files: { [`pages/${key}.json`]: json(page), [`menus/${account}.${key}.json`]: json(menu) }, route: `/${key}/${key}` };
}
