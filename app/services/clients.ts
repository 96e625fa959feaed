import type { KyInstance } from 'ky';
import { createLoginApi, type LoginApi } from '../../adapters/api/index.ts';
import { catalogueHook, createHttpClient, markBackground, setDriftReport, type CatalogueHandler } from '../../adapters/http/index.ts';
import type { RuntimeConfig } from '../../adapters/index.ts';
import { tokenAtom, type AppStore } from '../state/session.ts';

// The page's HTTP client (ky), apart from the services that hold it: /login's first paint
// (app/start-login.tsx) loads it, with the password door's calls, once it is drawn
// (login-services.ts); the app's services build theirs with it as they start (index.ts).

/** What the page's HTTP client is made of: the settings, the store's token, the overlay's fetch and the error catalogue. */
export interface ClientParts {
  config: RuntimeConfig;
  store: AppStore;
  transport: typeof fetch;
  catalogue: CatalogueHandler;
}

/** The HTTP client under the login's token, through the overlay's fetch, its errors to the catalogue (spec sections 7 and 8). */
export function createAppClient({ config, store, transport, catalogue }: ClientParts): KyInstance {
  // the contract-drift report (README, Deployment): values read in another spelling are listed too
  setDriftReport({ converted: config.reportContractDrift });
  const client: KyInstance = createHttpClient({
    apiBase: config.apiBase,
    siteName: config.siteName,
    getToken: () => store.get(tokenAtom),
    fetch: transport,
    hooks: { beforeRequest: [markBackground], afterResponse: [catalogueHook(catalogue, () => client)] },
  });
  return client;
}

/** The password door's calls on a client of their own (the app's services make theirs when they start). */
export const createLoginCalls = (parts: ClientParts): LoginApi => createLoginApi(createAppClient(parts));
