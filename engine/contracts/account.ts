import { z } from '../config/zod.ts';
import { count, maybe, num, paged, textOr } from './common.ts';

// The session and account answers (spec sections 3 and 7; server/README.md, Session, Profile,
// Notifications): declared once, parsed by adapters/api, answered by server/routes/core.

/** POST login, quick-login, register-school: the session's token. */
export const sessionToken = z.object({ token: z.string().min(1), expires_at: maybe(z.string()) });
export type SessionToken = z.output<typeof sessionToken>;

/** GET login/need-captcha?user_name=: whether the login form must show the captcha. */
export const needCaptcha = z.object({ need_captcha: z.union([z.boolean(), num]).transform(Boolean) });

/** The school of the account (spec section 3, User info). */
const school = z.object({ id: num, name: textOr, logo: maybe(z.string()), name_auth: maybe(num) });

/**
 * GET /api/organization/profile (spec section 3, User info). `menu_tree` stays as sent: the route
 * guard parses it item by item (engine/config/menu), so that one broken item is left out alone.
 * userInfo.parse({ id: 1, user_name: 'demo', balance: '36.5' }).balance -> 36.5
 */
export const userInfo = z.object({
  id: num,
  top_id: maybe(num),
  user_type: maybe(num),
  user_name: z.string(),
  nick_name: maybe(z.string()),
  mobile: maybe(z.string()),
  avatar: maybe(z.string()),
  /** YYYY-MM-DD HH:mm:ss. */
  created_at: maybe(z.string()),
  /** The first group's id is admin_group_id. */
  groups: maybe(z.array(z.object({ id: num, name: textOr }))),
  /** Role keys the routes are filtered by (spec section 6); absent = none. */
  roles: maybe(z.array(z.string())),
  menu_tree: z.unknown().optional(),
  menu_tree2: z.unknown().optional(),
  balance: maybe(num),
  consume_amount: maybe(num),
  uninvoiced_amount: maybe(num),
  /** 1 = show the authentication image. */
  showAuthImage: maybe(num),
  /** Spelled so by the server: 1 a school account, 0 a branch / learning centre. */
  is_shcool: maybe(num),
  /** The branch page title: 1 分支机构, 0 学习中心. */
  is_school: maybe(num),
  has_branch: maybe(num),
  school: maybe(school),
  /** The onboarding pop-up to show: 0 none, 1 to 5. */
  popup_type: maybe(num),
  zhuxuetong_status: maybe(num),
});
export type UserInfo = z.output<typeof userInfo>;

/** PATCH /api/organization/profile (server/README.md, Profile): any of these groups. */
export type ProfileUpdate =
  | { nick_name: string }
  | { avatar: string }
  | { mobile: string; code: string }
  | { old_password: string; password: string; password_confirmation: string };

/** POST forget-password: whose account the code belongs to. */
export const forgetCodeOwner = z.object({ user_name: z.string(), mobile: z.string() });

/** A notification (spec section 3): status 0 unread, 1 read; the detail adds the template's content. */
export const notice = z.object({
  id: num,
  title: textOr,
  status: count,
  created_at: textOr,
  notification_template: maybe(z.object({ title: maybe(z.string()), content: maybe(z.string()) })),
});
export type NoticeRow = z.output<typeof notice>;

/** GET profile/notifications-status: the unread count and the latest ones (spec section 3). */
export const noticeStatus = z.object({ sum: count, list: z.array(notice) });

/** GET profile/notifications: a page of notifications and the unread count. */
export const noticePage = paged(notice).extend({ unread: maybe(num) });
export type NoticePage = z.output<typeof noticePage>;

/** POST profile/notifications/read-all: how many were read. */
export const readAllAnswer = z.object({ read: count, unread: count });
