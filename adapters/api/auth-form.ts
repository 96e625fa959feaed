import type { KyInstance } from 'ky';
import { contracts, type ApiCall, type AuthShow } from '../../engine/index.ts';
import { apiInput, readBody, readParsed } from '../http/index.ts';

// The authentication application's calls (spec section 7; server/README.md, Authentication
// application). The show and update paths come from the page's form-config (component.api_url).

export type { AuditLog, AuthShow } from '../../engine/index.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const methodOf = (call: Pick<ApiCall, 'method'>): Method => {
  const method = String(call.method ?? 'get').toLowerCase();
  return (['get', 'post', 'put', 'patch', 'delete'] as const).find((m) => m === method) ?? 'get';
};

export function createAuthFormApi(client: KyInstance) {
  return {
    show: (call: ApiCall): Promise<AuthShow> => {
      const [url, options] = apiInput(call.url);
      return readParsed(client(url, { ...options, method: methodOf(call) }), contracts.authShow);
    },
    /** The show answer as it is now, with its version (the ETag, where the backend sends one): read just before a save (issue 58). */
    current: async (call: ApiCall): Promise<{ data: AuthShow; version?: string }> => {
      const [url, options] = apiInput(call.url);
      const response = await client(url, { ...options, method: methodOf(call) });
      const version = response.headers.get('ETag');
      const data = await readParsed(Promise.resolve(response), contracts.authShow);
      return version ? { data, version } : { data };
    },
    /**
     * Every field value plus is_head; answers the show answer (status 1). A 422 is the catalogue's
     * toast; with `ifMatch`, a 409 says a colleague saved it meanwhile (changedRecordOf).
     */
    update: (call: ApiCall, body: Record<string, unknown>, ifMatch?: string): Promise<AuthShow> => {
      const [url, options] = apiInput(call.url);
      const headers = ifMatch ? { headers: { 'If-Match': ifMatch } } : {};
      return readParsed(client(url, { ...options, ...headers, method: methodOf({ method: call.method ?? 'post' }), json: body }), contracts.authShow);
    },
    /** 放弃申领: gives the school application up (spec section 4, Give up application). */
    giveUp: () => readBody(client.delete('organization/school-auth-form')),
  };
}

export type AuthFormApi = ReturnType<typeof createAuthFormApi>;
