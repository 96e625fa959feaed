export { accountApi, type AccountApi, type Captcha, type HelpItem, type LoginPayload, type NoticeRow, type Paged, type Site, type UserInfo } from './account.ts';
export { selfServiceApi, type SelfServiceApi } from './self-service.ts';
export { doorsApi, type DoorsApi, type OptionNode, type RegisterPayload, type SessionToken } from './doors.ts';
export { feeOf, moneyApi, type FeeInfo, type InvoiceModel, type MoneyApi, type PayChannel, type PayLaunch, type PayOrderPayload, type PayOrderRow, type ZhuxuetongState } from './money.ts';
