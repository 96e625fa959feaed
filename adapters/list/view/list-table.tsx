import { LoadingOutlined } from '@ant-design/icons';
import { Empty, Table, theme, type CheckboxProps, type TableColumnsType, type TableProps } from 'antd';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CompiledColumn, CompiledList, CompiledRowAction, Row, SelectOption } from '../../../engine/index.ts';
import { PHONE_BELOW, useFormServices, useNarrowerThan } from '../../ui/index.ts';
import { optionsQuery } from '../../form/index.ts';
import { cellContent, SwitchCell } from './cells.tsx';
import { rowKey, switchKey, useBusy, useListContext, type ListActions } from '../controller/index.ts';
import { ImagePreviewHost, useImagePreview } from './image-preview.tsx';
import { rowLabel } from '../dialogs/dialog-support.ts';
import { MoreMenu } from './more-menu.tsx';

// The table of a list page: a column per config column (cells.tsx), the row actions whose
// show_if matches the row, row selection when the config has it, and the pager (default 10;
// 10, 20, 30, 50; none on company info, which shows its 100 rows on one page). It reads the page
// from the nearest <ListBase>.

const SMALL_IMAGE = { width: 64, height: 48 };
const LARGE_IMAGE = { width: 192, height: 144 };
const DEFAULT_WIDTH = 160;
/** A text column is not narrowed below this to fit the page (its text ends in …). */
const MIN_TEXT_WIDTH = 80;

/**
 * The widths of the text columns without a configured width narrowed, each in proportion to its
 * room above MIN_TEXT_WIDTH, so that the table fits `room` px beside `extra` (selection, 操作)
 * before it scrolls. A configured width is the product person's and is kept (issue 29 item 3:
 * 120–200 px columns were drawn at 80 px); so is a column of numbers (`compact`): its text must
 * not break. Empty when it fits already (or `room` is unknown).
 * fitTextColumns([{key: 'a', type: 'text'}, {key: 'b', type: 'text', width: 200}], 0, 300) -> {a: 100}
 */
export function fitTextColumns(columns: readonly Pick<CompiledColumn, 'key' | 'type' | 'width'>[], extra: number, room: number, compact: ReadonlySet<string> = new Set()): Record<string, number> {
  const total = columns.reduce((sum, column) => sum + (column.width ?? DEFAULT_WIDTH), 0) + extra;
  if (room <= 0 || total <= room) return {};
  const free = columns.filter((column) => column.type === 'text' && column.width === undefined && !compact.has(column.key));
  const slack = free.length * (DEFAULT_WIDTH - MIN_TEXT_WIDTH);
  const share = Math.min(1, (total - room) / slack);
  return Object.fromEntries(free.map((column) => [column.key, Math.floor(DEFAULT_WIDTH - (DEFAULT_WIDTH - MIN_TEXT_WIDTH) * share)]));
}

/** The width of an element, followed as it changes (0 until measured, and where nothing measures: jsdom). */
function useWidth(ref: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The nearest ancestor that scrolls (a page of the app, or the window): the sticky header sticks to its top. */
function scrollParent(element: HTMLElement | null): HTMLElement | Window {
  for (let node = element?.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return window;
}

const ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** The loaded data of each options query (structurally shared: the same list while nothing changed). */
const dataOf = (results: UseQueryResult<SelectOption[]>[]) => results.map((result) => result.data);

/** Cells that read as one token (a number, a phone, masked or not, a time, an amount): they never wrap (issue 31 item 3). */
const NUMBER_LIKE = /^(?=.*\d)[\d\s+\-.:/,()%¥￥*]+$/;
/** A cell of a number stays on one line, whatever the rest of its column holds. */
const isNumberLike = (text: string) => NUMBER_LIKE.test(text.trim());
const NOWRAP = 'config-list-cell-nowrap';
const COMPACT_TYPES: ReadonlySet<string> = new Set(['datetime', 'money', 'active', 'marker', 'tag', 'switch']);

/** The keys of the columns whose cells must stay on one line: by type, or text columns whose shown values are all number-like. */
export function compactColumns(columns: readonly CompiledColumn[], rows: readonly Row[]): Set<string> {
  return new Set(
    columns
      .filter((column) => {
        if (COMPACT_TYPES.has(column.type)) return true;
        if (column.type !== 'text') return false;
        const texts = rows.map((row) => column.text(row)).filter((text) => text !== '');
        return texts.length > 0 && texts.every(isNumberLike);
      })
      .map((column) => column.key),
  );
}


/** A row action's drawn width: its label (13 px a character) and its padding. */
const actionWidth = (label: string) => label.length * 13 + 16;
/** 更多 and its arrow. */
const MORE_WIDTH = actionWidth('更多') + 16;
/** The gap between two actions, and the cell's padding (size middle). */
const ACTION_GAP = 4;
const CELL_PADDING = 16;
/** At most this many actions stand as buttons in a row (issue 57 item 2)… */
const INLINE_ACTIONS = 3;
/** …and their labels take no more than three two-character ones: a long label (修改手机号) goes into 更多 too. */
const INLINE_ROOM = 3 * actionWidth('详情');

/**
 * The actions a row shows as buttons and those folded into its 更多: on a wide screen the first
 * ones, up to INLINE_ACTIONS and INLINE_ROOM (the first always stands); on a phone (`phone`) all
 * in 更多, unless there is only one. So the fixed 操作 column stays narrow and covers less of the
 * row's data (on 分支机构 at 1280 px: 详情 编辑 更多, 166 px where it was 240).
 * splitActions(['详情', '编辑', '修改手机号', '停用'], false) -> inline 详情 编辑, folded 修改手机号 停用
 */
export function splitActions<A extends { label: string }>(all: readonly A[], phone: boolean): { inline: A[]; folded: A[] } {
  if (all.length <= 1) return { inline: [...all], folded: [] };
  if (phone) return { inline: [], folded: [...all] };
  let count = 0;
  let room = 0;
  while (count < Math.min(INLINE_ACTIONS, all.length)) {
    const next = room + actionWidth(all[count]!.label);
    if (count > 0 && next > INLINE_ROOM) break;
    room = next;
    count += 1;
  }
  return { inline: all.slice(0, count), folded: all.slice(count) };
}

/** The 操作 column's width for rows showing `shown` (their split actions): the widest row's, one line. */
export function actionsWidth(shown: readonly { inline: readonly { label: string }[]; folded: readonly unknown[] }[]): number {
  const widths = shown.map(({ inline, folded }) => {
    const parts = inline.map((action) => actionWidth(action.label)).concat(folded.length > 0 ? [MORE_WIDTH] : []);
    return parts.reduce((sum, width) => sum + width, 0) + ACTION_GAP * Math.max(0, parts.length - 1) + CELL_PADDING;
  });
  return Math.max(80, ...widths);
}

/**
 * A row action: a plain button styled as a link (config-list.css). Some 200 of them show at
 * once, and antd's Button (wave, loading icon, context) costs more than the whole row else.
 */
function RowActionButton({ list, action, row, actions }: { list: CompiledList; action: CompiledRowAction; row: Row; actions: ListActions }) {
  const busy = useBusy(actions, rowKey(list, action, row));
  return (
    <button
      type="button"
      className={action.danger ? 'config-list-action config-list-action-danger' : 'config-list-action'}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => actions.row(action, row)}
    >
      {busy && <LoadingOutlined />}
      {action.label}
    </button>
  );
}

export function ListTable() {
  const { list, data, pager, selection, select, actions } = useListContext();
  const { rows, total, loading, page, pageSize, setPage: onPage, sort, setSort: onSort } = data;
  const pageSizes = list.paging.pageSizes;
  // Image cells resolve stored paths with the object-storage host (spec section 9); 实景图片 shows them large.
  const { assetUrl, dataSource } = useFormServices();
  const imageSize = list.notes.largeImages ? LARGE_IMAGE : SMALL_IMAGE;
  const preview = useImagePreview();
  const { token } = theme.useToken();
  // The theme's colours for the plain row-action buttons and status dots (config-list.css).
  const colours = useMemo(
    () =>
      ({
        '--config-list-primary': token.colorPrimary,
        '--config-list-primary-hover': token.colorPrimaryHover,
        '--config-list-danger': token.colorError,
        '--config-list-danger-hover': token.colorErrorHover,
        '--config-list-disabled': token.colorTextDisabled,
        '--config-list-success': token.colorSuccess,
        '--config-list-idle': token.colorTextQuaternary,
      }) as CSSProperties,
    [token],
  );

  // options_from naming a field of an api source: its options, loaded (and cached) as the form loads them
  const sourced = useMemo(() => list.columns.filter((column) => column.optionsSource?.data_source && !column.optionsSource.must_query?.length), [list]);
  const loaded = useQueries({ queries: sourced.map((column) => optionsQuery(dataSource, column.optionsSource?.data_source ?? '', {})), combine: dataOf });
  const optionsOf = useMemo(() => new Map(sourced.map((column, index) => [column.key, loaded[index]])), [sourced, loaded]);

  // a phone: every row's actions in its 更多, the quick jumper gone (issue 57 item 2)
  const phone = useNarrowerThan(PHONE_BELOW);
  // each row's actions as it shows them; before rows come, a row where every action shows
  const splits = useMemo(() => new Map(rows.map((row) => [row, splitActions(list.actionsFor(row), phone)])), [list, rows, phone]);
  const actionsColumn = useMemo(() => (list.rowActions.length === 0 ? 0 : actionsWidth(splits.size > 0 ? [...splits.values()] : [splitActions(list.rowActions, phone)])), [list, splits, phone]);

  const box = useRef<HTMLDivElement>(null);
  const room = useWidth(box);
  const extraWidth = actionsColumn + (list.selection ? 48 : 0);
  // image columns are at least as wide as their thumbnails
  const shown = useMemo(() => list.columns.map((column) => (column.type === 'image' ? { ...column, width: Math.max(column.width ?? 0, imageSize.width + 24) } : column)), [list, imageSize]);
  const compact = useMemo(() => compactColumns(list.columns, rows), [list, rows]);
  const fitted = useMemo(() => fitTextColumns(shown, extraWidth, room, compact), [shown, extraWidth, room, compact]);

  const columns = useMemo<TableColumnsType<Row>>(() => {
    const out: TableColumnsType<Row> = list.columns.map((column) => {
      const width = column.type === 'image' ? Math.max(column.width ?? 0, imageSize.width + 24) : (fitted[column.key] ?? column.width);
      return {
        key: column.key,
        title: column.title,
        width: width ?? (column.type === 'text' ? undefined : DEFAULT_WIDTH),
        align: column.type === 'money' ? 'right' : undefined,
        // long text ends in … with the whole text on hover; numbers and times never wrap
        ellipsis: column.type === 'text' && column.width === undefined ? { showTitle: true } : undefined,
        ...(compact.has(column.key) ? { className: NOWRAP } : {}),
        ...(column.type === 'text' ? { onCell: (row: Row) => (isNumberLike(column.text(row)) ? { className: NOWRAP } : {}) } : {}),
        ...(column.sortable ? { sorter: true, sortOrder: sort?.field === column.field ? ANTD_ORDER[sort.order] : null, showSorterTooltip: { title: `按${column.title}排序` } } : {}),
        render: (_: unknown, row: Row) =>
          column.type === 'switch' ? (
            <SwitchCell column={column} row={row} actions={actions} busyKey={switchKey(list, column, row)} />
          ) : (
            cellContent(column, row, { assetUrl, imageSize, preview, options: optionsOf.get(column.key) })
          ),
      };
    });
    if (list.rowActions.length > 0) {
      out.push({
        key: '__actions',
        title: '操作',
        fixed: 'right',
        width: actionsColumn,
        render: (_: unknown, row: Row) => {
          const { inline, folded } = splits.get(row) ?? splitActions(list.actionsFor(row), phone);
          return (
            <div className="config-list-actions">
              {inline.map((action) => (
                <RowActionButton key={`${action.kind}:${action.label}`} list={list} action={action} row={row} actions={actions} />
              ))}
              {folded.length > 0 && (
                <MoreMenu
                  look="link"
                  actions={actions}
                  label={`更多操作 ${rowLabel(list, row)}`}
                  entries={folded.map((action) => ({ key: rowKey(list, action, row), label: action.label, danger: action.danger, run: () => actions.row(action, row) }))}
                />
              )}
            </div>
          );
        },
      });
    }
    return out;
  }, [list, actions, assetUrl, imageSize, preview, sort, fitted, compact, optionsOf, splits, actionsColumn, phone]);

  const scrollX = useMemo(() => shown.reduce((sum, column) => sum + (fitted[column.key] ?? column.width ?? DEFAULT_WIDTH), 0) + extraWidth, [shown, fitted, extraWidth]);

  const rowSelection: TableProps<Row>['rowSelection'] = list.selection
    ? {
        selectedRowKeys: [...selection.keys],
        preserveSelectedRowKeys: true,
        onChange: (keys, selected) => select(keys as (string | number)[], selected),
        columnWidth: 48,
        // Named by the row (its first text column) for screen readers, the header in Chinese.
        getCheckboxProps: (row) => ({ 'aria-label': `选择 ${rowLabel(list, row)}` }) as CheckboxProps,
        getTitleCheckboxProps: () => ({ 'aria-label': '选择本页全部' }) as CheckboxProps,
      }
    : undefined;

  // antd's hidden measure row copies the header, select-all checkbox included (aria-hidden yet
  // focusable): inert takes it out of the tab order and the accessibility tree.
  // The header sticks to the very top of the scrolling page, over its padding (no rows show above it).
  const [stickTop, setStickTop] = useState(0);
  useLayoutEffect(() => {
    const container = scrollParent(box.current);
    setStickTop(container instanceof HTMLElement ? -(parseFloat(getComputedStyle(container).paddingTop) || 0) : 0);
  }, []);
  const sticky = useMemo(() => ({ getContainer: () => scrollParent(box.current), offsetHeader: stickTop }), [stickTop]);
  useLayoutEffect(() => {
    box.current?.querySelectorAll('.ant-table-measure-row:not([inert])').forEach((row) => row.setAttribute('inert', ''));
  });

  return (
    <div ref={box} className="config-list-table-box" style={colours} data-fitted-to={room > 0 ? room : undefined}>
      <ImagePreviewHost preview={preview} />
      <Table<Row>
        className="config-list-table"
        size="middle"
        rowKey={(row) => String(list.idOf(row))}
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={rowSelection}
        scroll={{ x: scrollX }}
        // the header stays in view while a long page (company info: 100 rows) scrolls
        sticky={sticky}
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          const field = list.columns.find((column) => column.key === sorter.columnKey)?.field;
          onSort(field && sorter.order ? { field, order: sorter.order === 'descend' ? 'desc' : 'asc' } : undefined);
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
        pagination={
          pager
            ? {
                current: page,
                pageSize,
                total,
                pageSizeOptions: pageSizes,
                showSizeChanger: true,
                // on a phone the pager keeps to one line: the pages and the page size
                showQuickJumper: !phone,
                showTotal: (count) => `共 ${count} 条`,
                onChange: onPage,
              }
            : false
        }
      />
    </div>
  );
}
