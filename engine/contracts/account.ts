import { ACCOUNT_MESSAGES as M, MOBILE_PATTERN, NICK_NAME_MAX, PASSWORD_LENGTH } from '../account/rules.ts';
import { z } from '../config/zod.ts';
import { count, fillPage, list, maybe, num, obj, pageShape, readBit, readFlag, readText, readTime, rows, textOr } from './common.ts';
import { optionalInput, requiredInput } from './session.ts';

// The session and account answers (spec sections 3 and 7; server/README.md, Session, Profile,
// Notifications): declared once, parsed by adapters/api, answered by server/routes/core.

/** POST login, quick-login, register-school: the session's token. */
export const sessionToken = obj({
  token: maybe(readText).pipe(z.string({ error: '没有返回登录凭证' }).min(1, { error: '没有返回登录凭证' })),
  expires_at: maybe(readTime),
});
export type SessionToken = z.output<typeof sessionToken>;

/** GET login/need-captcha?user_name=: whether the login form must show the captcha. */
export const needCaptcha = obj({ need_captcha: maybe(readFlag).transform(Boolean) });

/** The school of the account (spec section 3, User info). */
const school = obj({ id: num, name: textOr, logo: maybe(readText), name_auth: maybe(num) });

/**
 * GET /api/organization/profile (spec section 3, User info). `menu_tree` stays as sent: the route
 * guard parses it item by item (engine/config/menu), so that one broken item is left out alone.
 * userInfo.parse({ id: 1, user_name: 'demo', balance: '36.5' }).balance -> 36.5
 */
export const userInfo = obj({
  /** Absent only from a broken answer: the shell then says 获取用户失败，请稍后再试 (app/routing/guard.ts). */
  id: maybe(num),
  top_id: maybe(num),
  user_type: maybe(num),
  user_name: textOr,
  nick_name: maybe(readText),
  mobile: maybe(readText),
  avatar: maybe(readText),
  /** YYYY-MM-DD HH:mm:ss, China time. */
  created_at: maybe(readTime),
  /** The first group's id is admin_group_id. */
  groups: maybe(rows(obj({ id: num, name: textOr }))),
  /** Role keys the routes are filtered by (spec section 6); absent = none. */
  roles: maybe(rows(readText)),
  menu_tree: z.unknown().optional(),
  menu_tree2: z.unknown().optional(),
  balance: maybe(num),
  consume_amount: maybe(num),
  uninvoiced_amount: maybe(num),
  /** 1 = show the authentication image. */
  showAuthImage: maybe(readBit),
  /** Spelled so by the server: 1 a school account, 0 a branch / learning centre. */
  is_shcool: maybe(readBit),
  /** The branch page title: 1 分支机构, 0 学习中心. */
  is_school: maybe(readBit),
  has_branch: maybe(readBit),
  school: maybe(school),
  /** The onboarding pop-up to show: 0 none, 1 to 5. */
  popup_type: maybe(num),
  zhuxuetong_status: maybe(num),
});
export type UserInfo = z.output<typeof userInfo>;

/**
 * PATCH /api/organization/profile (server/README.md, Profile): any of the groups nick_name; avatar;
 * mobile with its code; old_password with password and password_confirmation. Validated by the
 * server (server/routes/core/profile.ts) and the profile dialogs' fields (zodRules).
 * profileUpdateInput.safeParse({ nick_name: ' ' }) -> error at nick_name: 请输入用户昵称
 */
export const profileUpdateInput = z.object({
  nick_name: requiredInput(M.nickNameRequired).max(NICK_NAME_MAX, { error: M.nickNameMax }).optional(),
  avatar: z
    .string({ error: '头像地址应为文字' })
    .trim()
    .max(500, { error: '头像地址过长' })
    .regex(/^(|uploads\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/, { error: '头像地址应为上传后的图片地址' })
    .optional(),
  mobile: z.string({ error: '请填写手机号码' }).trim().regex(MOBILE_PATTERN, { error: M.mobile }).optional(),
  code: optionalInput,
  /** Required with a new password (the server says so then); any other group leaves it out. */
  old_password: optionalInput,
  password: z
    .string({ error: M.newPasswordRequired })
    .min(1, { error: M.newPasswordRequired })
    .min(PASSWORD_LENGTH.min, { error: M.passwordMin })
    .max(PASSWORD_LENGTH.max, { error: M.passwordMax })
    .optional(),
  password_confirmation: optionalInput,
});
export type ProfileUpdate = z.input<typeof profileUpdateInput>;

/** POST forget-password: whose account the code belongs to. */
export const forgetCodeOwner = obj({ user_name: readText, mobile: readText });

/** A notification (spec section 3): status 0 unread, 1 read; the detail adds the template's content. */
export const notice = obj({
  id: num,
  title: textOr,
  status: count,
  /** YYYY-MM-DD HH:mm:ss, China time; '' when none. */
  created_at: maybe(readTime).transform((value) => value ?? ''),
  notification_template: maybe(obj({ title: maybe(readText), content: maybe(readText) })),
});
export type NoticeRow = z.output<typeof notice>;

/** GET profile/notifications-status: the unread count and the latest ones (spec section 3). */
export const noticeStatus = obj({ sum: count, list: list(notice) });

/** GET profile/notifications: a page of notifications and the unread count. */
export const noticePage = obj({ ...pageShape(notice), unread: maybe(num) }).transform(fillPage);
export type NoticePage = z.output<typeof noticePage>;

/** POST profile/notifications/read-all: how many were read. */
export const readAllAnswer = obj({ read: count, unread: count });
