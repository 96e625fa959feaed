import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useAtomValue } from 'jotai';
import { HTTPError } from 'ky';
import type { PayOrderPayload } from '../../../../adapters/api/index.ts';
import { queryKeys } from '../../../../adapters/api/index.ts';
import { errorMessage } from '../../../../adapters/http/index.ts';
import { QueryState, useFeedback } from '../../../../adapters/ui/index.ts';
import { failureToShow } from '../money-errors.ts';
import type { AppRoute } from '../../../lib/menu-routes.ts';
import { useServices } from '../../../services/use-services.ts';
import { refreshAccount } from '../../../state/refresh-account.ts';
import { userAtom } from '../../../state/session.ts';
import { PayOrderForm } from './pay-order-form.tsx';
import { InvoiceCard, PayOrdersCard } from './pay-records.tsx';
import './branch-pay.css';

// 待缴费 (/branchPay/branchPay, spec sections 2, 3, 5, 6): the pay-order form with the price
// from the fee info, the invoice model and the earlier pay orders. Paying from a short balance
// answers 403: the catalogue's confirm 您的余额不足，请先去充值 → 去充值 goes to the order page and opens the recharge dialog.

export default function BranchPayScreen({ route }: { route: AppRoute }) {
  const services = useServices();
  const queryClient = useQueryClient();
  const message = useFeedback();
  const balance = useAtomValue(userAtom)?.balance;
  const api = services.api.money;
  const fee = useQuery({ queryKey: queryKeys.payFeeInfo, queryFn: () => api.feeInfo() });
  const pay = useMutation({
    mutationFn: (payload: PayOrderPayload) => api.createPayOrder(payload),
    onSuccess: (_row, payload) => {
      void message.success(payload.pay_type === 2 ? '提交成功，请等待平台确认到账' : '缴费成功');
      void refreshAccount(services);
    },
    onError: (failure) => {
      // a 422 is shown on its field by the form; a 403 by the catalogue's confirm
      if (failure instanceof HTTPError && failure.response.status === 422) return;
      const text = failureToShow(failure, '提交失败，请稍后再试');
      if (text) void message.error(text);
    },
  });

  return (
    <QueryState query={fee} failure={(error) => errorMessage(error, '缴费信息加载失败，请稍后再试')}>
      {(info) => (
        <div className="branch-pay">
          <Card title={route.title || '待缴费'} className="branch-pay-card">
            <PayOrderForm fee={info} balance={balance} submitting={pay.isPending} onSubmit={(payload) => pay.mutateAsync(payload)} />
          </Card>
          <InvoiceCard api={api} />
          <PayOrdersCard api={api} onReload={() => void queryClient.invalidateQueries({ queryKey: queryKeys.account })} />
        </div>
      )}
    </QueryState>
  );
}
