import type { ReactNode } from 'react';
import type { MenuIconName } from '../../engine/index.ts';
import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  BookOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  IdcardOutlined,
  KeyOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QrcodeOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SoundOutlined,
  TeamOutlined,
  ToolOutlined,
  TrophyOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  VideoCameraOutlined,
  WalletOutlined,
  WechatOutlined,
} from '@ant-design/icons';

// The menu tree names icons by antd's kebab-case names ("safety-certificate"), the engine's
// MENU_ICONS: a component for each (a name without one does not compile). Only these are bundled
// (all of @ant-design/icons would be megabytes); an unknown name gets the generic one.
const ICONS = {
  'account-book': <AccountBookOutlined />,
  apartment: <ApartmentOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bell: <BellOutlined />,
  book: <BookOutlined />,
  'customer-service': <CustomerServiceOutlined />,
  dashboard: <DashboardOutlined />,
  'file-text': <FileTextOutlined />,
  global: <GlobalOutlined />,
  idcard: <IdcardOutlined />,
  key: <KeyOutlined />,
  notification: <NotificationOutlined />,
  'pay-circle': <PayCircleOutlined />,
  picture: <PictureOutlined />,
  profile: <ProfileOutlined />,
  project: <ProjectOutlined />,
  qrcode: <QrcodeOutlined />,
  read: <ReadOutlined />,
  'safety-certificate': <SafetyCertificateOutlined />,
  schedule: <ScheduleOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  sound: <SoundOutlined />,
  team: <TeamOutlined />,
  tool: <ToolOutlined />,
  trophy: <TrophyOutlined />,
  user: <UserOutlined />,
  'usergroup-add': <UsergroupAddOutlined />,
  'video-camera': <VideoCameraOutlined />,
  wallet: <WalletOutlined />,
  wechat: <WechatOutlined />,
} satisfies Record<MenuIconName, ReactNode>;

/** The icon a menu item names: menuIcon('picture') -> <PictureOutlined />; an unknown name -> the generic one. */
export function menuIcon(name: string | undefined): ReactNode {
  return (name && (ICONS as Record<string, ReactNode>)[name]) || <AppstoreOutlined />;
}
