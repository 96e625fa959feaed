import { looseId, optionalFlag, optionalText, text } from './primitives.ts';
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
export const menuItem: z.ZodType<MenuItem, unknown> = z.object({
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
  get children() {
    return z.array(menuItem).optional();
  },
});

export const menuTree = z.array(menuItem);
