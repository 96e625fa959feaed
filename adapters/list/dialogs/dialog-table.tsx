import { Table, type TableColumnsType } from 'antd';

// The small read-out table of a list dialog (confirm logs, teachers): rows keyed by their `key`, no
// pager, its own words when empty.

export interface DialogTableProps<T> {
  columns: TableColumnsType<T>;
  rows: readonly T[] | undefined;
  loading: boolean;
  /** Shown when there are no rows, e.g. 暂无审核记录. */
  empty: string;
}

export function DialogTable<T extends object>({ columns, rows, loading, empty }: DialogTableProps<T>) {
  return <Table<T> size="small" rowKey="key" columns={columns} dataSource={rows ?? []} loading={loading} pagination={false} locale={{ emptyText: empty }} />;
}
