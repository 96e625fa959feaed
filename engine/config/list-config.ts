import { conditions, formConfig, formField } from './form-config.ts';
import { apiCall, fieldKey, flagOr, looseNumber, optionalFlag, optionalNumber, optionalText, text } from './primitives.ts';
import { LIST_MESSAGES } from '../list/messages.ts';
import { ROW_ACTIONS, rowActionLabel } from '../list/row-actions.ts';
import { CALL_DESCRIPTIONS, LIST_CALLS, type ListCall } from './list-calls.ts';
import { z } from './zod.ts';

// The list-config of a generic list page and the menu-component answer that carries it. The spec
// lists the page's features and calls (sections 2 and 7) but not this shape, so it is declared
// here, once, and documented with examples in schemas/README.md.

export { CALL_METHODS, LIST_CALLS, type CallMethod, type ListCall } from './list-calls.ts';

/** Toolbar buttons (spec section 2, Generic list page), in the order they are shown. */
export const TOOLBAR_BUTTONS = [
  'template',
  'import',
  'add',
  'batch_top',
  'batch_untop',
  'batch_active',
  'batch_inactive',
  'batch_delete',
  'export',
] as const;
export type ToolbarButton = (typeof TOOLBAR_BUTTONS)[number];

/** Each button's label, as the toolbar shows it (engine/list/toolbar.ts). */
export const TOOLBAR_LABELS = {
  template: LIST_MESSAGES.template,
  import: LIST_MESSAGES.import,
  add: LIST_MESSAGES.add,
  batch_top: LIST_MESSAGES.batchTop,
  batch_untop: LIST_MESSAGES.batchUntop,
  batch_active: LIST_MESSAGES.batchActive,
  batch_inactive: LIST_MESSAGES.batchInactive,
  batch_delete: LIST_MESSAGES.batchDelete,
  export: LIST_MESSAGES.export,
} satisfies Record<ToolbarButton, string>;

/** The call each button needs configured: without it the toolbar leaves the button out (engine/list/toolbar.ts). */
export const TOOLBAR_CALLS = {
  template: 'template',
  import: 'import',
  add: 'add',
  batch_top: 'top',
  batch_untop: 'top',
  batch_active: 'active',
  batch_inactive: 'active',
  batch_delete: 'delete',
  export: 'export',
} as const satisfies Record<ToolbarButton, ListCall>;

/** Per-row actions (the row-action registry's names, engine/list/row-actions.ts). */
export { ROW_ACTIONS, type RowActionKind } from '../list/row-actions.ts';

/** The service strips a list page may show above its list (list-config `service_strip`). */
export const SERVICE_STRIPS = ['zhuxuetong'] as const;
export type ServiceStrip = (typeof SERVICE_STRIPS)[number];

export const COLUMN_TYPES = ['text', 'image', 'tag', 'switch', 'datetime', 'money', 'active', 'marker'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) => `未知的${what} ${typeof issue.input === 'string' ? JSON.stringify(issue.input.slice(0, 40)) : `（${typeof issue.input}）`}，可用：${values.join(', ')}`,
  });

/** One toolbar entry (parsed on its own, so that a bad one is left out, issue 18). */
export const toolbarButton = oneOf(TOOLBAR_BUTTONS, '工具栏按钮');

export const listColumn = z.strictObject({
  title: text.describe('列标题，如 "专业名称"'),
  field: fieldKey.describe('显示的记录字段，嵌套值用 | 分隔，如 "pivot|price"'),
  type: oneOf(COLUMN_TYPES, '列类型')
    .optional()
    .transform((value) => value ?? 'text')
    .describe('列类型：text 文字（默认）、image 缩略图、tag 标签、switch 开关、datetime 时间、money 金额（元，两位小数）、active 已启用/已停用、marker 是/否'),
  width: optionalNumber.describe('列宽（像素），如 200'),
  sortable: optionalFlag.describe('1：可按此列排序，列表接口收到 sort（此列 field）和 order（asc 或 desc）'),
  map: z.record(z.string(), z.string()).optional().describe('值到文字的对照，如 {"1": "已启用", "0": "已停用"}'),
  options_from: fieldKey.optional().describe('取本页表单中该字段（填它的 field）的选项作为此列显示的文字，不必在 map 中再写一遍'),
  api: apiCall.optional().describe('switch 列点击时的接口（默认 PUT），发送 {ids: [id], <field>: on 或 off}'),
  on: looseNumber
    .optional()
    .transform((value) => value ?? 1)
    .describe('switch 列打开时的值，默认 1'),
  off: looseNumber
    .optional()
    .transform((value) => value ?? 0)
    .describe('switch 列关闭时的值，默认 0'),
});
export type ListColumn = z.output<typeof listColumn>;

const actionLabels = ROW_ACTIONS.map((kind) => `${kind} ${[...new Set([rowActionLabel(kind, 1), rowActionLabel(kind, 0)])].join('/')}`);
export const rowAction = z.strictObject({
  action: oneOf(ROW_ACTIONS, '行操作').describe(`操作：${actionLabels.join('、')}`),
  title: optionalText.describe('按钮文字，替换操作的默认名称，如 "停用"'),
  show_if: conditions.describe('只在符合条件的行上显示：{name, value} 或其列表，name 为该行的字段，如 {"name": "active", "value": 1}'),
  value: looseNumber.optional().describe('active 和 marker：设为的状态（active 1 启用、0 停用；marker 1 或 2）；省略则切换'),
});
export type RowAction = z.output<typeof rowAction>;

export const listConfig = z.strictObject({
  title: text.describe('页面标题，如 "专业管理"'),
  title_by_school: z
    .record(z.enum(['0', '1']), z.string())
    .optional()
    .describe('按账号的 is_school 取标题，如 {"0": "学习中心", "1": "分支机构"}'),
  api: z
    .strictObject(
      Object.fromEntries(LIST_CALLS.map((call) => [call, (call === 'list' ? apiCall : apiCall.optional()).describe(CALL_DESCRIPTIONS[call])])) as {
        [K in ListCall]: K extends 'list' ? typeof apiCall : z.ZodOptional<typeof apiCall>;
      },
    )
    .describe('页面的接口，每个为 {url, method}；list 必填；按钮和操作的接口没配置时不显示'),
  columns: z.array(listColumn).min(1, { error: '至少需要一列' }).describe('表格列：[{title, field, type?, width?, map?, sortable?}, …]，至少一列'),
  search: z
    .array(formField)
    .optional()
    .transform((value) => value ?? [])
    .describe('搜索条件：表单字段（同 form-config 的 fields），按各自的 field 发给列表接口'),
  toolbar: z
    .array(toolbarButton)
    .optional()
    .transform((value) => value ?? [])
    .describe(`工具栏按钮，按此顺序显示：${TOOLBAR_BUTTONS.map((button) => `${button} ${TOOLBAR_LABELS[button]}`).join('、')}；接口未配置的按钮不显示`),
  row_actions: z
    .array(rowAction)
    .optional()
    .transform((value) => value ?? [])
    .describe('每行的操作：[{action, title?, show_if?, value?}, …]'),
  page_size: optionalNumber.transform((value) => value ?? 10).describe('每页行数，默认 10'),
  page_sizes: z
    .array(z.number().int().positive())
    .optional()
    .transform((value) => value ?? [10, 20, 30, 50])
    .describe('可选的每页行数，默认 [10, 20, 30, 50]'),
  pager: flagOr(true).describe('false：不分页，所有行在一页（公司信息：page_size 100）'),
  selection: flagOr(true).describe('false：不能勾选行（也就没有批量按钮）'),
  recharge: optionalFlag.describe('true：搜索条件上方显示余额和「充值」（订单页）'),
  delete_ask: z
    .strictObject({
      text: text.describe('附加的问题，带一个勾选框，如 "是否同时从课程和项目中删除该教师？"'),
      field: fieldKey.describe('回答以此字段（1 或 0）随 ids 发送，如 "is_del"'),
    })
    .optional()
    .describe('删除时多问一句，回答随删除请求发送'),
  // The page notes of spec section 2 (Routes), as keys a page file may set; for the production
  // backend's pages, which do not send them, schemas/page-notes.json supplies them by route.
  banner: optionalText.describe('列表上方的提示条，如 "课程发布须知：……"（培训课程、培训项目）'),
  large_images: optionalFlag.describe('true：图片列显示大图（实景图片）'),
  video_uploads: optionalFlag.describe('true：新增和编辑弹窗的文件字段只收 mp4 视频（上传文件只能是mp4格式!），传到视频上传接口（实景视频）'),
  add_form_omit_last: optionalFlag.describe('true：新增弹窗不显示表单配置的最后一项，编辑弹窗照常（实景视频）'),
  service_strip: oneOf(SERVICE_STRIPS, '服务条')
    .optional()
    .describe('列表上方显示的服务条：zhuxuetong 助学通（状态、开通和关闭；助学通记录页）'),
});
export type ListConfig = z.output<typeof listConfig>;
export type RawListConfig = z.input<typeof listConfig>;

/** GET menu-component/{id}: the page's list-config and the form-config of its add/edit dialog. */
export const menuComponent = z.strictObject({
  $schema: z.string().optional().describe('编辑器用来检查此文件的 JSON Schema，如 "../menu-component.schema.json"；服务器忽略'),
  list: listConfig.optional().describe('列表页配置（list-config）'),
  form: formConfig.optional().describe('表单配置（form-config）：列表页的新增和编辑弹窗，或认证表单页'),
});
export type MenuComponent = z.output<typeof menuComponent>;
