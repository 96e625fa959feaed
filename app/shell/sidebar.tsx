import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Layout, Menu, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { intentTimer } from '../lib/intent.ts';
import { menuTrail, resolvePath, type MenuNode } from '../lib/menu-routes.ts';
import { sidebarCollapsedAtom } from '../state/layout.ts';
import { routeTableAtom } from '../state/session.ts';
import { preloadScreen, screenKind } from '../features/index.tsx';
import { prefetchPageConfig } from '../services/use-page-config.ts';
import { useServices } from '../services/use-services.ts';
import { menuIcon } from '../../adapters/ui/index.ts';

export const SIDEBAR_WIDTH = 200;

type Item = Required<MenuProps>['items'][number];

/** What a page's item does when the pointer or the focus comes to it (`warm`) and leaves it (`cool`). */
interface Intent {
  warm(path: string): void;
  cool(): void;
}

function toItems(nodes: readonly MenuNode[], intent: Intent): Item[] {
  return nodes.map((node) => {
    if (node.children) return { key: node.key, icon: menuIcon(node.icon), label: node.title, children: toItems(node.children, intent) };
    const { path } = node;
    const warm = () => path && intent.warm(path);
    return {
      key: node.key,
      icon: menuIcon(node.icon),
      label: node.title,
      ...(path ? { onMouseEnter: warm, onFocus: warm, onMouseLeave: intent.cool, onBlur: intent.cool } : {}),
    };
  });
}

/**
 * How long the pointer or the focus must stay on a page's item before its configuration is asked
 * for: a pointer crossing the menu, or arrow keys going down it, ask for nothing.
 */
const INTENT_MS = 80;

function findPath(nodes: readonly MenuNode[], key: string): string | undefined {
  for (const node of nodes) {
    if (node.key === key) return node.path;
    const below = node.children && findPath(node.children, key);
    if (below) return below;
  }
  return undefined;
}

export interface SidebarProps {
  activePath: string;
  /** In the drawer of a narrow screen (layout.tsx): never collapsed, and a choice closes it (`onChoose`). */
  inDrawer?: boolean;
  /** After a page is chosen in the menu. */
  onChoose?(): void;
}

/** The permission-based menu of the server's tree, collapsible, 200 px (spec section 2, Layout). */
export function Sidebar({ activePath, inDrawer = false, onChoose }: SidebarProps) {
  const table = useAtomValue(routeTableAtom);
  const collapsed = useAtomValue(sidebarCollapsedAtom) && !inDrawer;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { api } = useServices();
  const menu = useMemo(() => table?.menu ?? [], [table]);
  // A page's item pointed at or focused: its screen's code at once (fetched once for all pages
  // of a kind), and a configured page's configuration if the pointer or focus stays INTENT_MS.
  const intent = useMemo(() => intentTimer(INTENT_MS), []);
  const warm = useCallback(
    (path: string) => {
      const route = table && resolvePath(table, path).route;
      if (!route) return;
      preloadScreen(route.component);
      const kind = screenKind(route.component);
      if (kind === 'list' || kind === 'auth-form') intent.after(() => prefetchPageConfig(client, route.menuId, api.pages));
      else intent.cancel();
    },
    [table, client, api, intent],
  );
  useEffect(() => intent.cancel, [intent]);
  const items = useMemo(() => toItems(menu, { warm, cool: intent.cancel }), [menu, warm, intent]);
  const trail = useMemo(() => menuTrail(menu, activePath), [menu, activePath]);
  const [openKeys, setOpenKeys] = useState<string[]>(trail.slice(0, -1));
  const selected = trail.at(-1);
  // Opening a page opens the submenus above it; the user may still close them.
  useEffect(() => setOpenKeys((keys) => [...new Set([...keys, ...trail.slice(0, -1)])]), [trail]);
  return (
    <Layout.Sider className="app-sider" width={SIDEBAR_WIDTH} collapsedWidth={54} collapsed={collapsed} trigger={null} theme="dark">
      <div className="app-logo" title="阳光继教">
        {/* the site's colour (切换站点), not the favicon's fixed teal: issue 31 item 9 */}
        <svg className="app-logo-mark" viewBox="0 0 64 64" width={28} height={28} aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="var(--app-brand, #13c2c2)" />
          <circle cx="32" cy="32" r="12" fill="#fff" />
        </svg>
        {!collapsed && <span>阳光继教</span>}
      </div>
      <nav aria-label="主菜单" className="app-sider-menu">
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
          onClick={({ key }) => {
            const path = findPath(menu, key);
            if (path) void navigate({ href: path });
            onChoose?.();
          }}
        />
      </nav>
    </Layout.Sider>
  );
}
