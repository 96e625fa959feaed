// The icons a menu item may name (spec section 2, Menu tree items: `icon`), by antd's kebab-case
// names: the app draws these (adapters/ui/menu-icons.tsx, a component for each) and any other as
// the generic one; the studio's 新建页面 offers them.

export const MENU_ICONS = [
  'account-book',
  'apartment',
  'appstore',
  'audit',
  'bell',
  'book',
  'customer-service',
  'dashboard',
  'file-text',
  'global',
  'idcard',
  'key',
  'notification',
  'pay-circle',
  'picture',
  'profile',
  'project',
  'qrcode',
  'read',
  'safety-certificate',
  'schedule',
  'setting',
  'shop',
  'sound',
  'team',
  'tool',
  'trophy',
  'user',
  'usergroup-add',
  'video-camera',
  'wallet',
  'wechat',
] as const;

export type MenuIconName = (typeof MENU_ICONS)[number];
