import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compileList, contracts, type FormConfig, type ListConfig, type Row, type SelectOption } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail } from '../../http.ts';
import { currentPageConfigs } from '../../page-configs.ts';
import { EXPORT_READ } from './records.ts';
import { matchRoute } from './route-table.ts';
import { xlsxChunks, type SheetCell } from './xlsx-stream.ts';

// The export call of a list-config (`api.export`, toolbar `export`): an xlsx of the rows the
// page's list call answers for the same search values, one column per list column, titled and
// written as the table shows them (maps, 已启用/已停用, …). The rows are read by calling the
// page's own list call in-process, so a list answered by its own route (zhuxuetong logs) exports
// the same way as the records of a generic page. The file streams (issue 59 item 2): a page of
// rows is read, written and sent before the next is asked for, so an export of 10,000 rows holds
// one page of them (xlsx-stream.ts), not the rows and the whole file; a config-driven list is
// read by keyset (keyset.ts), each page after the last one's record, so no read skips the rows
// before it (OFFSET) or counts them all again.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** At most this many rows in one file (spec section 7, export). */
const MAX_ROWS = 10_000;

interface ListAnswer {
  code?: number;
  message?: string;
  /** next_after: a config-driven list read by keyset (records.ts): the last record's id, null after the last page. */
  data?: { data?: Row[]; total?: number | null; page_size?: number; next_after?: number | null };
}

/** Counts for the tests (a test that counts, not times): the list pages an export has read. */
export const exportReads = { pages: 0 };

/**
 * The page's list call through `api` with the caller's headers, page after page as they are
 * asked for (the export streams: a page is read when the file has room for it), at most MAX_ROWS
 * rows. The first page is read at once, so that a refusal (402, 456, …) is answered as it is.
 * A config-driven list answers EXPORT_PAGE_SIZE rows a page to this read (records.ts); a list
 * with a route of its own answers its own page size, and the pages follow it.
 */
async function listPages(api: Hono, listUrl: string, query: Record<string, string>, headers: Headers): Promise<{ pages: AsyncGenerator<Row[]> } | { status: number; message: string }> {
  const path = listUrl.split('?')[0]?.replace(/^\/api(?=\/)/, '') ?? '';
  const inProcess = new Headers(headers);
  inProcess.set(EXPORT_READ.header, EXPORT_READ.token);
  const read = async (page: number, after?: number): Promise<ListAnswer | { status: number; message: string }> => {
    exportReads.pages += 1;
    // keyset=1: a config-driven list answers the page after `after` (no OFFSET, no count); a list of its own route ignores it and pages
    const search = new URLSearchParams({ ...query, page: String(page), page_size: String(EXPORT_READ.pageSize), keyset: '1', ...(after === undefined ? {} : { after: String(after) }) });
    // a list with a route of its own answers on `api` without the prefix; a config-driven list
    // (matched on the full path, /api included) only with it
    let response = await api.request(`${path}?${search.toString()}`, { headers: inProcess });
    if (response.status === 404) response = await api.request(`${listUrl.split('?')[0] ?? ''}?${search.toString()}`, { headers: inProcess });
    const answer = (await response.json().catch(() => ({}))) as ListAnswer;
    if (!response.ok || (answer.code !== undefined && answer.code !== 200)) return { status: response.ok ? 500 : response.status, message: answer.message ?? '导出失败' };
    return answer;
  };
  const first = await read(1);
  if ('status' in first) return first;
  async function* pages(): AsyncGenerator<Row[]> {
    let answer: ListAnswer = first;
    let rows = 0;
    for (let page = 1; ; page += 1) {
      if (page > 1) {
        const next = await read(page, answer.data?.next_after ?? undefined);
        if ('status' in next) throw new Error(`导出第 ${page} 页失败：${next.message}`);
        answer = next;
      }
      const batch = (answer.data?.data ?? []).slice(0, MAX_ROWS - rows);
      rows += batch.length;
      if (batch.length) yield batch;
      const total = answer.data?.total;
      const short = batch.length < (answer.data?.page_size ?? EXPORT_READ.pageSize);
      const ended = answer.data && 'next_after' in answer.data ? answer.data.next_after === null : typeof total === 'number' ? rows >= total : short;
      if (batch.length === 0 || rows >= MAX_ROWS || ended) return;
    }
  }
  return { pages: pages() };
}

/** GET an options source (options_from naming a field of an api source) through `api`; none when it fails. */
async function readOptions(api: Hono, url: string, headers: Headers): Promise<SelectOption[]> {
  const [path = '', query = ''] = url.split('?');
  const suffix = query ? `?${query}` : '';
  let response = await api.request(`${path.replace(/^\/api(?=\/)/, '')}${suffix}`, { headers });
  if (response.status === 404) response = await api.request(`${path}${suffix}`, { headers });
  const answer = (await response.json().catch(() => ({}))) as { data?: unknown };
  const read = contracts.listOrPage(contracts.rawOption).safeParse(answer.data);
  return response.ok && read.success ? read.data.items.map(contracts.toOption) : [];
}

/**
 * The workbook, as chunks of the file while `pages` come: a header row of the visible columns'
 * titles, then each row's cells as the table says them (a switch column such as 主页展示 by its
 * map: 是/否; a column named by a form field's options by their names, `options` those of api
 * sources by column key); pictures are left out.
 */
export function exportChunks(list: ListConfig, pages: AsyncIterable<Row[]>, form?: FormConfig, options: ReadonlyMap<string, SelectOption[]> = new Map()): AsyncGenerator<Buffer> {
  const columns = compileList(list, form).columns.filter((column) => column.type !== 'image');
  const header: SheetCell[] = columns.map((column) => ({ value: column.title, bold: true }));
  const cells = (row: Row): SheetCell[] =>
    columns.map((column) => {
      const value = column.value(row);
      return column.type === 'money' && typeof value === 'number' ? { value, format: '0.00' } : { value: column.text(row, options.get(column.key)) };
    });
  async function* bodies(): AsyncGenerator<SheetCell[][]> {
    for await (const page of pages) yield page.map(cells);
  }
  const widths = columns.map((column) => Math.max(10, Math.round((column.width ?? 120) / 7)));
  return xlsxChunks(list.title.slice(0, 31), widths, header, bodies());
}

/** A body that asks `chunks` for its next part only when the connection takes it (backpressure), and stops it when the download is cancelled. */
function streamOf(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      } catch (error) {
        console.error('[export] the file could not be finished:', error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  }, { highWaterMark: 1 });
}

/**
 * Answers the export calls of the page configs (a GET by default); other requests go on.
 * Mounted on `api` so the list call is made in-process with the caller's token.
 */
export function exportCalls(api: Hono, deps: AppDeps): MiddlewareHandler {
  const auth = requireAccount(deps.db);
  return async (c, next) => {
    const match = matchRoute(currentPageConfigs(deps.schemasDir).routes, c.req.method, c.req.path);
    const list = match?.route.page.list;
    if (!match || match.route.call !== 'export' || !list) return next();
    let answer: Response | undefined;
    const refused = await auth(c, async () => {
      const query: Record<string, string> = {};
      for (const [key, value] of Object.entries(c.req.query())) if (key !== 'page' && key !== 'page_size') query[key] = value;
      const read = await listPages(api, list.api.list.url, query, c.req.raw.headers);
      if ('status' in read) {
        answer = fail(c, read.status as ContentfulStatusCode, read.message);
        return;
      }
      const name = `${list.title}.xlsx`;
      const form = match.route.page.form;
      const options = new Map<string, SelectOption[]>();
      for (const column of compileList(list, form).columns) {
        const source = column.optionsSource;
        if (source?.data_source && !source.must_query?.length) options.set(column.key, await readOptions(api, source.data_source, c.req.raw.headers));
      }
      answer = c.body(streamOf(exportChunks(list, read.pages, form, options)), 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      });
    });
    return refused ?? answer;
  };
}

/** Mounts the export calls (before the generic calls, which do not answer `export`). */
export function mountExports(api: Hono, deps: AppDeps): void {
  api.use('*', exportCalls(api, deps));
}
