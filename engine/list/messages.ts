import { MESSAGES } from '../messages.ts';

// The generic list page's words, verbatim from the spec where it gives them (sections 4, 5, 8);
// the section-8 sentences are read from engine/messages.ts. The row actions' labels are in their
// registry (row-actions.ts).

export const LIST_MESSAGES = {
  success: MESSAGES.success,
  confirmTitle: MESSAGES.confirmTitle,
  ok: MESSAGES.ok,
  cancel: MESSAGES.cancel,
  confirmDelete: MESSAGES.confirmDelete,
  confirmBatchDelete: MESSAGES.confirmBatchDelete,
  confirmTop: MESSAGES.confirmTop,
  confirmUntop: MESSAGES.confirmUntop,
  confirmBatchUntop: MESSAGES.confirmBatchUntop,
  /** 无效反馈 (zhuxuetong logs): not a spec string; the report cannot be taken back. */
  confirmInvalid: '确定要反馈该记录为无效线索吗？',
  noSelection: MESSAGES.noSelection,
  noSelectionUntop: MESSAGES.noSelectionUntop,
  template: '下载模板',
  import: '导入专业',
  add: '新增',
  batchTop: '批量置顶',
  batchUntop: '批量取消置顶',
  batchActive: '批量启用',
  batchInactive: '批量停用',
  batchDelete: '批量删除',
  export: '导出',
  already: MESSAGES.already,
} as const;
