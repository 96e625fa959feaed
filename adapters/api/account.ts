import type { KyInstance } from 'ky';
import { contracts, menuTree, type MenuItem, type ProfileUpdate, type SendCodePayload } from '../../engine/index.ts';
import { readBody, readParsed } from '../http/index.ts';
import { createLoginApi } from './login.ts';

// The typed calls of the app shell (spec section 7): session, profile, menus' help, sites,
// notifications. Every answer is parsed through its contract (engine/contracts).

export type { Captcha, HelpItem, LoginPayload, NoticeRow, Paged, ProfileUpdate, Site, UserInfo } from '../../engine/index.ts';

const { helpItems, notice, noticePage, noticeStatus, schoolPage, sites, userInfo } = contracts;

export function createAccountApi(client: KyInstance) {
  return {
    ...createLoginApi(client),
    /** POST /api/common/send-mobile-code (spec section 5): mobile, captcha and captcha_key. */
    sendMobileCode: (body: SendCodePayload) => readBody(client.post('common/send-mobile-code', { json: body })),
    /** A 402 here means the login had already gone: the caller logs out all the same (no 登录过期 detour). */
    logout: () => readBody(client.post('organization/logout', { context: { handles: ['session-expired'] } })),
    /** null when the server answers no user (the guard shows 获取用户失败，请稍后再试). */
    profile: () => readParsed(client.get('organization/profile'), userInfo.nullable()),
    /** Answers the new user info; its 422s are shown on the form's fields (see fieldErrors). */
    updateProfile: (body: ProfileUpdate) => readParsed(client.patch('organization/profile', { json: body, context: { handles: ['validation'] } }), userInfo),
    /** Applies to the school of an `apply_id` cookie (spec section 2, Route guard). */
    applySchool: (schoolId: string) => readBody(client.post('organization/school-auth-form', { json: { school_id: schoolId } })),
    /** A school by its id through the school search (/orgApply names its group school); undefined when unknown. */
    school: async (schoolId: string) => (await readParsed(client.get('common/schools', { searchParams: { id: schoolId, page: 1, page_size: 1 } }), schoolPage)).data[0],
    /** Polled by the navbar's bell, which shows its own loading state: no overlay. */
    noticeStatus: () => readParsed(client.get('organization/profile/notifications-status', { context: { background: true } }), noticeStatus),
    notices: (page: number, pageSize = 20) =>
      readParsed(client.get('organization/profile/notifications', { searchParams: { page, page_size: pageSize } }), noticePage),
    notice: (id: number) => readParsed(client.get(`organization/profile/notifications/${id}`), notice),
    helps: (menuId: string | number) => readParsed(client.get('common/menu-helpers', { searchParams: { menu_id: String(menuId), type: 3 } }), helpItems),
    sites: () => readParsed(client.get('organization/sites'), sites),
    /** The children of a child-menu page (menu items, engine/config/menu). */
    childMenus: (menuId: string | number, signal?: AbortSignal) =>
      readParsed(client.get(`organization/child-menus/${menuId}`, signal ? { signal } : {}), menuTree),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
export type { MenuItem };
