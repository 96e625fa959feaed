import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConfirmLogsDialog from '../../../../adapters/list/dialogs/confirm-logs-dialog.tsx';
import PayDialog from '../../../../adapters/list/dialogs/pay-dialog.tsx';
import { LIST_DIALOGS } from '../../../../adapters/list/dialogs/index.ts';
import { createFakeListServices, PAGES, SAMPLE_ROWS } from '../../../../stories/fixtures/fake-list-services.ts';
import { renderDialog, requestsTo } from './harness.tsx';

describe('the special dialogs in LIST_DIALOGS', () => {
  it('has one for every special kind, loaded on first use', async () => {
    const { services } = renderDialog(LIST_DIALOGS.confirm_logs, 'confirm_logs', { list: PAGES.branches, row: SAMPLE_ROWS.branch });
    expect(await screen.findByText('资料齐全，审核通过', {}, { timeout: 5000 })).toBeTruthy();
    expect(requestsTo(services, 'confirm-logs')).toHaveLength(1);
    for (const kind of ['edit_mobile', 'confirm_logs', 'import', 'content', 'teachers', 'pay'] as const) expect(LIST_DIALOGS[kind]).toBeDefined();
  });
});

describe('ConfirmLogsDialog', () => {
  it('lists created_at, a tag for confirm_status and the content of the row’s logs', async () => {
    const { services, user, onClose } = renderDialog(ConfirmLogsDialog, 'confirm_logs', { list: PAGES.branches, row: SAMPLE_ROWS.branch });
    const table = await screen.findByRole('table');
    await within(table).findByText('资料齐全，审核通过');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['2026-11-08 10:20:31', '审核通过', '资料齐全，审核通过'],
      ['2026-11-05 16:02:11', '审核未通过', '营业执照照片不清晰，请重新上传'],
    ]);
    expect(requestsTo(services, 'confirm-logs')[0]).toMatchObject({ method: 'get', url: '/api/organization/school-branches/11/confirm-logs' });
    // the footer's 关闭 (the close icon in the corner is named 关闭 too)
    await user.click(within(document.querySelector<HTMLElement>('.ant-modal-footer')!).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('PayDialog (payment QR)', { timeout: 20_000 }, () => {
  const open = () => {
    const services = createFakeListServices({ latencyMs: 0 });
    return { ...renderDialog(PayDialog, 'pay', { list: PAGES.orders, row: SAMPLE_ROWS.order, services }), services };
  };

  it('launches the payment of the row and shows a 300 x 300 QR with the order number and amount', async () => {
    const { services } = open();
    const qr = await screen.findByRole('img', { name: '支付二维码' });
    const svg = qr.querySelector('svg');
    expect([svg?.getAttribute('width'), svg?.getAttribute('height')]).toEqual(['300', '300']);
    expect(screen.getByText('CZ202611100001')).toBeTruthy();
    expect(screen.getAllByText(/2,000\.00/)).not.toHaveLength(0);
    expect(requestsTo(services, 'order-launch-pay-request')[0]).toMatchObject({ method: 'post', url: '/api/organization/common/order-launch-pay-request/31' });
  });

  it('says 尚未支付成功 when 支付完成 is pressed before the payment arrived, and 您取消了支付 on 取消 once confirmed', async () => {
    const { user, services, onClose, onDone } = open();
    await screen.findByRole('img', { name: '支付二维码' });
    await user.click(screen.getByRole('button', { name: '支付完成' }));
    expect(await screen.findByText('尚未支付成功')).toBeTruthy();
    expect(requestsTo(services, 'order-pay-result-query')[0]).toMatchObject({ method: 'post', url: '/api/organization/common/order-pay-result-query/31' });
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消' }));
    // the QR shows, so a payment may be under way: it asks first, and 取消 there keeps the dialog
    // (a confirm that is leaving stays in jsdom, where motion never ends: the last one is open)
    const ask = async () => (await screen.findAllByText('支付尚未完成，确定关闭吗？')).at(-1)?.closest('.ant-modal-confirm') as HTMLElement;
    await user.click(within(await ask()).getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: '取消' })[0] as HTMLElement);
    await waitFor(async () => expect((await screen.findAllByText('支付尚未完成，确定关闭吗？')).length).toBe(2));
    await user.click(within(await ask()).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('您取消了支付')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('polls the pay result until it answers code 200, then says 支付成功 and closes', async () => {
    const { services, onDone } = open();
    await screen.findByRole('img', { name: '支付二维码' });
    services.markPaid();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(requestsTo(services, 'order-pay-result-query').length).toBeGreaterThanOrEqual(1);
  });

  it('pays with 支付完成 once the payment arrived', async () => {
    const { user, services, onDone } = open();
    await screen.findByRole('img', { name: '支付二维码' });
    services.markPaid();
    await user.click(screen.getByRole('button', { name: '支付完成' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('支付成功')).toBeTruthy();
  });
});
