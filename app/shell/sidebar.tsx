import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Layout, Menu, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { menuTrail, type MenuNode } from '../lib/menu-routes.ts';
import { sidebarCollapsedAtom } from '../state/layout.ts';
import { routeTableAtom } from '../state/session.ts';
import { menuIcon } from './menu-icons.tsx';

export const SIDEBAR_WIDTH = 200;

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children
      ? { key: node.key, icon: menuIcon(node.icon), label: node.title, children: toItems(node.children) }
      : { key: node.key, icon: menuIcon(node.icon), label: node.title },
  );
}

function findPath(nodes: readonly MenuNode[], key: string): string | undefined {
  for (const node of nodes) {
    if (node.key === key) return node.path;
    const below = node.children && findPath(node.children, key);
    if (below) return below;
  }
  return undefined;
}

/** The permission-based menu of the server's tree, collapsible, 200 px (spec section 2, Layout). */
export function Sidebar({ activePath }: { activePath: string }) {
  const table = useAtomValue(routeTableAtom);
  const collapsed = useAtomValue(sidebarCollapsedAtom);
  const navigate = useNavigate();
  const menu = useMemo(() => table?.menu ?? [], [table]);
  const items = useMemo(() => toItems(menu), [menu]);
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
          }}
        />
      </nav>
    </Layout.Sider>
  );
}
