import { Button, Card, theme } from 'antd';
import { useSetAtom } from 'jotai';
import type { UserInfo } from '../../../adapters/api/index.ts';
import { rechargeRequestAtom } from '../../state/money.ts';
import { formatMoney } from '../../../engine/index.ts';

/** 账户资金: balance (with 充值), consumption, uninvoiced amount. */
export function MoneyCard({ user }: { user: UserInfo }) {
  const recharge = useSetAtom(rechargeRequestAtom);
  const { token } = theme.useToken();
  const figures = [
    { key: 'balance', label: '账户余额', value: user.balance },
    { key: 'consume', label: '累计消费', value: user.consume_amount },
    { key: 'uninvoiced', label: '未开票金额', value: user.uninvoiced_amount },
  ];
  return (
    <Card
      title="账户资金"
      className="profile-card"
      extra={
        <Button type="primary" size="small" onClick={() => recharge({})}>
          充值
        </Button>
      }
    >
      <dl className="profile-money">
        {figures.map((figure) => (
          <div key={figure.key} className="profile-money-item">
            <dt>{figure.label}</dt>
            <dd data-testid={`profile-${figure.key}`} style={figure.key === 'balance' ? { color: token.colorPrimaryText } : undefined}>
              {formatMoney(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
