import type { KyInstance } from 'ky';
import type { MenuItem } from '../../engine/index.ts';
import { readBody, readData } from '../http/client.ts';

// The typed calls of the app shell (spec section 7): session, profile, menus' help, sites,
// notifications. The answer shapes are those of the reference server (server/README.md).

export interface UserInfo {
  id: number;
  user_name: string;
  nick_name?: string;
  mobile?: string;
  avatar?: string;
  groups?: { id: number; name: string }[];
  /** Role keys the routes are filtered by (spec section 6); absent = none. */
  roles?: string[];
  menu_tree?: MenuItem[];
  menu_tree2?: MenuItem[];
  balance?: number;
  consume_amount?: number;
  uninvoiced_amount?: number;
  /** YYYY-MM-DD HH:mm:ss. */
  created_at?: string;
  /** Spelled so by the server: 1 a school account, 0 a branch / learning centre. */
  is_shcool?: number;
  /** The branch page title: 1 分支机构, 0 学习中心. */
  is_school?: number;
  has_branch?: number;
  school?: { id: number; name: string; logo?: string; name_auth?: number } | null;
  /** The onboarding pop-up to show: 0 none, 1 to 5. */
  popup_type?: number;
  zhuxuetong_status?: number;
}

export interface LoginPayload {
  user_name: string;
  password: string;
  captcha?: string;
  captcha_key?: string;
}

export interface Captcha {
  img: string;
  key: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  page_size?: number;
}

export interface NoticeRow {
  id: number;
  title: string;
  /** 0 unread, 1 read. */
  status: number;
  created_at: string;
  notification_template?: { title?: string; content?: string };
}

export interface HelpItem {
  id?: number;
  title: string;
  content?: string;
}

export interface Site {
  id: number;
  key: string;
  name: string;
  color: string;
}

/** PATCH /api/organization/profile (server/README.md, Profile): any of these groups. */
export type ProfileUpdate =
  | { nick_name: string }
  | { avatar: string }
  | { mobile: string; code: string }
  | { old_password: string; password: string; password_confirmation: string };

export function accountApi(client: KyInstance) {
  return {
    /** Its 422s (wrong password, captcha) are shown in the login form, not as toasts. */
    login: (payload: LoginPayload) =>
      readData<{ token: string }>(client.post('organization/login', { json: payload, context: { handles: ['validation'] } })),
    needCaptcha: (userName: string) =>
      readData<{ need_captcha: boolean }>(client.get('organization/login/need-captcha', { searchParams: { user_name: userName } })),
    captcha: () => readData<Captcha>(client.get('common/captcha')),
    /** POST /api/common/send-mobile-code (spec section 5): mobile, captcha and captcha_key. */
    sendMobileCode: (body: { mobile: string; captcha: string; captcha_key: string }) => readBody(client.post('common/send-mobile-code', { json: body })),
    logout: () => readBody(client.post('organization/logout')),
    profile: () => readData<UserInfo | null>(client.get('organization/profile')),
    /** Answers the new user info; its 422s are shown on the form's fields (see fieldErrors). */
    updateProfile: (body: ProfileUpdate) => readData<UserInfo>(client.patch('organization/profile', { json: body, context: { handles: ['validation'] } })),
    /** Applies to the school of an `apply_id` cookie (spec section 2, Route guard). */
    applySchool: (schoolId: string) => readBody(client.post('organization/school-auth-form', { json: { school_id: schoolId } })),
    /** Polled by the navbar's bell, which shows its own loading state: no overlay. */
    noticeStatus: () =>
      readData<{ sum: number; list: NoticeRow[] }>(client.get('organization/profile/notifications-status', { context: { background: true } })),
    notices: (page: number, pageSize = 20) =>
      readData<Paged<NoticeRow> & { unread?: number }>(client.get('organization/profile/notifications', { searchParams: { page, page_size: pageSize } })),
    notice: (id: number) => readData<NoticeRow>(client.get(`organization/profile/notifications/${id}`)),
    helps: (menuId: string | number) => readData<HelpItem[] | Paged<HelpItem>>(client.get('common/menu-helpers', { searchParams: { menu_id: String(menuId), type: 3 } })),
    sites: () => readData<Site[]>(client.get('organization/sites')),
    /** The children of a child-menu page (raw menu items). */
    childMenus: (menuId: string | number) => readData<MenuItem[]>(client.get(`organization/child-menus/${menuId}`)),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
