// The sentences of spec section 8 (the error catalogue), the words the user reads after a call,
// declared once: the browser (adapters/http's catalogue, the list page, the screens) and the
// reference server (server/http.ts, auth.ts, faults.ts, routes) read them from here, so both
// say the same thing. tests/engine/messages.test.ts fails when one is spelled anywhere else.
//
// The words of one screen or form live next to their rules, each in one table:
//   LIST_MESSAGES       engine/list/messages.ts      the generic list page (its confirms come from here)
//   ACCOUNT_MESSAGES    engine/account/rules.ts      login, register, forgotten password, profile
//   ROLE_MESSAGES       engine/contracts/self-service.ts   the role editor
//   RECHARGE_MESSAGES   engine/contracts/money.ts    the recharge dialog
//   PAY_ORDER_MESSAGES  engine/contracts/money.ts    the pay-order form
//   GEOCODER_MESSAGES   adapters/map/geocoder.ts     the map dialog (an adapter's own words)
// This file imports none of them (they read their shared sentences from here, so an index that
// imported them back would be an import cycle); engine/index.ts exports them all.

export const MESSAGES = {
  /** Success is recognised by this message only (isSuccess); dialogs close and lists refresh then. */
  success: '操作成功',
  /** 402. */
  sessionExpired: '登录过期，请重新登录',
  /** 403 on the pending-payment page, confirmed with goRecharge. */
  balanceTooLow: '您的余额不足，请先去充值',
  goRecharge: '去充值',
  /** 422 without a first error of its own. */
  invalidBody: '提交的数据有误',
  /** 423: the account must apply to its group school first. */
  groupApply: '请先申请加入集团学校',
  /** 500 and any other 5xx. */
  serverError: '服务器500错误，请联系管理员',
  /** 404 of a record (the server's message; the browser ignores 404). */
  notFound: '记录不存在或已删除',
  /** 409: the record changed since the dialog loaded it (issue 58 item 1); the dialog shows what differs. */
  recordChanged: '该记录已被他人修改',
  /** A batch call without a selection (spec section 5). */
  noSelection: '请勾选需要操作的行',
  noSelectionUntop: '请勾选需要取消的置顶',
  /** The route guard's fallback when a failure has no Chinese message. */
  guardFallback: 'Has Error',
  /** The user info answer is empty. */
  userMissing: '获取用户失败，请稍后再试',
  uploaded: '上传成功',
  paid: '支付成功',
  cancelled: '取消成功',
  notPaid: '尚未支付成功',
  /** After the authentication form is submitted. */
  authSubmitted: '设置成功',
  imageUploadFailed: '图片上传失败',
  /** 导入成功 with the success count. */
  imported: (count: number) => `导入成功 ${count} 条`,
  /** 导入失败 with the fail count. */
  importFailed: (count: number) => `导入失败 ${count} 条`,
  /** 该行已{action}: the row is already in the state the action sets. */
  already: (action: string) => `该行已${action}`,
  confirmTitle: '警告',
  ok: '确认',
  cancel: '取消',
  confirmDelete: '确定要删除吗？',
  confirmBatchDelete: '确定要批量删除吗？',
  confirmTop: '确定要置顶吗？',
  confirmUntop: '确定要取消置顶吗？',
  confirmBatchUntop: '确定要批量取消置顶吗？',
  confirmGiveUp: '是否放弃申领',
} as const;

/**
 * Success is recognised by the message 操作成功 only (spec section 8), whatever the code:
 * isSuccess({code: 200, message: '操作成功'}) -> true; isSuccess({code: 200, message: '已保存'}) -> false.
 */
export function isSuccess(answer: { code?: unknown; message?: unknown } | null | undefined): boolean {
  return answer?.message === MESSAGES.success;
}
