import type { KyInstance } from 'ky';
import { contracts, type ApiCall, type AuthShow } from '../../engine/index.ts';
import { apiInput, readBody, readParsed } from '../http/client.ts';

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
    /** Every field value plus is_head; answers the show answer (status 1). A 422 is the catalogue's toast. */
    update: (call: ApiCall, body: Record<string, unknown>): Promise<AuthShow> => {
      const [url, options] = apiInput(call.url);
      return readParsed(client(url, { ...options, method: methodOf({ method: call.method ?? 'post' }), json: body }), contracts.authShow);
    },
    /** 放弃申领: gives the school application up (spec section 4, Give up application). */
    giveUp: () => readBody(client.delete('organization/school-auth-form')),
  };
}

export type AuthFormApi = ReturnType<typeof createAuthFormApi>;
