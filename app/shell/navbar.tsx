import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createAssetUrl } from '../../adapters/http/index.ts';
import { BalanceChip } from '../money/balance-chip.tsx';
import { HOME_TITLE, type AppRoute } from '../lib/menu-routes.ts';
import { helpOpenAtom, sidebarCollapsedAtom } from '../state/layout.ts';
import { clearSession, userAtom } from '../state/session.ts';
import { FontSizeSelect } from './font-size-select.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { NoticePopover } from './notice/notice-popover.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { useServices } from '../services/use-services.ts';
import { ROUTE_PATHS } from '../../engine/index.ts';

/**
 * The breadcrumb: always from 阳光继教 (the dashboard), then the page's sections. Plain markup in
 * the look of antd's Breadcrumb (which, with Avatar and Badge, took 12 kB gzip into every first load).
 */
function Crumbs({ route }: { route: AppRoute | undefined }) {
  const items = [
    { key: ROUTE_PATHS.home, title: route?.path === ROUTE_PATHS.home ? HOME_TITLE : <Link to={ROUTE_PATHS.home}>{HOME_TITLE}</Link> },
    ...(route?.trail ?? []).map((crumb, index, all) => ({
      key: `${index}-${crumb.title}`,
      title: crumb.path && index < all.length - 1 ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    })),
  ];
  return (
    <nav className="navbar-breadcrumb" aria-label="面包屑">
      <ol>
        {items.map((item, index) => (
          <li key={item.key} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {index > 0 && (
              <span className="navbar-crumb-separator" aria-hidden>
                /
              </span>
            )}
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The account's picture in a 32 px circle, or the user icon when it has none or it fails to load. */
function AvatarImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <span className="navbar-avatar-image">
      {src && failed !== src ? <img src={src} alt="头像" onError={() => setFailed(src)} /> : <UserOutlined aria-label="头像" />}
    </span>
  );
}

export function Navbar({ route }: { route: AppRoute | undefined }) {
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const setHelpOpen = useSetAtom(helpOpenAtom);
  const user = useAtomValue(userAtom);
  const services = useServices();
  const navigate = useNavigate();
  const name = user?.school?.name || user?.nick_name || user?.user_name || '';
  const avatar = user?.avatar ? createAssetUrl(services.config.storageHost)(user.avatar) : undefined;

  const logout = async () => {
    try {
      await services.api.account.logout();
    } catch {
      // the token is dropped here whatever the server says
    }
    clearSession(services.store, 'logout');
    await navigate({ to: ROUTE_PATHS.login, replace: true });
  };

  return (
    <header className="navbar">
      <Button
        type="text"
        className="navbar-toggle"
        aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => setCollapsed(!collapsed)}
      />
      <Crumbs route={route} />
      <div className="navbar-tools">
        <NoticePopover />
        <Tooltip title="帮助中心">
          <Button type="text" aria-label="帮助中心" icon={<QuestionCircleOutlined />} onClick={() => setHelpOpen(true)} />
        </Tooltip>
        <FullscreenToggle />
        <FontSizeSelect />
        <SettingsPanel />
        <BalanceChip />
        <span className="navbar-name">
          {name}
          {/* who of the organisation is logged in: the nickname, when it is not already the name shown */}
          {user?.nick_name && user.nick_name !== name && <span className="navbar-nick"> · {user.nick_name}</span>}
        </span>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'home', label: '首页' },
              { key: 'profile', label: '个人中心' },
              { type: 'divider' },
              { key: 'logout', label: '退出' },
            ],
            onClick: ({ key }) => {
              if (key === 'home') void navigate({ to: ROUTE_PATHS.home });
              if (key === 'profile') void navigate({ href: ROUTE_PATHS.profile });
              if (key === 'logout') void logout();
            },
          }}
        >
          <button type="button" className="navbar-avatar" aria-label="账号菜单">
            <AvatarImage src={avatar || undefined} />
          </button>
        </Dropdown>
      </div>
    </header>
  );
}
