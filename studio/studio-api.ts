// The studio's calls to the reference server (server/studio/routes.ts): /api/dev/studio/*, with
// the dev calls on. Each failure is thrown with the server's Chinese message and its problems.
import type { FileProblem, MenuPlace, StudioFile } from '../server/index.ts';

export type { FileProblem, MenuPlace, StudioFile };

export interface Checked {
  problems: FileProblem[];
  warnings: FileProblem[];
}

export class StudioCallError extends Error {
  override name = 'StudioCallError';
  constructor(
    message: string,
    readonly problems: FileProblem[] = [],
  ) {
    super(message);
  }
}

/**
 * The studio's secret (issue 58 item 4): the server writes it into this page's index.html; every
 * call carries it, and the server refuses a call without it (a foreign page cannot read it).
 */
const studioToken = (): string => document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? '';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/dev/studio/${path}`, {
      method,
      headers: { accept: 'application/json', 'x-studio-token': studioToken(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new StudioCallError('无法连接服务器：请确认 npm run studio 仍在运行');
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; data?: T; problems?: FileProblem[] };
  if (response.status === 404 && path === 'files') throw new StudioCallError('服务器未开启工作室：请用 npm run studio 启动');
  if (!response.ok) throw new StudioCallError(answer.message ?? `请求失败（${response.status}）`, answer.problems);
  return answer.data as T;
}

export const studioApi = {
  files: () => call<{ folder: string | null; files: StudioFile[] }>('GET', 'files'),
  read: (name: string) => call<{ name: string; text: string }>('GET', `file?name=${encodeURIComponent(name)}`),
  check: (name: string, text: string) => call<Checked>('POST', 'check', { name, text }),
  save: (name: string, text: string) => call<{ file: string; previous?: string; warnings: FileProblem[] }>('PUT', 'file', { name, text }),
  history: (name: string) => call<{ versions: { version: string; time: string }[] }>('GET', `history?name=${encodeURIComponent(name)}`),
  historyFile: (name: string, version: string) => call<{ text: string }>('GET', `history-file?name=${encodeURIComponent(name)}&version=${encodeURIComponent(version)}`),
  menu: (account: 'school' | 'branch') => call<{ items: MenuPlace[] }>('GET', `menu?account=${account}`),
  newPage: (page: { key: string; title: string; account: 'school' | 'branch'; icon?: string | undefined; parent_id?: number | undefined; after?: number | undefined }) =>
    call<{ files: string[]; route: string }>('POST', 'new-page', page),
};
