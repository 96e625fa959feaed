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
const menuItemFields = {
  id: looseId,
  parent_id: looseId.nullish(),
  name: text,
  key: optionalText,
  route_key: optionalText,
  redirect_route: optionalText,
  icon: optionalText,
  admin_permission_id: looseId.nullish(),
  component: optionalText,
  is_action: optionalFlag,
  roles: z.array(z.string()).optional(),
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
  children?: MenuFileItem[] | undefined;
}

// The same item with strict keys: a typo (`compnent`) is flagged by check-config and by the
// JSON Schema, where it would otherwise silently hide the page.
export const menuFileItem: z.ZodType<MenuFileItem, unknown> = z.strictObject({
  ...menuItemFields,
  name_by_school: z.strictObject({ '0': text.optional(), '1': text.optional() }).optional(),
  get children() {
    return z.array(menuFileItem).optional();
  },
});

/** The items of a menu file written as a list. */
export const menuFileItems = z.array(menuFileItem);

/** A menu file written as an object, so that it can name its JSON Schema: {"$schema": …, "items": […]}. */
export const menuFileObject = z.strictObject({
  $schema: z.string().optional(),
  items: menuFileItems,
});

/** A menu file (schemas/menus/*.json): the list of items, or the object naming its JSON Schema. */
export const menuFile = z.union([menuFileItems, menuFileObject]);
