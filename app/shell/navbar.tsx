import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { DRAWER_BELOW, useNarrowerThan } from '../../adapters/ui/index.ts';
import { createAssetUrl } from '../../adapters/http/index.ts';
import { BalanceChip } from '../features/money/index.ts';
import { HOME_TITLE, type AppRoute } from '../lib/menu-routes.ts';
import { helpOpenAtom, settingsOpenAtom, sidebarCollapsedAtom, sidebarDrawerOpenAtom } from '../state/layout.ts';
import { rechargeRequestAtom } from '../state/money.ts';
import { FONT_SIZES } from '../state/preferences.ts';
import { clearSession, userAtom } from '../state/session.ts';
import { FontSizeSelect, useFontSizeChoice } from './font-size-select.tsx';
import { FullscreenToggle, fullscreenLabel, useFullscreen } from './fullscreen-toggle.tsx';
import { NoticePopover } from '../features/notices/index.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { useServices } from '../services/use-services.ts';
import { formatMoney, ROUTE_PATHS } from '../../engine/index.ts';

type MenuItems = Required<MenuProps>['items'];

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

/** Keys of the account menu's entries that stand for the navbar's tools on a narrow screen. */
const FONT_KEY = 'font:';

export function Navbar({ route }: { route: AppRoute | undefined }) {
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(sidebarDrawerOpenAtom);
  const setHelpOpen = useSetAtom(helpOpenAtom);
  const setSettingsOpen = useSetAtom(settingsOpenAtom);
  const openRecharge = useSetAtom(rechargeRequestAtom);
  const user = useAtomValue(userAtom);
  const services = useServices();
  const navigate = useNavigate();
  // Below 992 px the sidebar is a drawer and the navbar keeps the menu button, the bell and the
  // account menu; its other tools move into the account menu (issue 57 item 1)
  const narrow = useNarrowerThan(DRAWER_BELOW);
  const fullscreen = useFullscreen();
  const fontSize = useFontSizeChoice();
  const name = user?.school?.name || user?.nick_name || user?.user_name || '';
  const avatar = user?.avatar ? createAssetUrl(services.config.storageHost)(user.avatar) : undefined;
  const balance = user?.balance;

  const logout = async () => {
    try {
      await services.api.account.logout();
    } catch {
      // the token is dropped here whatever the server says
    }
    clearSession(services.store, 'logout');
    await navigate({ to: ROUTE_PATHS.login, replace: true });
  };

  const account: MenuItems = [
    { key: 'home', label: '首页' },
    { key: 'profile', label: '个人中心' },
    { type: 'divider' },
    { key: 'logout', label: '退出' },
  ];
  // the same entries, and under the account's name what the wide navbar shows beside it
  const narrowAccount: MenuItems = [
    { type: 'group', key: 'who', label: <span className="navbar-menu-name">{name}</span>, children: account.slice(0, 2) },
    { type: 'divider' },
    ...(balance !== undefined ? [{ key: 'recharge', icon: <WalletOutlined />, label: `余额 ${formatMoney(balance)} · 充值` }] : []),
    { key: 'help', icon: <QuestionCircleOutlined />, label: '帮助中心' },
    { key: 'fullscreen', icon: fullscreen.full ? <FullscreenExitOutlined /> : <FullscreenOutlined />, label: fullscreenLabel(fullscreen.full) },
    { key: 'settings', icon: <SettingOutlined />, label: '系统设置' },
    { type: 'group', key: 'font', label: '布局大小', children: FONT_SIZES.map((size) => ({ key: `${FONT_KEY}${size.key}`, label: size.label })) },
    { type: 'divider' },
    { key: 'logout', label: '退出' },
  ];
  const choose = (key: string) => {
    if (key === 'home') void navigate({ to: ROUTE_PATHS.home });
    if (key === 'profile') void navigate({ href: ROUTE_PATHS.profile });
    if (key === 'logout') void logout();
    if (key === 'recharge') openRecharge({});
    if (key === 'help') setHelpOpen(true);
    if (key === 'fullscreen') void fullscreen.toggle();
    if (key === 'settings') setSettingsOpen(true);
    if (key.startsWith(FONT_KEY)) fontSize.choose(key.slice(FONT_KEY.length));
  };

  return (
    <header className={narrow ? 'navbar navbar-narrow' : 'navbar'}>
      {narrow ? (
        <Button type="text" className="navbar-toggle" aria-label="打开菜单" aria-expanded={drawerOpen} icon={<MenuOutlined />} onClick={() => setDrawerOpen(true)} />
      ) : (
        <Button
          type="text"
          className="navbar-toggle"
          aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setCollapsed(!collapsed)}
        />
      )}
      <Crumbs route={route} />
      <div className="navbar-tools">
        <NoticePopover />
        {!narrow && (
          <>
            <Tooltip title="帮助中心">
              <Button type="text" aria-label="帮助中心" icon={<QuestionCircleOutlined />} onClick={() => setHelpOpen(true)} />
            </Tooltip>
            <FullscreenToggle />
            <FontSizeSelect />
          </>
        )}
        {/* always there: the drawer, and the layout settings it applies, whether the gear shows or not */}
        <SettingsPanel button={!narrow} />
        {!narrow && (
          <>
            <BalanceChip />
            <span className="navbar-name">
              {name}
              {/* who of the organisation is logged in: the nickname, when it is not already the name shown */}
              {user?.nick_name && user.nick_name !== name && <span className="navbar-nick"> · {user.nick_name}</span>}
            </span>
          </>
        )}
        <Dropdown
          trigger={['click']}
          menu={{
            items: narrow ? narrowAccount : account,
            ...(narrow ? { selectable: true, selectedKeys: [`${FONT_KEY}${fontSize.size}`] } : {}),
            onClick: ({ key }) => choose(key),
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
