import type { ReactNode } from 'react';
import { FormServicesProvider, ListServicesProvider } from '../../adapters/ui/index.ts';
import type { AppServices } from '../services/index.ts';
import { LoginProviders } from './login-providers.tsx';

/** LoginProviders with the generated forms' and lists' services (built once, app/services/index.ts), around the router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <LoginProviders services={services}>
      <FormServicesProvider value={services.forms}>
        <ListServicesProvider value={services.lists}>{children}</ListServicesProvider>
      </FormServicesProvider>
    </LoginProviders>
  );
}
