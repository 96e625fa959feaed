// The query keys of the app's server state, declared once: a screen reads with them and a
// mutation invalidates with them (after 操作成功, a payment, a profile change).
// queryKeys.notices({ page: 1, status: 'all' }) -> ['notices', 'list', { page: 1, status: 'all' }]

export const queryKeys = {
  /** Everything that shows the account's money or service state: the dashboard's stat, … */
  account: ['account'] as const,
  stat: ['account', 'stat'] as const,
  zhuxuetong: ['account', 'zhuxuetong'] as const,
  invoiceModel: ['account', 'invoice-model'] as const,
  payOrders: (page: number) => ['account', 'pay-orders', { page }] as const,
  payFeeInfo: ['pay-fee-info'] as const,
  systemSetting: ['system-setting'] as const,
  /** One payment's QR and result (not under account: a refresh must not launch it again). */
  payment: (id: number | string) => ['payment', String(id)] as const,
  notices: ['notices'] as const,
  noticeList: (params: Record<string, unknown>) => ['notices', 'list', params] as const,
  noticeStatus: ['notices', 'status'] as const,
} as const;
