import { ACCOUNT_MESSAGES as M, MOBILE_PATTERN, PASSWORD_LENGTH, SCHOOL_NAME_MAX, USER_NAME_PATTERN } from '../account/rules.ts';
import { z } from '../config/zod.ts';

/** The request headers of spec section 7: the login's token and the site's name (browser and server). */
export const API_HEADERS = { token: 'org-token', site: 'site-name' } as const;

// The bodies of the session calls (spec section 7; server/README.md, Session): login, the mobile
// code, quick login, the forgotten password and registering a school. Declared once: the
// reference server validates with them (server/routes/core/session.ts), the login screen sends
// their input types and shows the same messages (engine/account/rules.ts, ACCOUNT_MESSAGES).

/** A required, trimmed text: requiredInput('请输入用户名').parse('  a ') -> 'a'; '' fails with the message. */
export const requiredInput = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** An optional text: '' and null read as absent, numbers as their text. */
export const optionalInput = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? undefined : String(value).trim()));

/** A required id chosen from a list (a number, or its text): requiredChoice('请选择机构类别').parse('12') -> 12. */
export const requiredChoice = (message: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, { error: message })], { error: message })
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n > 0, { error: message });

export const mobileText = requiredInput(M.mobileRequired).regex(MOBILE_PATTERN, { error: M.mobile });
const codeText = requiredInput(M.codeRequired);
const newPassword = requiredInput(M.newPasswordRequired).min(PASSWORD_LENGTH.min, { error: M.passwordMin }).max(PASSWORD_LENGTH.max, { error: M.passwordMax });

/** POST login: loginInput.safeParse({ user_name: ' ', password: 'x' }) -> error at user_name: 请输入用户名. */
export const loginInput = z.object({
  user_name: requiredInput(M.userNameRequired),
  password: requiredInput(M.passwordRequired),
  captcha: optionalInput,
  captcha_key: optionalInput,
});
export type LoginPayload = z.input<typeof loginInput>;

/** POST common/send-mobile-code: the mobile with the image captcha and its key. */
export const sendCodeInput = z.object({
  mobile: mobileText,
  captcha_key: requiredInput(M.captchaKeyRequired),
  captcha: requiredInput(M.captchaRequired),
});
export type SendCodePayload = z.input<typeof sendCodeInput>;

/** POST quick-login and POST forget-password: the mobile and its SMS code. */
export const mobileCodeInput = z.object({ mobile: mobileText, code: codeText });
export type MobileCodePayload = z.input<typeof mobileCodeInput>;

/** PATCH forget-password: the mobile, its code and the new password (twice). */
export const resetPasswordInput = mobileCodeInput
  .extend({ password: newPassword, password_confirmation: optionalInput })
  .refine((body) => body.password_confirmation === undefined || body.password_confirmation === body.password, {
    path: ['password_confirmation'],
    error: M.passwordMismatch,
  });
export type ResetPasswordPayload = z.input<typeof resetPasswordInput>;

/**
 * POST register-school: the account, its mobile and code, the school's name, category and area
 * (the area's last level). registerInput.safeParse({ …, category_id: undefined }) -> error at category_id: 请选择机构类别.
 */
export const registerInput = z.object({
  user_name: requiredInput(M.userNameRequired).regex(USER_NAME_PATTERN, { error: M.userName }),
  password: requiredInput(M.passwordRequired).min(PASSWORD_LENGTH.min, { error: M.passwordMin }).max(PASSWORD_LENGTH.max, { error: M.passwordMax }),
  mobile: mobileText,
  code: codeText,
  school_name: requiredInput(M.schoolNameRequired).max(SCHOOL_NAME_MAX, { error: M.schoolNameMax }),
  category_id: requiredChoice(M.categoryRequired),
  area_id: requiredChoice(M.areaRequired),
});
export type RegisterPayload = z.input<typeof registerInput>;
