import ky from 'ky';
import type { HTTPError, KyInstance, Options } from 'ky';

// The one HTTP client of the app (spec section 7): base URL `${apiBase}/api/`, headers
// Accept: application/json, site-name, org-token when logged in, no timeout. Every call goes
// through it, uploads included (adapters/http/upload.ts sends them with XMLHttpRequest under the
// same headers and hooks), so the error catalogue of spec section 8 is one afterResponse hook
// added here (`hooks`).

export interface HttpClientOptions {
  /** Base URL of the API ('' = the origin the app is served from); the client adds `/api/`. */
  apiBase: string;
  /** The `site-name` header (spec section 7, default cepsp). */
  siteName: string;
  /** The login token, sent as `org-token` when there is one. */
  getToken: () => string | null | undefined;
  /** More hooks (the app shell's error catalogue); run after the client's own. */
  hooks?: Options['hooks'];
  /** The transport; tests pass a fake. Default: the global fetch. */
  fetch?: Options['fetch'];
}

/** The API's answer envelope: `{code: 200, message: '操作成功', data, url?}` or `{code, message}`. */
export interface ApiBody<T = unknown> {
  code?: number;
  message?: string;
  data?: T;
  url?: string;
}

/** `${apiBase}/api/` with exactly one slash between: apiPrefix('https://x.edu/') -> 'https://x.edu/api/'. */
export function apiPrefix(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/api/`;
}

/** The client's default headers for a token; shared by every request (uploads too). */
export function apiHeaders(siteName: string, token: string | null | undefined): Record<string, string> {
  return { Accept: 'application/json', 'site-name': siteName, ...(token ? { 'org-token': token } : {}) };
}

/** Replaces a failed call's English ky message by the server's own `message` (in Chinese). */
async function useServerMessage(error: HTTPError): Promise<HTTPError> {
  try {
    const body = (await error.response.clone().json()) as ApiBody;
    if (typeof body.message === 'string' && body.message !== '') error.message = body.message;
  } catch {
    // not JSON: keep ky's message
  }
  return error;
}

export function createHttpClient(options: HttpClientOptions): KyInstance {
  const { apiBase, siteName, getToken, hooks = {} } = options;
  return ky.create({
    prefixUrl: apiPrefix(apiBase),
    timeout: false,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      ...hooks,
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(apiHeaders(siteName, getToken()))) request.headers.set(name, value);
        },
        ...(hooks.beforeRequest ?? []),
      ],
      beforeError: [useServerMessage, ...(hooks.beforeError ?? [])],
    },
  });
}

/**
 * A configured URL (a select's data_source, "/api/common/areas") as the client's input: paths
 * lose a leading "/" and "api/" (the prefix has them); absolute URLs are kept and sent without
 * the prefix. apiInput('/api/common/areas') -> ['common/areas', {}].
 */
export function apiInput(url: string): [string, Options] {
  if (/^https?:\/\//i.test(url)) return [url, { prefixUrl: '' }];
  return [url.replace(/^\/+/, '').replace(/^api\//, ''), {}];
}

/**
 * The `data` of a JSON answer; an answer whose `code` is not 200 rejects with its message.
 * readData(client.get('common/areas')) -> [{id, name}, …]
 */
export async function readData<T>(response: Promise<Response>): Promise<T> {
  const body = await readBody<T>(response);
  return body.data as T;
}

export async function readBody<T>(response: Promise<Response>): Promise<ApiBody<T>> {
  const body = (await (await response).json()) as ApiBody<T> | null;
  if (body === null || typeof body !== 'object') throw new Error('服务器返回的数据格式有误');
  if (body.code !== undefined && Number(body.code) !== 200) throw new Error(body.message || `请求失败（${body.code}）`);
  return body;
}

/**
 * A failure's message for the user: the server's (see useServerMessage) when it is Chinese, or
 * `fallback` (ky's and the browser's own messages are English: "Failed to fetch").
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return /[\u4e00-\u9fff]/.test(message) ? message : fallback;
}
