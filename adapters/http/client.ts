import ky from 'ky';
import type { HTTPError, KyInstance, Options } from 'ky';
import { API_HEADERS, contracts, readAnswer, type Envelope, type z } from '../../engine/index.ts';
import { listConvertedValues, noteDrifts } from './drift.ts';

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

/** The API's answer envelope (engine/contracts, envelope) with its `data` as the caller reads it. */
export type ApiBody<T = unknown> = Omit<Envelope, 'data'> & { data?: T };

/** `${apiBase}/api/` with exactly one slash between: apiPrefix('https://x.edu/') -> 'https://x.edu/api/'. */
export function apiPrefix(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/api/`;
}

/** The client's default headers for a token; shared by every request (uploads too). */
export function apiHeaders(siteName: string, token: string | null | undefined): Record<string, string> {
  return { Accept: 'application/json', [API_HEADERS.site]: siteName, ...(token ? { [API_HEADERS.token]: token } : {}) };
}

/** Replaces a failed call's English ky message by the server's own `message` (in Chinese). */
async function useServerMessage(error: HTTPError): Promise<HTTPError> {
  try {
    const body = contracts.envelope.safeParse(await error.response.clone().json());
    if (body.success && body.data.message) error.message = body.data.message;
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
 * An answer that is not what its contract says (engine/contracts): names the call and the JSON
 * path, in Chinese, so that a changed server is found at once rather than as a blank screen.
 */
export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    readonly call: string,
    readonly issues: string[],
  ) {
    super(`接口 ${call} 返回的数据格式有误：${issues[0] ?? ''}${issues.length > 1 ? `（另有 ${issues.length - 1} 处）` : ''}`);
  }
}

/**
 * `data` (or `at: 'body'`: the whole answer) of a call through its contract, read liberally
 * (engine/contracts, readAnswer): a value that cannot be read is left out and listed by the drift
 * report (./drift.ts), the rest is kept.
 * parseAnswer(contracts.captcha, { img, key }, 'common/captcha') -> { img, key };
 * only an unreadable answer (no key at all) throws ContractError('common/captcha', ['data.key：应为文字']).
 */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown, call: string, at: 'data' | 'body' = 'data'): z.output<S> {
  const read = readAnswer(schema, value, { at, converted: listConvertedValues() });
  noteDrifts(call, read.drifts);
  if (read.ok) return read.data;
  throw new ContractError(call, read.issues);
}

/**
 * The `data` of a JSON answer, parsed by its contract (see parseAnswer). The error names the call
 * by its path: readParsed(client.get('common/captcha'), contracts.captcha) -> { img, key }, or
 * ContractError「接口 common/captcha 返回的数据格式有误：data.key：…」.
 */
export async function readParsed<S extends z.ZodType>(response: Promise<Response>, schema: S, call?: string): Promise<z.output<S>> {
  const answer = await response;
  const body = await readBody(Promise.resolve(answer));
  return parseAnswer(schema, body.data, call ?? callName(answer.url));
}

/** 'http://x.cn/api/organization/profile?a=1' -> 'organization/profile' */
function callName(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0] ?? '';
  return path.replace(/^.*?\/api\//, '').replace(/^\//, '') || '（未知）';
}

/**
 * The envelope of a JSON answer (engine/contracts, envelope); an answer whose `code` is not 200
 * rejects with its message. Its `data` is unknown: read it with readParsed and its contract.
 */
export async function readBody(response: Promise<Response>): Promise<Envelope> {
  const parsed = contracts.envelope.safeParse(await (await response).json());
  if (!parsed.success) throw new Error('服务器返回的数据格式有误');
  const body = parsed.data;
  if (body.code !== undefined && body.code !== 200) throw new Error(body.message || `请求失败（${body.code}）`);
  return body;
}

