import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { BellOutlined, LineChartOutlined, RightOutlined, ShoppingOutlined, WalletOutlined } from '@ant-design/icons';
import type { Stat } from '../../../adapters/api/index.ts';
import { withBase } from '../../lib/base-path.ts';
import './dashboard.css';
import { formatMoney } from '../../../engine/index.ts';

// The chart (ECharts) loads after the cards, in its own chunk.
const TrendChart = lazy(() => import('./trend-chart.tsx'));

/** Where the cards lead; a page the account's menu lacks is left out (no link). */
export interface DashboardLinks {
  orders?: string | undefined;
  notices?: string | undefined;
  zhuxuetong?: string | undefined;
}

export interface DashboardViewProps {
  stat: Stat;
  links: DashboardLinks;
  onOpen(path: string): void;
  onRecharge(): void;
  onActivate(): void;
}

const SERVICE_STATUS: Record<number, { text: string; color: string }> = {
  0: { text: '未开通', color: 'default' },
  1: { text: '服务中', color: 'success' },
  2: { text: '已暂停', color: 'warning' },
};

const COUNT = new Intl.NumberFormat('zh-CN');
/** A count as the cards show it: formatCount(1563) -> '1,563'. */
export const formatCount = (value: number) => COUNT.format(value);

/** Nothing has happened yet: no visits, consults, leads or spending (a new account). */
export function hasNoActivity(stat: Stat): boolean {
  const quiet = stat.trend.every((day) => day.visits + day.consults + day.leads === 0);
  return quiet && stat.visits.week + stat.consults.week + stat.zhuxuetong.leads_total === 0 && stat.consume_amount === 0;
}

/** A labelled figure; its group role and name let a test (or a screen reader) find it by label. */
function Figure({ label, value, size = 'md' }: { label: string; value: ReactNode; size?: 'md' | 'lg' }) {
  return (
    <div className={`dashboard-figure is-${size}`} role="group" aria-label={label}>
      <div className="dashboard-figure-label">{label}</div>
      <div className="dashboard-figure-value">{value}</div>
    </div>
  );
}

function OpenLink({ to, label, onOpen }: { to: string | undefined; label: string; onOpen(path: string): void }) {
  if (!to) return null;
  return (
    <a
      className="dashboard-link"
      href={withBase(to)}
      onClick={(event) => {
        event.preventDefault();
        onOpen(to);
      }}
    >
      {label}
      <RightOutlined />
    </a>
  );
}

/**
 * A titled panel in the look of antd's small Card: plain markup, since Card brings antd Tabs
 * (for its tab list) into the dashboard's first load, 14 kB gzip that no panel here uses.
 */
function Panel({ title, extra, className = 'dashboard-card', children }: { title?: ReactNode; extra?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`dashboard-panel ${className}`}>
      {title !== undefined && (
        <header className="dashboard-panel-head">
          <h2 className="dashboard-panel-title">{title}</h2>
          {extra}
        </header>
      )}
      <div className="dashboard-panel-body">{children}</div>
    </section>
  );
}

function Tile({ icon, tone, children, footer }: { icon: ReactNode; tone: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Panel className="dashboard-tile">
      <div className="dashboard-tile-body">
        <span className={`dashboard-tile-icon is-${tone}`} aria-hidden>
          {icon}
        </span>
        {children}
      </div>
      {footer && <div className="dashboard-tile-footer">{footer}</div>}
    </Panel>
  );
}

/** The trend chart, or a friendly hint when there is nothing to draw yet. */
export function TrendPanel({ stat }: { stat: Stat }) {
  const empty = stat.trend.length === 0 || stat.trend.every((day) => day.visits + day.consults + day.leads === 0);
  return (
    <Panel title="近 7 日趋势">
      {empty ? (
        <div className="dashboard-chart-empty" role="status">
          <LineChartOutlined className="dashboard-chart-empty-icon" aria-hidden />
          <div>近 7 日还没有访问、咨询和线索</div>
          <div className="dashboard-muted">机构认证通过、开通助学通后，这里会显示每天的招生推广趋势</div>
        </div>
      ) : (
        <Suspense fallback={<Skeleton.Node active className="dashboard-chart-loading" />}>
          <TrendChart trend={stat.trend} />
        </Suspense>
      )}
    </Panel>
  );
}

/** The dashboard's cards and chart (spec section 1): money, notices, orders, 助学通, traffic. */
export function DashboardView({ stat, links, onOpen, onRecharge, onActivate }: DashboardViewProps) {
  const service = SERVICE_STATUS[stat.zhuxuetong.status] ?? SERVICE_STATUS[0]!;
  const canActivate = stat.zhuxuetong.status === 0 || stat.zhuxuetong.status === 2;
  return (
    <div className="dashboard">
      {hasNoActivity(stat) && (
        <Alert
          className="dashboard-welcome"
          type="info"
          showIcon
          message="欢迎使用阳光继教"
          description="账户还没有招生数据。完成机构认证、充值并开通助学通后，推广任务会为您带来访问、咨询和线索，数据每天更新在这里。"
        />
      )}
      <div className="dashboard-tiles">
        <Tile
            icon={<WalletOutlined />}
            tone="primary"
            footer={
              <>
                <Button type="primary" size="small" onClick={onRecharge}>
                  充值
                </Button>
                <OpenLink to={links.orders} label="充值记录" onOpen={onOpen} />
              </>
            }
          >
            <Figure label="账户余额" value={formatMoney(stat.balance)} size="lg" />
          </Tile>
          <Tile icon={<ShoppingOutlined />} tone="orange" footer={<span className="dashboard-muted">累计在平台的消费</span>}>
            <Figure label="累计消费" value={formatMoney(stat.consume_amount)} size="lg" />
          </Tile>
          <Tile icon={<LineChartOutlined />} tone="purple" footer={<span className="dashboard-muted">已支付、尚未开具发票的金额</span>}>
            <Figure label="未开票金额" value={formatMoney(stat.uninvoiced_amount)} size="lg" />
          </Tile>
          <Tile icon={<BellOutlined />} tone="red" footer={<OpenLink to={links.notices} label="查看通知" onOpen={onOpen} />}>
            <Figure label="未读通知" value={formatCount(stat.unread_notifications)} size="lg" />
          </Tile>
      </div>
      <div className="dashboard-cards">
          <Panel title="订单" extra={<OpenLink to={links.orders} label="全部订单" onOpen={onOpen} />}>
            <div className="dashboard-grid">
              <Figure label="订单总数" value={formatCount(stat.orders.total)} />
              <Figure label="已支付" value={formatCount(stat.orders.paid)} />
              <Figure label="待支付" value={formatCount(stat.orders.pending)} />
              <Figure label="已支付金额" value={formatMoney(stat.orders.paid_amount)} />
            </div>
          </Panel>
          <Panel
            title={
              <span>
                助学通
                <Tag className="dashboard-service-tag" color={service.color}>
                  {stat.zhuxuetong.status_text || service.text}
                </Tag>
              </span>
            }
            extra={<OpenLink to={links.zhuxuetong} label="线索记录" onOpen={onOpen} />}
          >
            <div className="dashboard-grid">
              <Figure label="累计线索" value={formatCount(stat.zhuxuetong.leads_total)} />
              <Figure label="本周线索" value={formatCount(stat.zhuxuetong.leads_week)} />
            </div>
            {canActivate && (
              <div className="dashboard-activate">
                <span className="dashboard-muted">{stat.zhuxuetong.status === 2 ? '服务已暂停，重新开通后推广任务继续进行' : '开通后，推广任务将为您带来招生线索'}</span>
                <Button type="primary" size="small" onClick={onActivate}>
                  开通服务
                </Button>
              </div>
            )}
          </Panel>
          <Panel title="访问与咨询">
            <div className="dashboard-grid">
              <Figure label="今日访问" value={formatCount(stat.visits.today)} />
              <Figure label="本周访问" value={formatCount(stat.visits.week)} />
              <Figure label="今日咨询" value={formatCount(stat.consults.today)} />
              <Figure label="本周咨询" value={formatCount(stat.consults.week)} />
            </div>
          </Panel>
      </div>
      <TrendPanel stat={stat} />
    </div>
  );
}

/** The cards' shapes while the stat loads. */
export function DashboardSkeleton() {
  return (
    <div className="dashboard" aria-busy="true">
      <span className="sr-only" role="status">
        正在加载数据…
      </span>
      <div className="dashboard-tiles">
        {[0, 1, 2, 3].map((i) => (
          <Panel key={i} className="dashboard-tile">
            <Skeleton active avatar={{ size: 40 }} title={false} paragraph={{ rows: 2 }} />
          </Panel>
        ))}
      </div>
      <div className="dashboard-cards">
        {[0, 1, 2].map((i) => (
          <Panel key={i}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Panel>
        ))}
      </div>
      <Panel>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    </div>
  );
}
