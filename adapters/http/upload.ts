import type { KyInstance } from 'ky';
import type { UploadKind, Uploader, UploadRequest } from '../../engine/index.ts';
import { contracts } from '../../engine/index.ts';
import { readBody, parseAnswer } from './client.ts';

// Uploads (spec section 7): multipart POST, the file under `img` (images) or `file`, the answer's
// `url` (or data.url). They go through the same ky client as every call, so they carry the same
// headers and hooks; only the transport differs: ky's own onUploadProgress streams the request
// body, which Chromium refuses over HTTP/1.1 (ERR_H2_OR_QUIC_REQUIRED, whatwg/fetch#1444), so the
// prepared Request is sent with XMLHttpRequest, whose upload events give real progress.

export const UPLOAD_ENDPOINTS: Record<UploadKind, { path: string; field: string }> = {
  image: { path: 'organization/common/upload-img', field: 'img' },
  file: { path: 'organization/common/upload-file', field: 'file' },
  video: { path: 'organization/common/upload-video', field: 'file' },
  /** The cropper's output (spec section 7: POST /api/admin/common/upload-img, cropped). */
  cropped: { path: 'admin/common/upload-img', field: 'img' },
};

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch for ky that sends `request` (URL, method, headers, signal: all as ky prepared them)
 * with XMLHttpRequest and `body`, reporting progress 0-100. Without XMLHttpRequest (Node) it
 * falls back to fetch, with progress only at the end.
 */
export function xhrFetch(body: FormData, onProgress?: (percent: number) => void) {
  return (input: Request | URL | string): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    if (typeof XMLHttpRequest === 'undefined') {
      return fetch(request.url, { method: request.method, headers: withoutContentType(request.headers), body, signal: request.signal }).then((response) => {
        onProgress?.(100);
        return response;
      });
    }
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      withoutContentType(request.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      });
      xhr.addEventListener('load', () => {
        request.signal.removeEventListener('abort', abort);
        onProgress?.(100);
        const status = xhr.status;
        const nullBody = status === 204 || status === 205 || status === 304;
        resolve(new Response(nullBody ? null : xhr.responseText, { status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('网络错误，上传失败')));
      xhr.addEventListener('abort', () => reject(new DOMException('上传已取消', 'AbortError')));
      if (request.signal.aborted) {
        reject(new DOMException('上传已取消', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort);
      xhr.send(body);
    });
  };
}

/** The browser sets the multipart boundary of the body it sends; ky's would not match it. */
function withoutContentType(headers: Headers): Headers {
  const copy = new Headers(headers);
  copy.delete('content-type');
  return copy;
}

export function createUploader(client: KyInstance): Uploader {
  return {
    async upload({ file, kind, onProgress, signal }: UploadRequest) {
      const endpoint = UPLOAD_ENDPOINTS[kind];
      const body = new FormData();
      body.append(endpoint.field, file as unknown as Blob, file.name);
      onProgress?.(0);
      const answer = await readBody(
        client.post(endpoint.path, {
          body,
          fetch: xhrFetch(body, onProgress),
          ...(signal ? { signal: signal as AbortSignal } : {}),
        }),
      );
      // `data: {url, name}`, or (legacy) `url` beside it
      const data = answer.data !== null && typeof answer.data === 'object' ? answer.data : {};
      const uploaded = parseAnswer(contracts.uploadAnswer, { url: answer.url, ...data }, endpoint.path);
      return { url: uploaded.url, name: uploaded.name ?? file.name };
    },
  };
}
