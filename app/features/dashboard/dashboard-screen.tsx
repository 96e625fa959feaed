import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import '../../ui/status-screen.css';
import { RocketOutlined } from '@ant-design/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { HTTPError } from 'ky';
import { QueryState } from '../../../adapters/ui/index.ts';
import { resolvePath, type RouteTable } from '../../lib/menu-routes.ts';
import { useApi } from '../../services/use-services.ts';
import { activationOpenAtom, rechargeRequestAtom } from '../../state/money.ts';
import { routeTableAtom } from '../../state/session.ts';
import { DashboardSkeleton, DashboardView, type DashboardLinks } from './dashboard-view.tsx';
import { statQuery } from './stat-query.ts';
import { ROUTE_PATHS } from '../../../engine/index.ts';


/** Answers of an account that must first finish a step (spec section 8): the catalogue shows it. */
const GATE_STATUSES = [423, 435, 456];

const gateOf = (error: unknown): number | undefined =>
  error instanceof HTTPError && GATE_STATUSES.includes(error.response.status) ? error.response.status : undefined;

/** The cards' targets that the account's route table has. */
export function dashboardLinks(table: RouteTable | null): DashboardLinks {
  const has = (path: string) => (table && resolvePath(table, path).route ? path : undefined);
  return { orders: has(ROUTE_PATHS.recharge), notices: ROUTE_PATHS.messages, zhuxuetong: has(ROUTE_PATHS.zhuxuetongLogs) };
}

/**
 * 阳光继教 (/dashboard, spec section 1): the figures of common/stat as cards and a 7-day chart.
 * Cached under queryKeys.stat, so a payment or an activation (refreshAccount) refreshes it.
 */
export default function DashboardScreen() {
  const api = useApi().stat;
  const navigate = useNavigate();
  const table = useAtomValue(routeTableAtom);
  const setRecharge = useSetAtom(rechargeRequestAtom);
  const setActivation = useSetAtom(activationOpenAtom);
  const query = useQuery(statQuery(api));
  const links = useMemo(() => dashboardLinks(table), [table]);

  // The catalogue has already shown a gated account the step to take (a pop-up, or the group
  // apply page): the page waits calmly instead of failing.
  const gated = (error: unknown, retry: () => void) => {
    const gate = gateOf(error);
    if (gate === undefined) return undefined;
    return (
      <section className="dashboard-calm status-screen">
        <div className="status-screen-icon" aria-hidden="true">
          <RocketOutlined className="dashboard-calm-icon" />
        </div>
        <h2 className="status-screen-title">完成入驻后即可查看经营数据</h2>
        <p className="status-screen-sub">{gate === 423 ? '请先申请加入集团学校，通过后这里会显示账户和招生数据。' : '请按提示完善机构资料，审核通过后这里会显示账户和招生数据。'}</p>
        <Button className="status-screen-action" loading={query.isFetching} onClick={retry}>
          重新加载
        </Button>
      </section>
    );
  };
  return (
    <QueryState query={query} failure="数据加载失败" failed={gated} pending={<DashboardSkeleton />} keepData>
      {(stat) => (
        <DashboardView
          stat={stat}
          links={links}
          onOpen={(path) => void navigate({ href: path })}
          onRecharge={() => setRecharge({})}
          onActivate={() => setActivation(true)}
        />
      )}
    </QueryState>
  );
}
