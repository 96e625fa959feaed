import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Card } from 'antd';
import { DashboardSkeleton, DashboardView } from '../app/features/dashboard/dashboard-view.tsx';
import TrendChart from '../app/features/dashboard/trend-chart.tsx';
import { DEMO_STAT, NEW_ACCOUNT_STAT, PAUSED_STAT } from './fixtures/home-fixtures.ts';

// The dashboard's cards and chart (issue 13 item 1) on fake common/stat answers: a running
// school, a new account (hints instead of a flat chart), 助学通 paused (开通服务), loading.

const LINKS = { orders: '/order/order.order', notices: '/message/moreMessage', zhuxuetong: '/order/order.zhuxuetong-logs' };

const meta = {
  title: 'App/Dashboard',
  component: DashboardView,
  args: { stat: DEMO_STAT, links: LINKS, onOpen: fn(), onRecharge: fn(), onActivate: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: '#f0f2f5' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RunningSchool: Story = {};
export const NewAccount: Story = { args: { stat: NEW_ACCOUNT_STAT } };
/** 助学通 paused: 开通服务; the account's menu has no 助学通 logs page, so no link. */
export const ServicePaused: Story = { args: { stat: PAUSED_STAT, links: { ...LINKS, zhuxuetong: undefined } } };
export const Loading: Story = { render: () => <DashboardSkeleton /> };
export const TrendChartAlone: Story = {
  render: () => (
    <Card title="近 7 日趋势" size="small">
      <TrendChart trend={DEMO_STAT.trend} />
    </Card>
  ),
};
