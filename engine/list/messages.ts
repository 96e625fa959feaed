// The generic list page's words, verbatim from the spec where it gives them (sections 4, 5, 8).
// The row actions' labels are in their registry (row-actions.ts).

export const LIST_MESSAGES = {
  success: '操作成功',
  confirmTitle: '警告',
  ok: '确认',
  cancel: '取消',
  confirmDelete: '确定要删除吗？',
  confirmBatchDelete: '确定要批量删除吗？',
  confirmTop: '确定要置顶吗？',
  confirmUntop: '确定要取消置顶吗？',
  confirmBatchUntop: '确定要批量取消置顶吗？',
  /** 无效反馈 (zhuxuetong logs): not a spec string; the report cannot be taken back. */
  confirmInvalid: '确定要反馈该记录为无效线索吗？',
  noSelection: '请勾选需要操作的行',
  noSelectionUntop: '请勾选需要取消的置顶',
  template: '下载模板',
  import: '导入专业',
  add: '新增',
  batchTop: '批量置顶',
  batchUntop: '批量取消置顶',
  batchActive: '批量启用',
  batchInactive: '批量停用',
  batchDelete: '批量删除',
  export: '导出',
  /** 该行已{action}: the row is already in the state the action sets. */
  already: (action: string) => `该行已${action}`,
} as const;
