// The rules of the account forms (register, forgotten password), declared once: the reference
// server's checks (server/routes/core/session.ts) and the login screen's doors read them, so the
// browser and the server say the same thing.

/** A mainland mobile number: MOBILE_PATTERN.test('13800000001') -> true; '12345678901' -> false. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** 4–20 of A-Za-z0-9_-: USER_NAME_PATTERN.test('new-school_1') -> true. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;

export const ACCOUNT_MESSAGES = {
  mobileRequired: '请输入手机号码',
  mobile: '请输入正确的手机号码',
  /** A new number that is the one already bound (修改手机号). */
  sameMobile: '新手机号与当前手机号相同',
  userNameRequired: '请输入用户名',
  userName: '用户名为4-20位字母、数字、下划线或减号',
  passwordRequired: '请输入密码',
  newPasswordRequired: '请输入新密码',
  passwordMin: '密码至少6位',
  passwordMax: '密码最多32位',
  passwordRepeat: '请再次输入密码',
  newPasswordRepeat: '请再次输入新密码',
  /** A new password that is the old one (修改密码). */
  samePassword: '新密码不能与原密码相同',
  passwordMismatch: '两次输入的密码不一致',
  schoolNameRequired: '请输入机构名称',
  schoolNameMax: '机构名称最多60个字',
  nickNameRequired: '请输入用户昵称',
  nickNameMax: '昵称最多30个字',
  oldPasswordRequired: '请输入原密码',
  captchaRequired: '请输入图形验证码',
  captchaKeyRequired: '请先获取图形验证码',
  codeRequired: '请输入短信验证码',
  categoryRequired: '请选择机构类别',
  areaRequired: '请选择所在地区',
} as const;

/** A nickname is at most 30 characters. */
export const NICK_NAME_MAX = 30;

/** Password length: 6 to 32 characters. */
export const PASSWORD_LENGTH = { min: 6, max: 32 } as const;

export const SCHOOL_NAME_MAX = 60;

/** A strong password: 8–32 characters with at least one letter and one digit. */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,32}$/;

/** An https address with a host and no spaces: https://mp.weixin.qq.com/s/abc. */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/;

/**
 * The formats a form field may require (its rules.format in a form-config): checked by the
 * generated form and again by the server, with the same message (issue 15).
 */
export const FIELD_FORMATS = {
  user_name: { pattern: USER_NAME_PATTERN, message: ACCOUNT_MESSAGES.userName },
  password: { pattern: STRONG_PASSWORD_PATTERN, message: '密码至少8位，需同时包含字母和数字' },
  mobile: { pattern: MOBILE_PATTERN, message: ACCOUNT_MESSAGES.mobile },
  /** A link the public opens (公众号's 关注链接): https only, with a host. */
  https_url: { pattern: HTTPS_URL_PATTERN, message: '请输入以 https:// 开头的网址' },
} as const;

export type FieldFormat = keyof typeof FIELD_FORMATS;
export const FIELD_FORMAT_NAMES = Object.keys(FIELD_FORMATS) as [FieldFormat, ...FieldFormat[]];
