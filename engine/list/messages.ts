import type { RowActionKind } from '../config/list-config.ts';
import { MESSAGES } from '../messages.ts';

// The generic list page's words, verbatim from the spec where it gives them (sections 4, 5, 8);
// the section-8 sentences are read from engine/messages.ts.

const ROW_LABELS: Record<RowActionKind, string> = {
  detail: '详情',
  edit: '编辑',
  edit_mobile: '修改手机号',
  delete: '删除',
  active: '启用',
  marker: '标记',
  top: '置顶',
  untop: '取消置顶',
  top_settings: '置顶设置',
  confirm_logs: '确认记录',
  content: '课程内容',
  teachers: '授课教师',
  pay: '支付',
  invalid: '无效反馈',
};

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
  rowLabel(kind: RowActionKind, value: number | undefined): string {
    if (kind === 'active' && value !== undefined) return value === 1 ? '启用' : '停用';
    return ROW_LABELS[kind];
  },
} as const;
