// antd's Table and Pagination, as the list pages and dialogs show them: rows, the empty state,
// the loading state and the pager. The one place the specs find a table's parts by class.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Scope = Page | Locator;

/** The body rows of every table in `scope`. */
export const tableRows = (scope: Scope): Locator => scope.locator('.ant-table-row');

/** The cells' texts of each body row in `scope`: a row of a plain table (td) or of a virtual one (the import preview, whose cells are divs). */
export const rowCellTexts = (scope: Scope): Promise<string[][]> =>
  tableRows(scope).evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('.ant-table-cell')].map((cell) => cell.textContent ?? '')));

/** The body rows that say `text`. */
export const tableRow = (scope: Scope, text: string | RegExp): Locator => tableRows(scope).filter({ hasText: text });

/** The body rows shown (a kept page's hidden tables left out). */
export const shownRows = (scope: Scope): Locator => scope.locator('.ant-table-row:visible');

/** The rows of the list page's table (ConfigList) in `scope`. */
export const listRows = (scope: Scope): Locator => scope.locator('.config-list-table .ant-table-row');

/** The list's first row or its empty state, whichever shows. */
export const listShown = (scope: Scope): Locator => scope.locator('.config-list-table .ant-table-row, .config-list-table .ant-empty').first();

/**
 * Resolves once the list table in `scope` (scope it to the page view shown: a kept page's box
 * keeps its old width) has fitted its text columns to its box as it now is: the app sets
 * `data-fitted-to` to the width it fitted them to, which follows the box as it resizes.
 */
export const listFitted = (scope: Scope): Promise<void> =>
  expect
    .poll(() =>
      scope
        .locator('.config-list-table-box')
        .first()
        .evaluate((box) => {
          const style = getComputedStyle(box);
          const content = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const fitted = Number(box.getAttribute('data-fitted-to'));
          return fitted > 0 && Math.abs(fitted - content) <= 1;
        }),
    )
    .toBe(true);

/** A table in `scope`. */
export const tableIn = (scope: Scope): Locator => scope.locator('.ant-table');

/** A table's (or a list's) spinner while it loads. */
export const loadingSpinner = (scope: Scope): Locator => scope.locator('.ant-spin-spinning');

/** The list page's table spinner. */
export const listSpinner = (scope: Scope): Locator => scope.locator('.config-list-table .ant-spin-spinning');

/** Resolves once no list table in `scope` shows its spinner. */
export const listSettled = (scope: Scope): Promise<void> => expect.poll(() => listSpinner(scope).count()).toBe(0);

/** A table's spinner inside antd's wrapper. */
export const tableSpinner = (scope: Scope): Locator => scope.locator('.ant-table-wrapper .ant-spin-spinning');

/** The empty state (暂无数据), or the one saying `text`. */
export const emptyState = (scope: Scope, text?: string): Locator => (text === undefined ? scope.locator('.ant-empty') : scope.locator('.ant-empty-description', { hasText: text }));

/** The table's header row group. */
export const tableHeader = (scope: Scope): Locator => scope.locator('.ant-table-thead');

/** The pager under a table. */
export const pagerIn = (scope: Scope): Locator => scope.locator('.ant-pagination');

/** Page `n`'s button in the pager. */
export const pageButton = (scope: Scope, n: number): Locator => scope.locator(`.ant-pagination-item-${n}`);

/** Page `n`'s button once it is the page shown. */
export const currentPageButton = (scope: Scope, n: number): Locator => scope.locator(`.ant-pagination-item-${n}.ant-pagination-item-active`);

/** The pager's current page. */
export const currentPage = (scope: Scope): Locator => scope.locator('.ant-pagination-item-active');

/** The pager's 共 N 条. */
export const pagerTotal = (scope: Scope): Locator => scope.locator('.ant-pagination-total-text');

/** The pager's page-size select (N 条/页). */
export const pageSizeSelect = (scope: Scope): Locator => scope.locator('.ant-pagination-options .ant-select-selector');

/** The pager's buttons (its pages, its arrows, its size). */
export const pagerItems = '.ant-pagination li';

/**
 * The selectors of a table's parts, for the specs that measure the table inside the page
 * (page.evaluate cannot take a locator): pass `PARTS` in as the evaluate's argument.
 */
export const PARTS = {
  row: '.ant-table-row',
  listRow: '.config-list-table .ant-table-row',
  listBodyRow: '.config-list-table tbody tr.ant-table-row',
  stickyHeader: '.ant-table-header, .ant-table-sticky-holder',
  fixedRight: 'ant-table-cell-fix-right',
  ellipsisCell: 'tbody td.ant-table-cell-ellipsis',
  scroller: '.config-list-table .ant-table-content, .config-list-table .ant-table-body',
  shadowEdge: '.config-list-table .ant-table-ping-right .ant-table-cell-fix-right-first, .config-list-table .ant-table-ping-right .ant-table-cell-fix-right-last',
  fixedRightHead: '.config-list-table thead th.ant-table-cell-fix-right',
  scrollingHeads: '.config-list-table thead th:not(.ant-table-cell-fix-right):not(.ant-table-selection-column):not(.ant-table-cell-scrollbar)',
  pagerItems,
} as const;

/** How far below the top of `scope` (a page's box) the table's header sits, in px; -1 without a header. */
export const headerOffset = (scope: Locator): Promise<number> =>
  scope.evaluate((root, header) => Math.round((root.querySelector(header)?.getBoundingClientRect().top ?? -1) - root.getBoundingClientRect().top), PARTS.stickyHeader);

/** A part of antd's table styles in the page's head: the table's styles are there. */
export const TABLE_STYLE_MARK = '--ant-table-';

/** Every table and pager in `scope`. */
export const tablesAndPagers = (scope: Scope): Locator => scope.locator('.ant-table, .ant-pagination');
