import type { MenuPlace } from './studio-api.ts';

// 新建页面's 上级菜单 and 位置 (issue 60 item 7), from the account's menu as the app shows it
// (GET /api/dev/studio/menu): the groups a page can go under, and the places among the siblings.

/** 位置's value for the end of the list: the server is sent no `after`. */
export const LAST = -1;

export interface Choice {
  value: number;
  label: string;
}

/** 上级菜单: none (a group of its own, at the top level), or one of the menu's groups. */
export const parentChoices = (places: MenuPlace[]): Choice[] => [
  { value: 0, label: '无（单独成为一级菜单）' },
  ...places.filter((place) => place.group).map((place) => ({ value: Number(place.id), label: place.name })),
];

/**
 * 位置 under `parent` (0: the top level): last (the default), first, or after one of its items.
 * positionChoices(places, 330) -> [最后, 最前, 在「专业管理」之后, …]
 */
export function positionChoices(places: MenuPlace[], parent: number): Choice[] {
  const siblings = parent ? (places.find((place) => Number(place.id) === parent)?.children ?? []) : places;
  return [{ value: LAST, label: '最后' }, { value: 0, label: '最前' }, ...siblings.map((sibling) => ({ value: Number(sibling.id), label: `在「${sibling.name}」之后` }))];
}

/** What the server is sent for the choices: parent_id only under a group, after only when not last. */
export const placeOf = (parent: number, after: number): { parent_id?: number; after?: number } => ({ ...(parent ? { parent_id: parent } : {}), ...(after === LAST ? {} : { after }) });
