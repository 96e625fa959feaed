import { WalletOutlined } from '@ant-design/icons';
import { Button, Card, Statistic } from 'antd';
import { formatMoney, ROUTE_PATHS } from '../../engine/index.ts';

// The optional recharge block of a list page (config `recharge`: the orders page): the account
// balance and 充值, whose dialog the app passes in (onRecharge); without it a link to the order page.

export interface RechargeProps {
  /** The account balance in yuan, when known. */
  balance?: number | undefined;
  /** 充值: default a link to the order page. */
  onRecharge?: (() => void) | undefined;
}

export const RECHARGE_PATH = ROUTE_PATHS.recharge;

export function RechargeBlock({ balance, onRecharge }: RechargeProps) {
  return (
    <Card size="small" className="config-list-recharge">
      <div className="config-list-recharge-body">
        <Statistic title="账户余额" value={balance === undefined ? '—' : formatMoney(balance)} prefix={<WalletOutlined />} />
        {onRecharge ? (
          <Button type="primary" onClick={onRecharge}>
            充值
          </Button>
        ) : (
          <Button type="primary" href={RECHARGE_PATH}>
            充值
          </Button>
        )}
      </div>
    </Card>
  );
}
