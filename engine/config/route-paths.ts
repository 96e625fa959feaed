// The route paths that code names (spec section 2, Routes), declared once: the app's router,
// shell and screens and the reference server (the toolbox's links) read them. Every other page's
// path comes from the account's menu tree (parent route_key / child route_key).

export const ROUTE_PATHS = {
  home: '/dashboard',
  login: '/login',
  authRedirect: '/auth-redirect',
  editMobile: '/editMobilePage',
  category: '/category',
  notFound: '/404',
  unauthorized: '/401',
  /** The target of a 423 answer: /orgApply?id={group_school_id}. */
  orgApply: '/orgApply',
  /** 通知中心 (pinned); /moreMessage leads there. */
  messages: '/message/moreMessage',
  messagesShort: '/moreMessage',
  /** 账户充值 (recharge). */
  recharge: '/order/order.order',
  /** 待缴费 (pending payment). */
  branchPay: '/branchPay/branchPay',
  profile: '/comProfile/comProfile',
  roles: '/comProfile/comProfile.roles',
  certificates: '/school-cert/school-cert',
  /** 助学通 logs, a card of the dashboard. */
  zhuxuetongLogs: '/order/order.zhuxuetong-logs',
  /** The base authentication of a school, and of a branch (both with `?type=name_auth`). */
  baseAuth: '/school-auth/school-auth.base',
  branchBaseAuth: '/school-auth2/school-auth2.base',
} as const;

export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];

/** The spec routes that carry `?type=name_auth` (spec section 2, Routes). */
export const NAME_AUTH_PATHS: readonly string[] = [ROUTE_PATHS.baseAuth, ROUTE_PATHS.branchBaseAuth];
