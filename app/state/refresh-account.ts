import { queryKeys } from '../../adapters/api/index.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountApi } from '../../adapters/api/index.ts';
import { userAtom, type AppStore } from './session.ts';

/**
 * After money or the account changed (a payment, an activation, a profile edit, an auth submit):
 * the user info is loaded again and every query under queryKeys.account (the dashboard's stat,
 * the 助学通 status, …) refetches, so the balance is new everywhere it shows; so does the bell's
 * notice status, since the server may have sent a notice with it (「您的充值已到账」 after a
 * payment), and the bell's count then matches the dashboard's 未读通知. Never throws.
 */
export async function refreshAccount(services: { api: { account: Pick<AccountApi, 'profile'> }; store: AppStore; queryClient: QueryClient }): Promise<void> {
  try {
    const fresh = await services.api.account.profile();
    if (fresh) services.store.set(userAtom, fresh);
  } catch {
    // the catalogue has told the user; the old figures stay until the next load
  }
  await Promise.all([
    services.queryClient.invalidateQueries({ queryKey: queryKeys.account }),
    services.queryClient.invalidateQueries({ queryKey: queryKeys.noticeStatus }),
  ]);
}
