import { createAccountApi, createApi, type AccountApi, type Api } from '../../adapters/api/index.ts';
import type { KyInstance } from 'ky';
import { createFormServices, createHttpClient, createListServices } from '../../adapters/http/index.ts';
import type { RuntimeConfig } from '../../adapters/index.ts';
import type { FormServices, ListServices } from '../../engine/index.ts';
import { refreshAccount } from '../state/refresh-account.ts';
import { createAppClient } from './clients.ts';
import { createLoginServices, type LoginServices } from './login-services.ts';

export { createLoginServices, type LoginServices } from './login-services.ts';

// Everything the app holds once per page: the runtime configuration, the jotai store, the one
// HTTP client (with the loading overlay's tracker and the error catalogue), the typed calls and
// the services of the generated forms and lists. Screens and hooks pull them (useServices,
// useApi, useFormServices); none builds its own (tests/lint/services-once.test.ts).
// The catalogue's events are shown by the shell (app/catalogue.ts), registered
// with `onApiEvent` as soon as the router exists.

export interface AppServices extends LoginServices {
  /** The one HTTP client of the app's calls (clients.ts). */
  client: KyInstance;
  /** Every typed call, by area: api.account.profile(), api.money.recharge(…), … */
  api: Api;
  /** The generated forms' uploader, data source, image library, geocoder and asset URLs. */
  forms: FormServices;
  /** The generated lists' calls; after a payment the account is loaded again (refreshAccount). */
  lists: ListServices;
  /**
   * The account calls under `token` instead of the login's, outside the error catalogue: a token
   * handed by a link (/auth-redirect) is weighed before it is used, and its failures are the
   * caller's to say (a 402 there ends no login).
   */
  apiFor(token: string): AccountApi;
}

/**
 * Everything the app holds once per page; `from`: the login services of /login's first paint, whose
 * store, client and cache the app goes on with (else new ones).
 */
export function createAppServices(config: RuntimeConfig, options: { fetch?: typeof fetch; from?: LoginServices } = {}): AppServices {
  const base = options.from ?? createLoginServices(config, options);
  const { store, queryClient, clientParts } = base;
  const client = createAppClient(clientParts);
  const api = createApi(client);
  return {
    ...base,
    client,
    api,
    forms: createFormServices(client, config),
    // After a payment the user info (balance) is loaded again (spec section 4, Payment).
    lists: createListServices(client, { accountChanged: () => void refreshAccount({ api, store, queryClient }) }),
    apiFor: (token) => createAccountApi(createHttpClient({ apiBase: config.apiBase, siteName: config.siteName, getToken: () => token, fetch: clientParts.transport })),
  };
}
