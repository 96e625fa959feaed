import { HTTPError, type KyInstance, type Options } from 'ky';
import type { ApiRequest, ListAnswer, ListServices } from '../../engine/index.ts';
import { apiInput, readBody } from './client.ts';

// The generic list page's calls over the one HTTP client (spec section 7, config-driven calls).

function searchParams(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    out[key] = Array.isArray(value) ? value.join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

function kyOptions(request: ApiRequest): [string, Options] {
  const [input, base] = apiInput(request.url);
  const query = searchParams(request.query);
  return [
    input,
    {
      ...base,
      method: request.method,
      ...(query && Object.keys(query).length > 0 ? { searchParams: query } : {}),
      ...(request.method !== 'get' && request.body !== undefined ? { json: request.body } : {}),
      ...(request.ifMatch ? { headers: { 'If-Match': request.ifMatch } } : {}),
    },
  ];
}

/**
 * The record as it is now, when `error` is a 409 answer to an update sent with If-Match (the
 * record changed since it was loaded, issue 58 item 1): its `data`; undefined for any other error.
 */
export async function changedRecordOf(error: unknown): Promise<Record<string, unknown> | undefined> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
  try {
    const body = (await error.response.clone().json()) as { data?: unknown };
    return body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The file name of a Content-Disposition header (RFC 5987 filename* first). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim();
}

export interface ListServicesHooks extends Pick<ListServices, 'accountChanged'> {
  /** Hands a downloaded file (an object URL or a link) to the user; default: a click on a download link. */
  saveFile?(href: string, fileName: string): void;
}

export function createListServices(client: KyInstance, { saveFile = triggerDownload, ...hooks }: ListServicesHooks = {}): ListServices {
  return {
    ...hooks,
    async send(request: ApiRequest, options: { signal?: unknown; background?: boolean } = {}) {
      const [input, init] = kyOptions(request);
      const extra: Options = {
        ...(options.signal ? { signal: options.signal as AbortSignal } : {}),
        ...(options.background ? { context: { background: true } } : {}),
      };
      const response = await client(input, { ...init, ...extra });
      const body = await readBody(Promise.resolve(response));
      // the record's version, where the backend gives one (a cross-origin API must expose ETag)
      const version = response.headers.get('ETag');
      return version ? { ...body, version } : body;
    },
    async download(request, fileName) {
      const [input, init] = kyOptions(request);
      const response = await client(input, init);
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        // a JSON answer is an error or a link to the file
        const body = (await response.json()) as ListAnswer<{ url?: string }> & { url?: string };
        const url = body.url ?? body.data?.url;
        if (!url) throw new Error(body.message || '下载失败');
        saveFile(url, fileName);
        return;
      }
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      try {
        saveFile(href, dispositionName(response.headers.get('content-disposition')) ?? fileName);
      } finally {
        setTimeout(() => URL.revokeObjectURL(href), 10_000);
      }
    },
    async upload(request: ApiRequest, file: { name: string }, options: { onProgress?: (percent: number) => void; signal?: unknown } = {}) {
      const [input, init] = kyOptions({ ...request, body: undefined });
      const body = new FormData();
      body.append('file', file as unknown as Blob, file.name);
      // the upload code at the first upload, not on every screen (services.ts, the uploader)
      const { xhrFetch } = await import('./upload.ts');
      return (await readBody(
        client(input, {
          ...init,
          method: request.method === 'get' ? 'post' : request.method,
          body,
          fetch: xhrFetch(body, options.onProgress),
          ...(options.signal ? { signal: options.signal as AbortSignal } : {}),
        }),
      ));
    },
  };
}

/** The browser's save: a click on a link with `download`. */
function triggerDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
