import { InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { LIST_MESSAGES, type CompiledList, type ListServices, type Row } from '../../../engine/index.ts';
import { useDialogSave, useOutcome, useQuestions } from '../../ui/index.ts';
import { cellContent } from '../view/cells.tsx';
import { readPage } from '../controller/index.ts';
import { SaveModal } from './save-modal.tsx';
import type { ListDialogProps } from './types.ts';
import { useDialogLoad } from './use-dialog-load.ts';

// Pin settings (spec sections 4 and 9): top_sort 1 to 10, default 1 (the row's own when it is
// pinned), sent after 确定要置顶吗？; below, the records pinned now, from the top_list call,
// 10 a page. A changed number asks before Esc, the close icon or 取消 close the dialog (issue 15);
// no draft across a 402 (one number).

const PAGE_SIZE = 10;
/** Text columns only: no images to resolve. */
const PLAIN = { assetUrl: (path: string) => path, imageSize: { width: 48, height: 36 } };
const MIN = 1;
const MAX = 10;

const currentSort = (row: Row | undefined): number => {
  const n = Number(row?.top_sort);
  return Number.isInteger(n) && n >= MIN && n <= MAX ? n : 1;
};

/** The pinned records: the page's first text columns and 置顶序号. */
function PinnedList({ list, services }: { list: CompiledList; services: ListServices }) {
  const outcome = useOutcome();
  const [page, setPage] = useState(1);
  const request = useMemo(() => list.request('top_list', { query: { page, page_size: PAGE_SIZE } }), [list, page]);
  const onError = useCallback((error: unknown) => outcome.failed(error, '置顶列表加载失败'), [outcome]);
  const load = useDialogLoad(services, request, { onError, live: true });
  const answer = load.data?.[0];
  const data = useMemo(() => {
    try {
      return { ...readPage(answer?.data, request?.url), loading: load.isFetching };
    } catch (error) {
      // an answer without rows (its call and JSON path in the message): an empty table, not a crash
      console.warn(error instanceof Error ? error.message : error);
      return { rows: [], total: 0, loading: load.isFetching };
    }
  }, [answer, request, load.isFetching]);

  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      ...list.columns
        .filter((column) => column.type === 'text' && column.field !== 'top_sort')
        .slice(0, 2)
        .map((column) => ({ key: column.key, title: column.title, ellipsis: true, render: (_: unknown, row: Row) => cellContent(column, row, PLAIN) })),
      { key: 'top_sort', title: '置顶序号', width: 90, render: (_: unknown, row: Row) => String(row.top_sort ?? '') },
    ],
    [list],
  );

  if (!list.calls.top_list) return null;
  return (
    <section aria-label="已置顶">
      <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
        已置顶（{data.total}）
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey={(row) => String(list.idOf(row))}
        columns={columns}
        dataSource={data.rows}
        loading={data.loading}
        locale={{ emptyText: '暂无置顶' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </section>
  );
}

export default function TopSettingsDialog({ list, row, rows, services, onClose, onDone }: ListDialogProps) {
  const modal = useQuestions();
  const outcome = useOutcome();
  const targets = rows && rows.length > 0 ? rows : row ? [row] : [];
  const [initial] = useState<number>(() => (targets.length === 1 ? currentSort(targets[0]) : 1));
  const [sort, setSort] = useState<number | null>(initial);
  const saving = useDialogSave(() => sort !== initial, onClose);

  // one question and one save from the first click until the question is answered and the save too
  const save = () =>
    new Promise<void>((settled) => {
      if (sort === null || !Number.isInteger(sort) || sort < MIN || sort > MAX) {
        outcome.warn('置顶序号应为 1 到 10');
        return settled();
      }
      const request = list.topRequest(targets, sort);
      if (!request || targets.length === 0) return settled();
      modal.confirm({
        title: LIST_MESSAGES.confirmTitle,
        content: LIST_MESSAGES.confirmTop,
        okText: LIST_MESSAGES.ok,
        cancelText: LIST_MESSAGES.cancel,
        onOk: async () => {
          try {
            if (outcome.answered(await services.send(request))) onDone();
          } catch (error) {
            outcome.failed(error);
          } finally {
            settled();
          }
        },
        onCancel: () => settled(),
      });
    });

  return (
    <SaveModal title="置顶设置" width={640} okText="确定" save={saving} onSave={save}>
      <div className="config-list-top-form">
        <label htmlFor="config-list-top-sort">置顶序号</label>
        <InputNumber id="config-list-top-sort" min={MIN} max={MAX} precision={0} value={sort} onChange={setSort} style={{ width: 120 }} />
        <Typography.Text type="secondary">
          1 到 10，数字越小越靠前{targets.length > 1 ? `；将置顶已选的 ${targets.length} 项` : ''}
        </Typography.Text>
      </div>
      <PinnedList list={list} services={services} />
    </SaveModal>
  );
}
