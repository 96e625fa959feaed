import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '../../adapters/api/query-keys.ts';
import type { Stat } from '../../adapters/api/stat.ts';
import { contracts, ROUTE_PATHS } from '../../engine/index.ts';
import { dashboardLinks } from '../../app/features/dashboard/dashboard-screen.tsx';
import { buildRoutes } from '../../app/lib/menu-routes.ts';
import { activationOpenAtom, rechargeRequestAtom } from '../../app/state/money.ts';
import type { MenuItem } from '../../engine/index.ts';
import { DEMO_STAT, PAUSED_STAT } from '../../stories/fixtures/home-fixtures.ts';
import { renderApp, schoolProfile, SCHOOL_MENU, type FakeCall } from './app-harness.tsx';

// The dashboard in the app (jsdom, network faked): 充值 and 开通服务 ask the shell's money
// dialogs through their atoms, and the figures refetch when the account changes.

const STAT_PATH = '/api/organization/common/stat';
const STATUS_PATH = '/api/organization/profile/notifications-status';
/** The whole app in jsdom on a busy machine: the first screen can take seconds. */
const SLOW = 30_000;

function answering(stat: Stat) {
  return (call: FakeCall) => {
    if (call.path === '/api/organization/profile') return { body: schoolProfile() };
    if (call.path === STAT_PATH) return { body: { code: 200, message: '操作成功', data: stat } };
    return undefined;
  };
}

describe('the dashboard (issue 13 item 1)', () => {
  // The screen loads lazily with its route; its first import in jsdom can take seconds.
  beforeAll(() => import('../../app/features/dashboard/dashboard-screen.tsx'), 60_000);

  it('充值 asks for the recharge dialog', async () => {
    const { services } = renderApp('/dashboard', { token: 't-1', answer: answering(DEMO_STAT) });
    const balance = await screen.findByRole('group', { name: '账户余额' }, { timeout: SLOW });
    expect(balance.textContent).toContain('¥12,860.00');
    expect(services.store.get(rechargeRequestAtom)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '充值' }));
    expect(services.store.get(rechargeRequestAtom)).toEqual({});
  }, 60_000);

  it('开通服务 shows only while 助学通 is not running, and asks for the activation dialog', async () => {
    const { services } = renderApp('/dashboard', { token: 't-1', answer: answering(PAUSED_STAT) });
    await screen.findByText('已暂停', undefined, { timeout: SLOW });
    expect(services.store.get(activationOpenAtom)).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '开通服务' }));
    expect(services.store.get(activationOpenAtom)).toBe(true);
  }, 60_000);

  it('fetches the figures again when the account changes (a payment invalidates queryKeys.account)', async () => {
    const calls: FakeCall[] = [];
    let stat = DEMO_STAT;
    const { services } = renderApp('/dashboard', { token: 't-1', calls, answer: (call) => answering(stat)(call) });
    await screen.findByRole('group', { name: '账户余额' }, { timeout: SLOW });
    expect(calls.filter((c) => c.path === STAT_PATH)).toHaveLength(1);
    stat = { ...DEMO_STAT, balance: 14860 };
    await services.queryClient.invalidateQueries({ queryKey: queryKeys.account });
    await waitFor(() => expect(within(screen.getByRole('group', { name: '账户余额' })).getByText('¥14,860.00')).toBeTruthy(), { timeout: SLOW });
    expect(calls.filter((c) => c.path === STAT_PATH)).toHaveLength(2);
  }, 60_000);

  it('after 支付成功 the bell shows the new unread count at once, as the 未读通知 card does', async () => {
    const calls: FakeCall[] = [];
    // the server adds 「您的充值已到账」 when the recharge is paid
    let paid = false;
    const unread = () => (paid ? 11 : 10);
    const ok = (data: unknown) => ({ body: { code: 200, message: '操作成功', data } });
    const { services } = renderApp('/dashboard', {
      token: 't-1',
      calls,
      answer: (call) => {
        if (call.path === STATUS_PATH) return ok({ sum: unread(), list: [] });
        if (call.path === STAT_PATH) return ok({ ...DEMO_STAT, unread_notifications: unread() });
        if (call.path.endsWith('/order-recharge')) return ok({ id: 7 });
        if (call.path.endsWith('/order-launch-pay-request/7')) return ok({ qr_code: 'http://127.0.0.1/mock-pay/7?sign=x', order_no: 'CZ7', amount: 100 });
        if (call.path.endsWith('/order-pay-result-query/7')) {
          paid = true;
          return ok({ status: 1 });
        }
        return answering(DEMO_STAT)(call);
      },
    });
    expect(await screen.findByRole('button', { name: '通知，10 条未读' }, { timeout: SLOW })).toBeTruthy();
    services.store.set(rechargeRequestAtom, {});
    await screen.findByLabelText('充值金额', undefined, { timeout: SLOW });
    await userEvent.click(screen.getByText('确定').closest('button') as HTMLButtonElement);
    await screen.findByLabelText('支付二维码', undefined, { timeout: SLOW });
    const statusCalls = calls.filter((c) => c.path === STATUS_PATH).length;
    await userEvent.click(screen.getByRole('button', { name: '支付完成' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: '未读通知' })).getByText('11')).toBeTruthy(), { timeout: SLOW });
    // and the bell with it, not at its own refresh 60 s later
    await waitFor(() => expect(screen.getByRole('button', { name: '通知，11 条未读' })).toBeTruthy());
    expect(calls.filter((c) => c.path === STATUS_PATH).length).toBe(statusCalls + 1);
  }, 60_000);
});

describe('dashboardLinks', () => {
  it("links to the 助学通 logs only when the account's menu has that page", () => {
    const full = buildRoutes(SCHOOL_MENU as MenuItem[]);
    expect(dashboardLinks(full)).toEqual({ orders: ROUTE_PATHS.recharge, notices: '/message/moreMessage', zhuxuetong: ROUTE_PATHS.zhuxuetongLogs });
    const strip = (items: MenuItem[]): MenuItem[] =>
      items.filter((item) => item.route_key !== 'order.zhuxuetong-logs').map((item) => ({ ...item, children: item.children && strip(item.children) }));
    expect(dashboardLinks(buildRoutes(strip(SCHOOL_MENU as MenuItem[]))).zhuxuetong).toBeUndefined();
    expect(dashboardLinks(null)).toEqual({ orders: undefined, notices: '/message/moreMessage', zhuxuetong: undefined });
  });
});

describe('the stat contract', () => {
  it('reads numbers sent as text and fills what is missing with 0', () => {
    const stat = contracts.stat.parse({ balance: '36.5', orders: { total: '3' }, trend: [{ date: '11-23', visits: '7' }] });
    expect(stat.balance).toBe(36.5);
    expect(stat.orders).toEqual({ total: 3, paid: 0, pending: 0, paid_amount: 0 });
    expect(stat.trend).toEqual([{ date: '11-23', visits: 7, consults: 0, leads: 0 }]);
    expect(contracts.stat.parse({ zhuxuetong: null }).zhuxuetong).toEqual({ status: 0, status_text: '', leads_total: 0, leads_week: 0 });
  });
});
