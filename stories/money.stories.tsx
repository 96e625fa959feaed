import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { FeeInfo, MoneyApi, PayOrderPayload } from '../adapters/api/money.ts';
import ActivationDialog, { lowBalanceText, type ActivationState } from '../app/features/money/activation-dialog.tsx';
import RechargeDialog from '../app/features/money/recharge-dialog.tsx';
import { PayOrderForm } from '../app/features/money/pay/pay-order-form.tsx';

// The money dialogs and the pay-order form (issue 12), on in-memory calls shaped like the
// reference server's answers (server/README.md, Balance and payment): no network.

/** The fee info of the reference server (yuan). */
const FEE: FeeInfo = { major: 3000, majorPlatform: 5000, group: 8000, groupPlatform: 12000, highschool: 15000, highschoolPlatform: 20000 };

function fakeMoneyApi(state: { paid: boolean }, balance: number): Pick<MoneyApi, 'recharge' | 'launchPay' | 'isPaid' | 'activate'> {
  return {
    recharge: async (amount, payType) => ({ id: 101, order_no: `CZ2026112300${Math.round(amount)}${payType === 'wechat' ? 'W' : 'A'}` }),
    launchPay: async (id) => ({ qr_code: `http://127.0.0.1:8080/mock-pay/${id}?sign=story`, order_no: 'CZ20261123001101', pay_type: 'wechat' }),
    isPaid: async () => state.paid,
    activate: async () => {
      if (balance <= 100) throw new Error(lowBalanceText(balance));
      return { status: 1 };
    },
  };
}

function Frame({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const client = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }), []);
  return (
    <QueryClientProvider client={client}>
      <div style={{ padding: 16 }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Alert type="info" showIcon message={hint} style={{ marginBottom: 12 }} />
        {children}
      </div>
    </QueryClientProvider>
  );
}

function RechargeDemo({ defaultAmount }: { defaultAmount?: number }) {
  const [state] = useState({ paid: false });
  const api = useMemo(() => fakeMoneyApi(state, 12860), [state]);
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <Frame title="账户充值" hint="快捷金额或自定义金额（正数，最多两位小数）→ 确定 → 二维码 300×300，每 3 秒查询；点“模拟扫码支付”后即支付成功。">
      <Space>
        <Button onClick={() => setOpen(true)} disabled={open}>
          打开充值
        </Button>
        <Button onClick={() => (state.paid = true)}>模拟扫码支付</Button>
        {outcome && <Typography.Text type="secondary">{outcome}</Typography.Text>}
      </Space>
      {open && (
        <RechargeDialog
          api={api}
          balance={12860}
          defaultAmount={defaultAmount}
          onPaid={() => setOutcome('支付成功：刷新用户信息与余额')}
          onClose={() => setOpen(false)}
        />
      )}
    </Frame>
  );
}

function ActivationDemo({ initial, balance }: { initial: ActivationState; balance: number }) {
  const api = useMemo(() => fakeMoneyApi({ paid: false }, balance), [balance]);
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <Frame title="开通助学通服务" hint="状态 0 提示；1 开通成功，1 秒后刷新页面；2 余额不足（100 元及以下），去充值。">
      <Space>
        <Button onClick={() => setOpen(true)} disabled={open}>
          打开对话框
        </Button>
        {outcome && <Typography.Text type="secondary">{outcome}</Typography.Text>}
      </Space>
      {open && (
        <ActivationDialog
          api={api}
          balance={balance}
          initial={initial}
          reload={() => setOutcome('页面已刷新（reload）')}
          onClose={() => setOpen(false)}
          onRecharge={() => {
            setOpen(false);
            setOutcome('打开充值对话框（onRecharge）');
          }}
        />
      )}
    </Frame>
  );
}

function PayOrderDemo({ balance }: { balance: number }) {
  const [sent, setSent] = useState<PayOrderPayload | undefined>();
  return (
    <Frame title="待缴费" hint="六条提示：请选择入驻类型、请选择运营模式、请选择支付方式，对公转账时请输入付款银行、付款账号、付款金额。价格随入驻类型与运营模式变化。">
      <Card>
        <PayOrderForm fee={FEE} balance={balance} onSubmit={async (payload) => setSent(payload)} />
      </Card>
      {sent && <pre>{JSON.stringify(sent, null, 2)}</pre>}
    </Frame>
  );
}

const meta = { title: 'Money/Dialogs', component: RechargeDemo } satisfies Meta<typeof RechargeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recharge: Story = { args: {} };

export const RechargePendingPayment: Story = { args: { defaultAmount: 10 } };

export const ActivationPrompt: Story = { render: () => <ActivationDemo initial={{ step: 0 }} balance={12860} /> };

export const ActivationSuccess: Story = { render: () => <ActivationDemo initial={{ step: 1 }} balance={12860} /> };

export const ActivationLowBalance: Story = { render: () => <ActivationDemo initial={{ step: 2, message: lowBalanceText(36.5) }} balance={36.5} /> };

export const PayOrder: Story = { render: () => <PayOrderDemo balance={36.5} /> };
