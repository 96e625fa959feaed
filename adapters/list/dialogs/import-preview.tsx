import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { ImportPreview } from '../../../engine/index.ts';

// The preview of an import (spec section 3, Import: cache_key with preview rows): the rows the
// server read from the spreadsheet, each with its problem if it cannot be imported. Cells are
// shown as text, never as HTML. The table is virtual (issue 59 item 3): of 5,000 rows (the
// server's cap) it draws the ones in view, and scrolling reaches every one, with no pager.

type PreviewRow = Record<string, unknown>;

export type { ImportPreview } from '../../../engine/index.ts';

const OWN_KEYS = new Set(['row', 'error', 'key']);

/** A preview cell as text (never HTML). */
export const previewCell = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The preview's columns: the server's, or the keys of its first row. */
export function previewColumns(preview: ImportPreview): { title: string; field: string }[] {
  if (preview.columns && preview.columns.length > 0) return preview.columns;
  const first = preview.rows?.[0] ?? {};
  return Object.keys(first)
    .filter((key) => !OWN_KEYS.has(key))
    .map((key) => ({ title: key, field: key }));
}

/** A data column's width: a virtual table needs each (its rows are drawn apart from the header). */
const CELL_WIDTH = 160;
const tableWidth = (columns: TableColumnsType<PreviewRow>) => columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : CELL_WIDTH), 0);

export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const rows = useMemo<PreviewRow[]>(() => (preview.rows ?? []).map((row, index) => ({ ...row, key: index })), [preview.rows]);
  const columns = useMemo<TableColumnsType<PreviewRow>>(
    () => [
      { title: '行号', dataIndex: 'row', width: 64, fixed: 'left', render: (value: unknown, _row, index) => previewCell(value) || index + 1 },
      ...previewColumns(preview).map(({ title, field }) => ({ title, dataIndex: field, key: field, width: CELL_WIDTH, ellipsis: true, render: (value: unknown) => previewCell(value) })),
      {
        title: '校验结果',
        dataIndex: 'error',
        width: 220,
        fixed: 'right',
        render: (error: unknown) =>
          typeof error === 'string' && error !== '' ? <Typography.Text type="danger">{error}</Typography.Text> : <Tag color="success">可导入</Tag>,
      },
    ],
    [preview],
  );
  const total = preview.total ?? rows.length;
  const invalid = preview.invalid ?? rows.filter((row) => typeof row.error === 'string' && row.error !== '').length;
  const valid = preview.valid ?? total - invalid;
  return (
    <section className="list-dialog-preview" aria-label="导入预览">
      <Typography.Paragraph className="list-dialog-preview-summary">
        共 {total} 条数据，可导入 <Typography.Text type="success">{valid}</Typography.Text> 条
        {invalid > 0 && (
          <>
            ，有误 <Typography.Text type="danger">{invalid}</Typography.Text> 条（有误的行不会导入）
          </>
        )}
      </Typography.Paragraph>
      <Table<PreviewRow>
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        virtual
        scroll={{ x: tableWidth(columns), y: 360 }}
        pagination={false}
      />
    </section>
  );
}
