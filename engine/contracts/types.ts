// The types of the API contracts, for `export type *` from the engine's entry.
export type { Captcha, Envelope, FileItem, HelpItem, ImportPreview, ImportResult, OptionNode, Paged, RawOption, Site, TrainTeacher, UploadAnswer } from './common.ts';
export type { NoticePage, NoticeRow, ProfileUpdate, SessionToken, UserInfo } from './account.ts';
export type { FeeInfo, InvoiceModel, PayChannel, PayLaunch, PayOrderPayload, PayOrderRow, RechargeOrder, RechargePayload, Stat, TrendDay, ZhuxuetongState } from './money.ts';
export type { AuditLog, AuthShow } from './auth-form.ts';
export type { Certificate, Role, RoleInput, Tool } from './self-service.ts';
export type { LoginPayload, MobileCodePayload, RegisterPayload, ResetPasswordPayload, SendCodePayload } from './session.ts';
