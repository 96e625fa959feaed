import type { KyInstance } from 'ky';
import type { ApiCall } from '../../engine/index.ts';
import { apiInput, readData } from '../http/client.ts';

// The authentication application's calls (spec section 7; server/README.md, Authentication
// application). The show and update paths come from the page's form-config (component.api_url).

/** The show answer: saved values, the status under `auth_status`, the logs under `auth_log`. */
export type AuthShow = Record<string, unknown>;

/** One audit log entry (spec section 3, Confirm logs): `status` true = 审核通过. */
export interface AuditLog {
  created_at?: string;
  status?: boolean | number | string;
  confirm_status?: boolean | number | string;
  reason?: string;
  content?: string;
  status_text?: string;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const methodOf = (call: Pick<ApiCall, 'method'>): Method => {
  const method = String(call.method ?? 'get').toLowerCase();
  return (['get', 'post', 'put', 'patch', 'delete'] as const).find((m) => m === method) ?? 'get';
};

export function authFormApi(client: KyInstance) {
  return {
    show: async (call: ApiCall): Promise<AuthShow> => {
      const [url, options] = apiInput(call.url);
      const data = await readData<unknown>(client(url, { ...options, method: methodOf(call) }));
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as AuthShow) : {};
    },
    /** Every field value plus is_head; answers the show answer (status 1). A 422 is the catalogue's toast. */
    update: async (call: ApiCall, body: Record<string, unknown>): Promise<AuthShow> => {
      const [url, options] = apiInput(call.url);
      const data = await readData<unknown>(client(url, { ...options, method: methodOf({ method: call.method ?? 'post' }), json: body }));
      return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as AuthShow) : {};
    },
    /** 放弃申领: gives the school application up (spec section 4, Give up application). */
    giveUp: () => readData<unknown>(client.delete('organization/school-auth-form')),
  };
}

export type AuthFormApi = ReturnType<typeof authFormApi>;
