import type { Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import writeXlsxFile from 'write-excel-file/node';
import { compileList, contracts, type FormConfig, type ListConfig, type Row, type SelectOption } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fail } from '../../http.ts';
import { currentPageConfigs } from '../../page-configs.ts';
import { matchRoute } from './route-table.ts';

// The export call of a list-config (`api.export`, toolbar `export`): an xlsx of the rows the
// page's list call answers for the same search values, one column per list column, titled and
// written as the table shows them (maps, 已启用/已停用, …). The rows are read by calling the
// page's own list call in-process, so a list answered by its own route (zhuxuetong logs) exports
// the same way as the records of a generic page.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows read per list call, and at most this many in one file. */
const PAGE_SIZE = 100;
const MAX_ROWS = 10_000;

interface ListAnswer {
  code?: number;
  message?: string;
  data?: { data?: Row[]; total?: number };
}

/** GET the page's list call through `api` with the caller's headers; every page of it. */
async function readRows(api: Hono, listUrl: string, query: Record<string, string>, headers: Headers): Promise<{ rows: Row[] } | { status: number; message: string }> {
  const path = listUrl.split('?')[0]?.replace(/^\/api(?=\/)/, '') ?? '';
  const rows: Row[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const search = new URLSearchParams({ ...query, page: String(page), page_size: String(PAGE_SIZE) });
    // a list with a route of its own answers on `api` without the prefix; a config-driven list
    // (matched on the full path, /api included) only with it
    let response = await api.request(`${path}?${search.toString()}`, { headers });
    if (response.status === 404) response = await api.request(`${listUrl.split('?')[0] ?? ''}?${search.toString()}`, { headers });
    const answer = (await response.json().catch(() => ({}))) as ListAnswer;
    if (!response.ok || (answer.code !== undefined && answer.code !== 200)) return { status: response.ok ? 500 : response.status, message: answer.message ?? '导出失败' };
    const batch = answer.data?.data ?? [];
    rows.push(...batch);
    if (batch.length < PAGE_SIZE || rows.length >= (answer.data?.total ?? 0)) break;
  }
  return { rows: rows.slice(0, MAX_ROWS) };
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
 * The workbook: a header row of the visible columns' titles, then each row's cells as the table
 * says them (a switch column such as 主页展示 by its map: 是/否; a column named by a form
 * field's options by their names, `options` those of api sources by column key); pictures are left out.
 */
export async function exportWorkbook(list: ListConfig, rows: Row[], form?: FormConfig, options: ReadonlyMap<string, SelectOption[]> = new Map()): Promise<Buffer> {
  const columns = compileList(list, form).columns.filter((column) => column.type !== 'image');
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      return column.type === 'money' && typeof value === 'number' ? { value, format: '0.00' } : { value: column.text(row, options.get(column.key)) };
    }),
  );
  return writeXlsxFile([header, ...body], { columns: columns.map((column) => ({ width: Math.max(10, Math.round((column.width ?? 120) / 7)) })), sheet: list.title.slice(0, 31) }).toBuffer();
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
      const read = await readRows(api, list.api.list.url, query, c.req.raw.headers);
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
      answer = c.body(new Uint8Array(await exportWorkbook(list, read.rows, form, options)), 200, {
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
