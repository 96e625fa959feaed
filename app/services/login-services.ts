import { createContext, useContext } from 'react';
import { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginApi } from '../../adapters/api/index.ts';
import { createPendingTracker, createQueryClient, trackedFetch, type ApiEvent, type ApiEventContext, type CatalogueHandler, type PendingTracker } from '../../adapters/http/index.ts';
import type { RuntimeConfig } from '../../adapters/index.ts';
import { busyAtom, tokenAtom, type AppStore } from '../state/session.ts';
import type { ClientParts } from './clients.ts';

// The services of /login's first paint (app/start-login.tsx), which has no router to carry them,
// built apart from the app's (index.ts) so that its chunk holds no other screen's calls; read
// through a React context, provided there and by the app's providers around the router (the app's whole
// services are login services too), so the login screen, the filing footer and the loading
// overlay read them the same way with or without the router.

export const LoginServicesContext = createContext<LoginServices | null>(null);

/** The services every screen has, the router's or not: config, store, the login calls, the requests in flight. */
export function useLoginServices(): LoginServices {
  const services = useContext(LoginServicesContext);
  if (!services) throw new Error('useLoginServices: no LoginServicesContext above (app/shell/login-providers.tsx provides it)');
  return services;
}

/**
 * What /login's first paint needs (app/start-login.tsx: no router, no other screen's calls): the
 * configuration, the store, the server-state cache, the requests in flight and the password
 * door's calls, whose HTTP client and contracts load on the first call (clients.ts). The app's
 * services are built on the same ones (createAppServices `from`), so a login made there is the app's.
 */
export interface LoginServices {
  config: RuntimeConfig;
  store: AppStore;
  /** The password door's calls (adapters/api createLoginApi); the app's api has them in `account` too. */
  api: { account: LoginApi };
  /** Server state (TanStack Query); emptied when the login goes, so no account sees another's. */
  queryClient: QueryClient;
  /** The requests in flight behind the loading overlay: its 取消 and leaving a page abort them. */
  requests: Pick<PendingTracker, 'abortAll' | 'abortOlderThan'>;
  /** Sets who shows the catalogue's events (the shell); until then they are dropped. */
  onApiEvent(handler: CatalogueHandler): () => void;
  /** What every HTTP client of the page is made of (clients.ts createAppClient). */
  clientParts: ClientParts;
}

/** The services of /login's first paint; createAppServices(config, { from }) builds the app's on them. */
export function createLoginServices(config: RuntimeConfig, options: { fetch?: typeof fetch } = {}): LoginServices {
  const store = createStore();
  const tracker = createPendingTracker((busy) => store.set(busyAtom, busy));
  const transport = trackedFetch(tracker, options.fetch);
  let handler: CatalogueHandler | undefined;
  const delegate: CatalogueHandler = {
    notify: (event: ApiEvent, context: ApiEventContext) => handler?.notify(event, context),
    confirm: (message: string, context: ApiEventContext) => handler?.confirm(message, context) ?? Promise.resolve(false),
  };
  const clientParts: ClientParts = { config, store, transport, catalogue: delegate };
  let calls: Promise<LoginApi> | undefined;
  const loadCalls = () =>
    (calls ??= import('./clients.ts').then(
      ({ createLoginCalls }) => createLoginCalls(clientParts),
      (error: unknown) => {
        // the code did not arrive: the next call asks again
        calls = undefined;
        throw error;
      },
    ));
  const account: LoginApi = {
    login: (payload) => loadCalls().then((api) => api.login(payload)),
    needCaptcha: (userName) => loadCalls().then((api) => api.needCaptcha(userName)),
    captcha: () => loadCalls().then((api) => api.captcha()),
  };
  const queryClient = createQueryClient();
  store.sub(tokenAtom, () => {
    if (!store.get(tokenAtom)) queryClient.clear();
  });
  return {
    config,
    store,
    api: { account },
    queryClient,
    requests: tracker,
    clientParts,
    onApiEvent(next) {
      handler = next;
      return () => {
        if (handler === next) handler = undefined;
      };
    },
  };
}

