import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';
import { feeOf, type FeeInfo } from '../../../../adapters/api/money.ts';
import RechargeDialog, { amountProblem } from '../../../../app/features/money/recharge-dialog.tsx';

// The recharge dialog's amount rules and single order, and the price of an entry type (issue 12).

const FEE: FeeInfo = { major: 3000, majorPlatform: 5000, group: 8000, groupPlatform: 12000, highschool: 15000, highschoolPlatform: 20000 };

describe('feeOf (spec section 6: entry types and prices)', () => {
  it.each([
    [1, 0, 0],
    [1, 1, 0],
    [2, 0, 3000],
    [2, 1, 5000],
    [3, 0, 8000],
    [3, 1, 12000],
    [4, 0, 15000],
    [4, 1, 20000],
    [2, undefined, undefined],
    [undefined, 1, undefined],
  ])('type %s, platform help %s -> %s', (type, help, price) => {
    expect(feeOf(FEE, type, help)).toBe(price);
  });
});

describe('amountProblem', () => {
  it.each([
    ['', '请输入充值金额'],
    ['  ', '请输入充值金额'],
    ['abc', '充值金额只能是数字'],
    ['-5', '充值金额只能是数字'],
    ['0', '充值金额必须大于0'],
    ['0.00', '充值金额必须大于0'],
    ['1.234', '充值金额最多保留两位小数'],
    ['0.01', undefined],
    ['2000', undefined],
    ['88.8', undefined],
  ])('%j -> %s', (text, message) => expect(amountProblem(text)).toBe(message));
});

describe('RechargeDialog', () => {
  function renderDialog() {
    let release: () => void = () => undefined;
    const api = {
      recharge: vi.fn(() => new Promise<{ id: number }>((done) => (release = () => done({ id: 7 })))),
      launchPay: vi.fn(async () => ({ qr_code: 'http://127.0.0.1/mock-pay/7?sign=x', order_no: 'CZ7', amount: 5000, pay_type: 'alipay' })),
      isPaid: vi.fn(async () => false),
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ZhProvider>
          <RechargeDialog api={api} defaultAmount={10} onPaid={vi.fn()} onClose={vi.fn()} />
        </ZhProvider>
      </QueryClientProvider>,
    );
    return { api, release: () => release() };
  }

  it('starts at the default amount, takes a quick amount, and creates one order however often 确定 is pressed', async () => {
    const user = userEvent.setup();
    const { api, release } = renderDialog();
    const amount = await screen.findByLabelText('充值金额');
    expect((amount as HTMLInputElement).value).toBe('10');
    await user.click(screen.getByText('¥5,000'));
    expect((amount as HTMLInputElement).value).toBe('5000');
    await user.click(screen.getByText('支付宝'));
    const ok = screen.getByText('确定').closest('button') as HTMLButtonElement;
    await user.dblClick(ok);
    await user.click(ok);
    release();
    expect(await screen.findByLabelText('支付二维码')).toBeTruthy();
    expect(api.recharge).toHaveBeenCalledTimes(1);
    expect(api.recharge).toHaveBeenCalledWith(5000, 'alipay');
    expect(api.launchPay).toHaveBeenCalledWith(7, expect.anything());
  });

  it('shows the amount’s message and creates no order', async () => {
    const user = userEvent.setup();
    const { api } = renderDialog();
    const amount = await screen.findByLabelText('充值金额');
    await user.clear(amount);
    await user.type(amount, '3.141');
    await user.click(screen.getByText('确定').closest('button') as HTMLButtonElement);
    expect(await screen.findByText('充值金额最多保留两位小数')).toBeTruthy();
    await waitFor(() => expect(api.recharge).not.toHaveBeenCalled());
  });
});
