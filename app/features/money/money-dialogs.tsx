import { lazy, Suspense, useCallback } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { useServices } from '../../services/use-services.ts';
import { activationOpenAtom, rechargeRequestAtom } from '../../state/money.ts';
import { refreshAccount } from '../../state/refresh-account.ts';
import { userAtom } from '../../state/session.ts';
import { goRecharge } from '../../routing/go-recharge.ts';

// The host of the recharge and activation dialogs (issue 12): mounted once in the layout, opened
// by setting rechargeRequestAtom / activationOpenAtom (app/state/money.ts). Their code (and the
// QR library) loads when one opens.

const RechargeDialog = lazy(() => import('./recharge-dialog.tsx'));
const ActivationDialog = lazy(() => import('./activation-dialog.tsx'));

export function MoneyDialogs() {
  const services = useServices();
  const user = useAtomValue(userAtom);
  const [recharge, setRecharge] = useAtom(rechargeRequestAtom);
  const [activationOpen, setActivationOpen] = useAtom(activationOpenAtom);
  const api = services.api.money;
  const closeRecharge = useCallback(() => setRecharge(null), [setRecharge]);
  const store = useStore();
  const router = useRouter();
  return (
    <Suspense fallback={null}>
      {recharge && (
        <RechargeDialog
          api={api}
          balance={user?.balance}
          defaultAmount={recharge.defaultAmount}
          onPaid={() => void refreshAccount(services)}
          onClose={closeRecharge}
        />
      )}
      {activationOpen && (
        <ActivationDialog
          api={api}
          balance={user?.balance}
          onClose={() => setActivationOpen(false)}
          onRecharge={() => {
            setActivationOpen(false);
            goRecharge(store, (href) => router.navigate({ href }));
          }}
        />
      )}
    </Suspense>
  );
}

