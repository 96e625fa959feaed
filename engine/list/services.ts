import type { AbortSignalLike, UploadFile } from '../form/services.ts';
import type { ApiRequest } from './requests.ts';

// What the generic list page needs from the outside world, declared here and implemented over
// HTTP in adapters/http (list-services.ts), the way FormServices is for forms.

/** A JSON answer of the API: `{code, message, data}` (success is the message 操作成功). */
export interface ListAnswer<T = unknown> {
  code?: number;
  message?: string;
  data?: T;
  /** The answer's ETag, where the backend sends one: the record's version (issue 58 item 1). */
  version?: string;
  [key: string]: unknown;
}

export interface ListServices {
  /**
   * Runs a call. Resolves with the answer when the server answered 2xx; rejects with an Error
   * whose message is the server's (in Chinese) otherwise. The error catalogue has already shown
   * what spec section 8 says to show. `background` (a poll): no loading overlay.
   */
  send(request: ApiRequest, options?: { signal?: AbortSignalLike; background?: boolean }): Promise<ListAnswer>;
  /** Downloads a file answer (template, export) under `fileName` unless the server names it. */
  download(request: ApiRequest, fileName: string): Promise<void>;
  /** Uploads a file (the majors import) as multipart `file`, with progress 0-100. */
  upload(request: ApiRequest, file: UploadFile, options?: { onProgress?: (percent: number) => void; signal?: AbortSignalLike }): Promise<ListAnswer>;
  /** The account's balance or status changed (a payment arrived): the app reloads the user info (spec section 4, Payment). */
  accountChanged?(): void;
}
