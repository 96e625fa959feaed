import type { RowActionKind } from '../config/list-config.ts';

// The generic list page's words, verbatim from the spec where it gives them (sections 4, 5, 8).

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
  rowLabel(kind: RowActionKind, value: number | undefined): string {
    if (kind === 'active' && value !== undefined) return value === 1 ? '启用' : '停用';
    return ROW_LABELS[kind];
  },
} as const;
