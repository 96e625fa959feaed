import { describe, expect, it } from 'vitest';
import { allowed, buildRoutes, menuTrail, resolvePath } from '../../app/lib/menu-routes.ts';
import { ROUTE_PATHS, type MenuItem } from '../../engine/index.ts';
import { parseMenus } from '../../app/routing/guard.ts';
import { safeRedirect } from '../../app/routing/safe-redirect.ts';

const HOME_PATH = ROUTE_PATHS.home;
const MESSAGE_PATH = ROUTE_PATHS.messages;

const item = (id: number, name: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id, name, is_action: false, ...extra });

const TREE: MenuItem[] = [
  item(1, '首页', { route_key: 'dashboard', component: 'dashboard', icon: 'dashboard' }),
  item(2, '教学管理', {
    route_key: 'fxl-school',
    redirect_route: '/fxl-school/fxl-school.teacher',
    icon: 'read',
    children: [
      item(21, '专业管理', { route_key: 'fxl-school.major', key: 'school-major', component: 'list' }),
      item(22, '师资管理', { route_key: 'fxl-school.teacher', component: 'list' }),
      item(23, '师资详情', { route_key: 'fxl-school.teacher-detail', component: 'list', is_action: true }),
    ],
  }),
  item(3, '实景图片', { route_key: 'branchPic', icon: 'picture', children: [item(31, '实景图片', { route_key: 'branchPic', component: 'branchPic' })] }),
  item(4, '机构展示', {
    route_key: 'card',
    children: [
      item(41, '展示管理', {
        route_key: 'card.child-menu',
        component: 'childMenu',
        children: [item(42, '实景图片', { component: 'link', redirect_route: '/branchPic/branchPic' })],
      }),
    ],
  }),
  item(5, '消息中心', { route_key: 'message', children: [item(51, '通知中心', { route_key: 'moreMessage', component: 'message' })] }),
  item(6, '管理员', { route_key: 'admins', roles: ['admin'], children: [item(61, '管理员列表', { route_key: 'admins.list', component: 'list' })] }),
];

describe('buildRoutes: routes and the sidebar from the server menu tree (spec section 2)', () => {
  const table = buildRoutes(TREE);

  it('gives top-level pages their route_key and children parent/child paths', () => {
    expect([...table.routes.keys()]).toEqual([
      HOME_PATH,
      '/fxl-school/fxl-school.major',
      '/fxl-school/fxl-school.teacher',
      '/fxl-school/fxl-school.teacher-detail',
      '/branchPic/branchPic',
      '/card/card.child-menu',
      MESSAGE_PATH,
    ]);
    expect(table.routes.get('/fxl-school/fxl-school.major')).toMatchObject({ title: '专业管理', menuId: '21', pageKey: 'school-major', component: 'list', hidden: false });
  });

  it('titles the dashboard 阳光继教 and pins it and the notification centre', () => {
    expect(table.routes.get(HOME_PATH)).toMatchObject({ title: '阳光继教', affix: true, trail: [] });
    expect(table.routes.get(MESSAGE_PATH)?.affix).toBe(true);
    expect(table.routes.get('/branchPic/branchPic')?.affix).toBe(false);
  });

  it('keeps is_action routes but hides them from the menu', () => {
    expect(table.routes.get('/fxl-school/fxl-school.teacher-detail')?.hidden).toBe(true);
    const teaching = table.menu.find((node) => node.title === '教学管理');
    expect(teaching?.children?.map((node) => node.title)).toEqual(['专业管理', '师资管理']);
  });

  it('shows a section with one page as that page, and a child-menu page with its links', () => {
    expect(table.menu.map((node) => node.title)).toEqual(['首页', '教学管理', '实景图片', '机构展示', '通知中心']);
    expect(table.menu[2]).toMatchObject({ title: '实景图片', path: '/branchPic/branchPic', icon: 'picture' });
    const card = table.menu[3];
    expect(card?.children?.[0]).toMatchObject({ title: '展示管理', path: '/card/card.child-menu', children: [{ title: '实景图片', path: '/branchPic/branchPic' }] });
  });

  it('builds the breadcrumb trail without repeating a title', () => {
    expect(table.routes.get('/fxl-school/fxl-school.major')?.trail).toEqual([{ title: '教学管理' }, { title: '专业管理', path: '/fxl-school/fxl-school.major' }]);
    expect(table.routes.get('/branchPic/branchPic')?.trail).toEqual([{ title: '实景图片', path: '/branchPic/branchPic' }]);
  });

  it('leads a section path to its redirect_route, or its first page, and /moreMessage to the notification centre', () => {
    expect(resolvePath(table, '/fxl-school')).toEqual({ redirect: '/fxl-school/fxl-school.teacher' });
    expect(resolvePath(table, '/branchPic')).toEqual({ redirect: '/branchPic/branchPic' });
    expect(resolvePath(table, '/moreMessage')).toEqual({ redirect: MESSAGE_PATH });
    expect(resolvePath(table, '/fxl-school/fxl-school.major/').route?.title).toBe('专业管理');
    expect(resolvePath(table, '/nope')).toEqual({});
  });

  it('keeps routes without roles or with a matching role (spec section 2, Route guard)', () => {
    expect(table.routes.has('/admins/admins.list')).toBe(false);
    expect(buildRoutes(TREE, ['editor', 'admin']).routes.has('/admins/admins.list')).toBe(true);
    expect(allowed({ roles: [] }, [])).toBe(true);
    expect(allowed({ roles: ['a'] }, ['b'])).toBe(false);
  });

  it('finds the submenus above a page for the sidebar', () => {
    expect(menuTrail(table.menu, '/fxl-school/fxl-school.teacher')).toEqual(['2', '22']);
    expect(menuTrail(table.menu, '/elsewhere')).toEqual([]);
  });
});

describe('parseMenus: a broken menu item is reported and left out', () => {
  it('keeps the good items and names the bad one by its JSON path', () => {
    const { items, errors } = parseMenus([{ id: 1, name: '首页', route_key: 'dashboard', component: 'dashboard' }, { id: 2, children: [] }]);
    expect(items.map((i) => i.name)).toEqual(['首页']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^menu_tree\[1\]\.name: /);
  });

  it('reports a tree that is not a list', () => {
    expect(parseMenus({ id: 1 }).errors).toEqual(['menu_tree: 应为菜单数组']);
  });
});

describe('safeRedirect: only paths of this site', () => {
  const origin = 'https://org.example.cn';
  it.each([
    ['/consult/consult?from=mail#top', '/consult/consult?from=mail#top'],
    ['https://evil.example/steal', undefined],
    ['//evil.example/steal', undefined],
    ['/\\evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['/login?redirect=/x', undefined],
    [42, undefined],
  ])('%j -> %j', (target, expected) => expect(safeRedirect(target, origin)).toBe(expected));
});
