import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { createAccountApi, createApi, type AccountApi, type Api } from '../../adapters/api/index.ts';
import {
  catalogueHook,
  createFormServices,
  createHttpClient,
  createListServices,
  createPendingTracker,
  markBackground,
  setDriftReport,
  trackedFetch,
  type ApiEvent,
  type ApiEventContext,
  type CatalogueHandler,
  type PendingTracker,
} from '../../adapters/http/index.ts';
import { createQueryClient } from '../../adapters/http/index.ts';
import type { RuntimeConfig } from '../../adapters/index.ts';
import type { FormServices, ListServices } from '../../engine/index.ts';
import { refreshAccount } from '../state/refresh-account.ts';
import { busyAtom, tokenAtom, type AppStore } from '../state/session.ts';

// Everything the app holds once per page: the runtime configuration, the jotai store, the one
// HTTP client (with the loading overlay's tracker and the error catalogue), the typed calls and
// the services of the generated forms and lists. Screens and hooks pull them (useServices,
// useApi, useFormServices); none builds its own (tests/lint/services-once.test.ts).
// The catalogue's events are shown by the shell (app/catalogue.ts), registered
// with `onApiEvent` as soon as the router exists.

export interface AppServices {
  config: RuntimeConfig;
  store: AppStore;
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
  /** Server state (TanStack Query); emptied when the login goes, so no account sees another's. */
  queryClient: QueryClient;
  /** The requests in flight behind the loading overlay: its 取消 and leaving a page abort them. */
  requests: Pick<PendingTracker, 'abortAll' | 'abortOlderThan'>;
  /** Sets who shows the catalogue's events (the shell); until then they are dropped. */
  onApiEvent(handler: CatalogueHandler): () => void;
}

export function createAppServices(config: RuntimeConfig, options: { fetch?: typeof fetch } = {}): AppServices {
  const store = createStore();
  // the contract-drift report (README, Deployment): values read in another spelling are listed too
  setDriftReport({ converted: config.reportContractDrift });
  const tracker = createPendingTracker((busy) => store.set(busyAtom, busy));
  const transport = trackedFetch(tracker, options.fetch);
  let handler: CatalogueHandler | undefined;
  const delegate: CatalogueHandler = {
    notify: (event: ApiEvent, context: ApiEventContext) => handler?.notify(event, context),
    confirm: (message: string, context: ApiEventContext) => handler?.confirm(message, context) ?? Promise.resolve(false),
  };
  const client: KyInstance = createHttpClient({
    apiBase: config.apiBase,
    siteName: config.siteName,
    getToken: () => store.get(tokenAtom),
    fetch: transport,
    hooks: { beforeRequest: [markBackground], afterResponse: [catalogueHook(delegate, () => client)] },
  });
  const queryClient = createQueryClient();
  store.sub(tokenAtom, () => {
    if (!store.get(tokenAtom)) queryClient.clear();
  });
  const api = createApi(client);
  return {
    config,
    store,
    client,
    api,
    forms: createFormServices(client, config),
    // After a payment the user info (balance) is loaded again (spec section 4, Payment).
    lists: createListServices(client, { accountChanged: () => void refreshAccount({ api, store, queryClient }) }),
    apiFor: (token) => createAccountApi(createHttpClient({ apiBase: config.apiBase, siteName: config.siteName, getToken: () => token, fetch: transport })),
    queryClient,
    requests: tracker,
    onApiEvent(next) {
      handler = next;
      return () => {
        if (handler === next) handler = undefined;
      };
    },
  };
}
