import type { QueryClient } from '@tanstack/react-query';
import { createAccountApi, createAuthFormApi, type AuthFormApi } from '../adapters/api/index.ts';
import { createFormServices, createHttpClient, createListServices, createQueryClient } from '../adapters/http/index.ts';
import type { RuntimeConfig } from '../adapters/index.ts';
import type { FormServices, ListServices } from '../engine/index.ts';

// What the live preview renders with: the app's own HTTP client, form and list services over the
// real reference server, logged in as a demo account of the chosen kind. The token stays in this
// page's memory (never in the app's local storage, so the app's own login is left alone).

export const PREVIEW_ACCOUNTS = {
  school: { user_name: 'demo-school', label: '学校账号（demo-school）' },
  branch: { user_name: 'demo-branch', label: '分支机构账号（demo-branch）' },
} as const;

export type PreviewAccount = keyof typeof PREVIEW_ACCOUNTS;

/** The demo accounts' password (server/seed.ts, README: Demo accounts). */
const DEMO_PASSWORD = 'Demo@2026';

export interface StudioServices {
  forms: FormServices;
  lists: ListServices;
  queryClient: QueryClient;
  /** An authentication form's show call (its saved values, for the edit and detail previews). */
  authForm: AuthFormApi;
  /** Logs the preview in as the account; its calls carry that token from then on. */
  login(account: PreviewAccount): Promise<void>;
}

/** `transport`: the fetch its calls go through (the browser's; a test's stand-in). */
export function createStudioServices(config: RuntimeConfig, transport?: typeof fetch): StudioServices {
  let token: string | null = null;
  let logins = 0;
  const client = createHttpClient({ apiBase: config.apiBase, siteName: config.siteName, getToken: () => token, ...(transport ? { fetch: transport } : {}) });
  const account = createAccountApi(client);
  const queryClient = createQueryClient();
  return {
    forms: createFormServices(client, config),
    lists: createListServices(client),
    queryClient,
    authForm: createAuthFormApi(client),
    async login(kind) {
      // a login overtaken by a later one (the account switched while the first was in flight)
      // must not set its token when it answers last: the preview would show the other account
      const mine = (logins += 1);
      token = null;
      queryClient.clear();
      const answer = await account.login({ user_name: PREVIEW_ACCOUNTS[kind].user_name, password: DEMO_PASSWORD });
      if (mine === logins) token = answer.token;
    },
  };
}
