import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { AppRoute } from '../../lib/menu-routes.ts';
import { useServices } from '../../services/use-services.ts';
import { requestOnboarding } from '../../state/popups.ts';
import { refreshAccount } from '../../state/refresh-account.ts';
import { onSessionExpired, userAtom } from '../../state/session.ts';
import { AuthFormPage } from './auth-form-page.tsx';
import type { AuthFormDeps } from './use-auth-form.ts';

/**
 * The route of the four auth-form component keys (schoolAuthBase, schoolAuth2Base,
 * schoolBaseAuth, confirmAuth): the page with the app's services, user and navigation.
 */
export default function AuthFormScreen({ route }: { route: AppRoute }) {
  const services = useServices();
  const router = useRouter();
  const user = useAtomValue(userAtom);
  const deps = useMemo<AuthFormDeps>(
    () => ({
      api: services.api,
      userId: user?.id,
      isSchool: Number(user?.is_shcool ?? 0) === 1,
      refreshAccount: () => refreshAccount(services),
      showOnboarding: (type) => requestOnboarding(services.store, type),
      goHome: () => void router.navigate({ href: '/' }),
      onSessionEnd: (listener) => onSessionExpired(services.store, listener),
    }),
    [services, router, user?.id, user?.is_shcool],
  );
  return (
<AuthFormPage menuId={route.menuId} deps={deps} />
  );
}
