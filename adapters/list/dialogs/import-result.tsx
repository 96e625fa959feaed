import { Alert, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { ImportPreview, ImportResult } from '../../../engine/index.ts';
import { previewCell, previewColumns } from './import-preview.tsx';

// The result of a confirmed import (issue 31 item 2): the counts, and every row that was not
// imported with its reason, which can be downloaded as an xlsx in the template's columns (plus
// 失败原因) to fix and import again.

type PreviewRow = Record<string, unknown>;

export const FAILED_REASON_TITLE = '失败原因';

const reasonOf = (row: PreviewRow): string => (typeof row.error === 'string' ? row.error : '');

/** The preview's rows the server refused, each with its reason. */
export function failedRows(preview: ImportPreview): PreviewRow[] {
  return (preview.rows ?? []).filter((row) => reasonOf(row) !== '');
}

/** Saves the failed rows as `fileName`: a header of the template's titles and 失败原因, then the rows as typed. */
export async function downloadFailedRows(preview: ImportPreview, fileName: string): Promise<void> {
  const columns = previewColumns(preview);
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = [...columns.map(({ title }) => title), FAILED_REASON_TITLE].map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = failedRows(preview).map((row) => [...columns.map(({ field }) => previewCell(row[field])), reasonOf(row)].map((value) => ({ value })));
  await writeXlsxFile([header, ...body], { columns: [...columns.map(() => ({ width: 20 })), { width: 40 }], sheet: '导入失败数据' }).toFile(fileName);
}

export function ImportResultView({ preview, result }: { preview: ImportPreview; result: ImportResult }) {
  const rows = useMemo(() => failedRows(preview).map((row, index) => ({ ...row, key: index })), [preview]);
  const columns = useMemo<TableColumnsType<PreviewRow>>(
    () => [
      { title: '行号', dataIndex: 'row', width: 64, fixed: 'left', render: (value: unknown) => previewCell(value) },
      ...previewColumns(preview).map(({ title, field }) => ({ title, dataIndex: field, key: field, ellipsis: true, render: (value: unknown) => previewCell(value) })),
      { title: FAILED_REASON_TITLE, dataIndex: 'error', width: 240, fixed: 'right', render: (value: unknown) => <Typography.Text type="danger">{previewCell(value)}</Typography.Text> },
    ],
    [preview],
  );
  const unexplained = result.fail - rows.length;
  return (
    <section className="list-dialog-preview" aria-label="导入结果">
      <Alert
        type={result.success > 0 ? 'warning' : 'error'}
        showIcon
        className="list-dialog-alert"
        message={result.success > 0 ? `已导入 ${result.success} 条，未导入 ${result.fail} 条` : `未导入 ${result.fail} 条`}
        description={
          rows.length > 0
            ? `以下 ${rows.length} 行未导入，请按失败原因修改后重新导入（可下载失败数据，改好后直接上传）${unexplained > 0 ? `；另有 ${unexplained} 条服务器未说明原因` : ''}`
            : '服务器未说明失败原因，请核对表格后重新导入'
        }
      />
      {rows.length > 0 && <Table<PreviewRow> size="small" bordered columns={columns} dataSource={rows} scroll={{ x: 'max-content', y: 360 }} pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false} />}
    </section>
  );
}
