import { COMPONENT_KEYS } from './component-keys.ts';
import { looseId, optionalFlag, optionalText, text } from './primitives.ts';
import { list, maybe, obj, readFlag, readId, readText, rows } from './readers.ts';
import { z } from './zod.ts';

/**
 * One item of the server's menu tree (profile.menu_tree / menu_tree2; spec section 2, Menu tree
 * items). Top-level items use the layout; a child item's `component` key picks the page: a
 * bespoke screen or the generic list page, whose config comes from menu-component/{id}.
 */
export interface MenuItem {
  id: string | number;
  parent_id?: string | number | null | undefined;
  name: string;
  key?: string | undefined;
  route_key?: string | undefined;
  redirect_route?: string | undefined;
  icon?: string | undefined;
  admin_permission_id?: string | number | null | undefined;
  component?: string | undefined;
  /** Routes that are actions (detail pages and the like) are hidden from the menu. */
  is_action: boolean;
  /** Kept when absent or when any of the user's roles matches (spec section 2, Route guard). */
  roles?: string[] | undefined;
  children?: MenuItem[] | undefined;
}

// The menu comes from the production API too, which adds keys of its own (sort, created_at…):
// unknown keys are ignored here, unlike the page configs that product people write.
const COMPONENT_TEXT = '打开哪个页面：list 等为通用列表页，schoolAuthBase 等为认证表单，dashboard 等为专门页面，childMenu 为子菜单页，link 为子菜单页上的入口（见 schemas/README.md「Component keys」）';
const menuItemFields = {
  id: looseId.describe('菜单 id，在整棵菜单树中唯一；也是 menu-component/{id} 的 {id}'),
  parent_id: looseId.nullish().describe('上级菜单的 id；0 或省略为顶级。扩展文件中写已有菜单的 id，即加到它下面'),
  name: text.describe('菜单名称，如 "实景图片"'),
  key: optionalText.describe('页面配置文件名：pages/<key>.json；通用列表页和认证表单必填'),
  route_key: optionalText.describe('路由段：子菜单的地址为 /{上级 route_key}/{route_key}'),
  redirect_route: optionalText.describe('点击后跳转的地址，如 "/branchPic/branchPic"'),
  icon: optionalText.describe('菜单图标名，如 "picture"'),
  admin_permission_id: looseId.nullish().describe('对应的权限 id'),
  component: optionalText.meta({ description: COMPONENT_TEXT, enum: [...COMPONENT_KEYS, null] }),
  is_action: optionalFlag.describe('1：只是一个路由，不显示在菜单中（如申领后的认证表单）'),
  roles: z.array(z.string()).optional().describe('能看到此菜单的角色；省略则所有人可见'),
};

/** The descriptions of a menu item's keys, for the menu tree that the API answers (json-schema.ts). */
export const MENU_ITEM_DESCRIPTIONS = {
  ...(Object.fromEntries(Object.entries(menuItemFields).map(([key, schema]) => [key, schema.description ?? ''])) as Record<keyof typeof menuItemFields, string>),
  component: `${COMPONENT_TEXT}；其他值的页面显示「该页面暂不可用，请联系管理员」`,
  children: '子菜单，同样是菜单项的列表',
};

// As the API answers it, every scalar by the answer readers (engine/config/readers.ts): a PHP
// backend's ids as text, is_action as 0/1, "" for none, children as null or keyed by index.
const someText = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
export const menuItem: z.ZodType<MenuItem, unknown> = obj({
  id: readId,
  parent_id: maybe(readId).transform((value) => value ?? null),
  name: readText.pipe(text),
  key: maybe(readText).transform(someText),
  route_key: maybe(readText).transform(someText),
  redirect_route: maybe(readText).transform(someText),
  icon: maybe(readText).transform(someText),
  admin_permission_id: maybe(readId).transform((value) => value ?? null),
  component: maybe(readText).transform(someText),
  is_action: maybe(readFlag).transform(Boolean),
  roles: maybe(rows(readText)),
  get children() {
    return maybe(rows(menuItem));
  },
});

export const menuTree = list(menuItem);

/** A menu item as a product person writes it in menus/*.json (the server adds nothing to it). */
export interface MenuFileItem extends Omit<MenuItem, 'children'> {
  /** The name by is_school of the account ({"0": 学习中心的名称, "1": 分支机构的名称}). */
  name_by_school?: Partial<Record<'0' | '1', string>> | undefined;
  /** In an extension file: the sibling it goes after (0: first; absent: last). */
  after?: string | number | null | undefined;
  children?: MenuFileItem[] | undefined;
}

// The same item with strict keys: a typo (`compnent`) is flagged by check-config and by the
// JSON Schema, where it would otherwise silently hide the page.
export const menuFileItem: z.ZodType<MenuFileItem, unknown> = z.strictObject({
  ...menuItemFields,
  name_by_school: z
    .strictObject({ '0': text.optional().describe('学习中心（is_school 0）看到的名称'), '1': text.optional().describe('分支机构（is_school 1）看到的名称') })
    .optional()
    .describe('仅服务器使用：按账号的 is_school 替换 name，如 {"0": "学习中心", "1": "分支机构"}；不发给前端'),
  after: looseId
    .nullish()
    .describe('仅扩展文件、仅服务器使用：放在同级的哪个菜单项之后（写其 id，如 331）；0 为最前；省略则放在最后；不发给前端'),
  get children() {
    return z.array(menuFileItem).optional().describe(MENU_ITEM_DESCRIPTIONS.children);
  },
});

/** The items of a menu file written as a list. */
export const menuFileItems = z.array(menuFileItem);

/** A menu file written as an object, so that it can name its JSON Schema: {"$schema": …, "items": […]}. */
export const menuFileObject = z.strictObject({
  $schema: z.string().optional().describe('编辑器用来检查此文件的 JSON Schema，如 "../menu-file.schema.json"；服务器忽略'),
  items: menuFileItems.describe('菜单项列表'),
});

/** A menu file (schemas/menus/*.json): the list of items, or the object naming its JSON Schema. */
export const menuFile = z.union([menuFileItems, menuFileObject]);
