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
  noticeLists: ['notices', 'list'] as const,
  noticeList: (params: Record<string, unknown>) => ['notices', 'list', params] as const,
  noticeStatus: ['notices', 'status'] as const,
  noticeDetail: (id: number) => ['notices', 'detail', id] as const,
  certificates: ['certificates'] as const,
  tools: ['tools'] as const,
  roles: ['roles'] as const,
  /** Option lists of /api/common (the registration's categories and areas): not per account. */
  categories: (type: number) => ['common', 'categories', type] as const,
  areas: ['common', 'areas'] as const,
  /** A configured page's menu-component/{id}. */
  pageConfig: (menuId: string) => ['page-config', menuId] as const,
  /** A child-menu page's children (child-menus/{id}). */
  childMenus: (menuId: string) => ['child-menus', menuId] as const,
  /**
   * One image captcha (common/captcha) of one form: single use, so each form asks its own
   * (scope: the form's id) and a refresh asks again. need-captcha by the user name typed.
   */
  captcha: (scope: string) => ['captcha', scope] as const,
  needCaptcha: (userName: string) => ['need-captcha', userName] as const,
  /** Mutation key of /orgApply's 立即申请 (one application in flight). */
  orgApply: (groupSchoolId: string) => ['org-apply', groupSchoolId] as const,
  /** The group school of /orgApply, by its id. */
  groupSchool: (groupSchoolId: string) => ['group-school', groupSchoolId] as const,
  /** An auth form's show answer, by its show URL: under account, so refreshAccount reloads it. */
  authForm: (showUrl: string) => ['account', 'auth-form', showUrl] as const,
  /** The personal centre's own reload of the user info (outside `account`: refreshAccount loads it itself). */
  profile: ['profile'] as const,
  /** 切换站点's sites. */
  sites: ['sites'] as const,
  /** The image library's tags (all pages) and one page of its images. */
  imageTags: ['image-library', 'tags'] as const,
  images: (tagId: string | number | undefined, page: number) => ['image-library', 'images', { tagId, page }] as const,
  /** The help panel's 常见问题 of a menu item. */
  helps: (menuId: string) => ['helps', menuId] as const,
  /**
   * A config-driven read of a list page by its request: under ['list', url], so 操作成功
   * refreshes the page's list by the URL of its list call (listCalls) and nothing else. The
   * dialogs' loads (record, pinned list, confirm logs, teachers) are ['list-dialog', ...listCall].
   */
  listCall: (request: { method: string; url: string; query?: Record<string, unknown> | undefined }) =>
    ['list', request.url, request.method, request.query ?? {}] as const,
  listCalls: (url: string) => ['list', url] as const,
  /** A select source's options (spec section 3, Select config): one entry per source and query, shared by the search bar and every dialog. */
  options: (url: string, params: Record<string, unknown>) => ['options', url, params] as const,
  /** A paged search source (search-page) by its query, name and page size. */
  optionPages: (url: string, params: Record<string, unknown>, name: string, pageSize: number) => ['options', url, params, { name, pageSize }] as const,
  /** The name of one id of a paged search source (search-page), asked by id. */
  optionName: (url: string, params: Record<string, unknown>, id: string) => ['options', url, params, { id }] as const,
  allOptions: ['options'] as const,
} as const;
