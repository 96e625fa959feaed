import { WalletOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { rechargeRequestAtom } from '../../state/money.ts';
import { userAtom } from '../../state/session.ts';
import { formatMoney } from '../../../engine/index.ts';

/** The navbar's balance (new after every payment: refreshAccount); a click opens the recharge dialog. */
export function BalanceChip() {
  const balance = useAtomValue(userAtom)?.balance;
  const openRecharge = useSetAtom(rechargeRequestAtom);
  if (balance === undefined) return null;
  return (
    <Tooltip title="账户充值">
      <Button type="text" className="navbar-balance" icon={<WalletOutlined />} onClick={() => openRecharge({})} aria-label={`账户余额 ${formatMoney(balance)}，充值`}>
        {formatMoney(balance)}
      </Button>
    </Tooltip>
  );
}
