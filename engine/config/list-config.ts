import { conditions, formConfig, formField } from './form-config.ts';
import { apiCall, fieldKey, flagOr, looseNumber, optionalFlag, optionalNumber, optionalText, text } from './primitives.ts';
import { ROW_ACTIONS } from '../list/row-actions.ts';
import { LIST_CALLS, type ListCall } from './list-calls.ts';
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

/** Per-row actions (the row-action registry's names, engine/list/row-actions.ts). */
export { ROW_ACTIONS, type RowActionKind } from '../list/row-actions.ts';

export const COLUMN_TYPES = ['text', 'image', 'tag', 'switch', 'datetime', 'money', 'active', 'marker'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) => `未知的${what} ${typeof issue.input === 'string' ? JSON.stringify(issue.input.slice(0, 40)) : `（${typeof issue.input}）`}，可用：${values.join(', ')}`,
  });

/** One toolbar entry (parsed on its own, so that a bad one is left out, issue 18). */
export const toolbarButton = oneOf(TOOLBAR_BUTTONS, '工具栏按钮');

export const listColumn = z.strictObject({
  title: text,
  /** The record key shown (a pipe path for nested values: `pivot|price`). */
  field: fieldKey,
  type: oneOf(COLUMN_TYPES, '列类型').optional().transform((value) => value ?? 'text'),
  width: optionalNumber,
  /** The user may sort the list by this column: the list call gets `sort` (the field) and `order` (asc or desc). */
  sortable: optionalFlag,
  /** Value -> text, e.g. {"1": "已启用", "0": "已停用"}. */
  map: z.record(z.string(), z.string()).optional(),
  /** The values' names from the options of this field (its `field`) of the page's form-config, instead of a `map` that repeats them. */
  options_from: fieldKey.optional().describe('取本页表单中该字段（填它的 field）的选项作为此列显示的文字，不必在 map 中再写一遍'),
  /** A switch column's call: sent `{ids: [id], <field>: on|off}` (主页展示: set-show, is_show). */
  api: apiCall.optional(),
  /** A switch column's values when on and off (default 1 and 0). */
  on: looseNumber.optional().transform((value) => value ?? 1),
  off: looseNumber.optional().transform((value) => value ?? 0),
});
export type ListColumn = z.output<typeof listColumn>;

export const rowAction = z.strictObject({
  action: oneOf(ROW_ACTIONS, '行操作'),
  title: optionalText,
  /** Shown only on rows that match (spec section 6). */
  show_if: conditions,
  /** active and marker: the state the action sets (1 启用 / 0 停用; marker 1 / 2). Absent: toggles. */
  value: looseNumber.optional(),
});
export type RowAction = z.output<typeof rowAction>;

export const listConfig = z.strictObject({
  title: text,
  /** Titles by the account's is_school flag, e.g. {"0": "学习中心", "1": "分支机构"}. */
  title_by_school: z.record(z.enum(['0', '1']), z.string()).optional(),
  api: z.strictObject(Object.fromEntries(LIST_CALLS.map((call) => [call, call === 'list' ? apiCall : apiCall.optional()])) as {
    [K in ListCall]: K extends 'list' ? typeof apiCall : z.ZodOptional<typeof apiCall>;
  }),
  columns: z.array(listColumn).min(1, { error: '至少需要一列' }),
  search: z.array(formField).optional().transform((value) => value ?? []),
  toolbar: z.array(toolbarButton).optional().transform((value) => value ?? []),
  row_actions: z.array(rowAction).optional().transform((value) => value ?? []),
  page_size: optionalNumber.transform((value) => value ?? 10),
  page_sizes: z.array(z.number().int().positive()).optional().transform((value) => value ?? [10, 20, 30, 50]),
  /** false: every row on one page, no pager (company info: page size 100). */
  pager: flagOr(true),
  selection: flagOr(true),
  /** Show the recharge block above the search filters. */
  recharge: optionalFlag,
  /**
   * Deleting also asks this question (teachers: also remove them from courses and projects);
   * the answer is sent as `field` 1 or 0 with the ids.
   */
  delete_ask: z.strictObject({ text: text, field: fieldKey }).optional(),
});
export type ListConfig = z.output<typeof listConfig>;
export type RawListConfig = z.input<typeof listConfig>;

/** GET menu-component/{id}: the page's list-config and the form-config of its add/edit dialog. */
export const menuComponent = z.strictObject({
  /** The JSON Schema an editor checks the file with (schemas/menu-component.schema.json); ignored. */
  $schema: z.string().optional(),
  list: listConfig.optional(),
  form: formConfig.optional(),
});
export type MenuComponent = z.output<typeof menuComponent>;
