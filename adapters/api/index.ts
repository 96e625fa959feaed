import type { KyInstance } from 'ky';
import { createAccountApi } from './account.ts';
import { createAuthFormApi } from './auth-form.ts';
import { createDoorsApi } from './doors.ts';
import { createMoneyApi } from './money.ts';
import { createNoticesApi } from './notices.ts';
import { createPagesApi } from './pages.ts';
import { createSelfServiceApi } from './self-service.ts';
import { createStatApi } from './stat.ts';

export { createLoginApi, type LoginApi } from './login.ts';
export { createAccountApi, type AccountApi, type Captcha, type HelpItem, type LoginPayload, type NoticeRow, type Paged, type Site, type UserInfo } from './account.ts';
export { createAuthFormApi, type AuditLog, type AuthFormApi, type AuthShow } from './auth-form.ts';
export { createSelfServiceApi, type SelfServiceApi } from './self-service.ts';
export { createDoorsApi, type DoorsApi, type OptionNode, type RegisterPayload, type SessionToken } from './doors.ts';
export { feeOf, createMoneyApi, type FeeInfo, type InvoiceModel, type MoneyApi, type PayChannel, type PayLaunch, type PayOrderPayload, type PayOrderRow, type ZhuxuetongState } from './money.ts';
export { createNoticesApi, type NoticeFilter, type NoticeListParams, type NoticePage, type NoticesApi } from './notices.ts';
export { createPagesApi, type PagesApi, type RawMenuComponent } from './pages.ts';
export { createStatApi, type Stat, type StatApi, type TrendDay } from './stat.ts';
export { queryKeys } from './query-keys.ts';

/**
 * Every typed call of the app over one HTTP client, by area: built once at the app's root
 * (app/services/index.ts) and pulled by the screens (useApi()).
 * createApi(client).money.recharge(100, 'wechat')
 */
export function createApi(client: KyInstance) {
  return {
    account: createAccountApi(client),
    pages: createPagesApi(client),
    authForm: createAuthFormApi(client),
    money: createMoneyApi(client),
    notices: createNoticesApi(client),
    stat: createStatApi(client),
    selfService: createSelfServiceApi(client),
    doors: createDoorsApi(client),
  };
}

export type Api = ReturnType<typeof createApi>;
export { type ProfileUpdate } from './account.ts';

