import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Image, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import type { MoneyApi, PayOrderRow } from '../../../../adapters/api/index.ts';
import { queryKeys } from '../../../../adapters/api/index.ts';
import { createAssetUrl, errorMessage } from '../../../../adapters/http/index.ts';
import { useServices } from '../../../services/use-services.ts';
import { formatMoney } from '../../../../engine/index.ts';

// The invoice model and the earlier pay orders of 待缴费 (spec section 3, Invoice model, Pay order).

const nameOf = (list: { id: number; name: string }[] | undefined, id: number | undefined) => list?.find((item) => item.id === id)?.name ?? '—';
const STATUS_COLORS = ['processing', 'success', 'error'];

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={errorMessage(error, '加载失败，请稍后再试')}
      action={
        <Button size="small" onClick={retry}>
          重试
        </Button>
      }
    />
  );
}

export function InvoiceCard({ api }: { api: Pick<MoneyApi, 'invoiceModel'> }) {
  const services = useServices();
  const invoice = useQuery({ queryKey: queryKeys.invoiceModel, queryFn: () => api.invoiceModel() });
  const asset = createAssetUrl(services.config.storageHost);
  const data = invoice.data;
  return (
    <Card title="发票信息" className="branch-pay-card">
      {invoice.isPending && <Skeleton active />}
      {invoice.isError && <LoadError error={invoice.error} retry={() => void invoice.refetch()} />}
      {data && (
        <div className="branch-pay-invoice">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'open', label: '开票类型', children: nameOf(data.open_types, data.open_type) },
              { key: 'type', label: '发票类型', children: nameOf(data.invoice_types, data.invoice_type) },
              { key: 'default', label: '默认抬头', children: nameOf(data.open_types, data.default_type) },
              { key: 'amount', label: '未开票金额', children: formatMoney(data.uninvoiced_amount) },
            ]}
          />
          {data.image && <Image src={asset(data.image)} alt="发票样例" width={180} className="branch-pay-invoice-image" />}
        </div>
      )}
    </Card>
  );
}

export function PayOrdersCard({ api, onReload }: { api: Pick<MoneyApi, 'payOrders'>; onReload(): void }) {
  const [page, setPage] = useState(1);
  const orders = useQuery({ queryKey: queryKeys.payOrders(page), queryFn: () => api.payOrders(page) });
  return (
    <Card title="缴费记录" className="branch-pay-card" extra={<Button size="small" onClick={onReload}>刷新</Button>}>
      {orders.isError ? (
        <LoadError error={orders.error} retry={() => void orders.refetch()} />
      ) : (
        <Table<PayOrderRow>
          rowKey="id"
          size="small"
          loading={orders.isFetching}
          dataSource={orders.data?.data ?? []}
          locale={{ emptyText: '暂无缴费记录' }}
          pagination={{ current: page, pageSize: 10, total: orders.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: '入驻类型', dataIndex: 'status_type_text' },
            { title: '运营模式', dataIndex: 'status_platform_help_text' },
            { title: '支付方式', dataIndex: 'pay_type_text' },
            { title: '付款银行', dataIndex: 'name', render: (value: string) => value || '—' },
            { title: '付款账号', dataIndex: 'bank_user', render: (value: string) => value || '—' },
            { title: '金额', dataIndex: 'money', align: 'right', render: (value: number) => formatMoney(value) },
            { title: '状态', dataIndex: 'status', render: (value: number, row) => <Tag color={STATUS_COLORS[value] ?? 'default'}>{row.status_text ?? value}</Tag> },
            { title: '提交时间', dataIndex: 'created_at' },
          ]}
        />
      )}
    </Card>
  );
}
