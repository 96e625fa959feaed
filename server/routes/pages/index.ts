import type { Context, Hono, MiddlewareHandler } from 'hono';
import { UPLOAD_RULES, type ListCall } from '../../../engine/index.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAccount } from '../../auth.ts';
import { fileBodyLimit } from '../../body-limit.ts';
import { currentPageConfigs } from '../../page-configs.ts';
import { mountExports } from './exports.ts';
import { mountExtras } from './extras.ts';
import { ensurePageIndexes } from './list-sql.ts';
import { keepPageGrams } from './search-grams.ts';
import { IMPORT_CALLS } from './imports.ts';
import { mountMenus } from './menus.ts';
import { RECORD_CALLS, type CallHandler } from './records.ts';
import { invalid } from '../../http.ts';
import { readCallBody } from './request.ts';
import { matchRoute } from './route-table.ts';
import { mountSettings } from './settings.ts';
import { RecordStore } from './store.ts';
import { mountTeachers } from './teachers.ts';

const HANDLERS: Partial<Record<ListCall, CallHandler>> = { ...RECORD_CALLS, ...IMPORT_CALLS };

/** Calls that store a body: it must be a JSON object (readCallBody). */
const WRITE_CALLS: readonly ListCall[] = ['add', 'update', 'content', 'update_mobile'];

/** Calls open without a token: the import template is a plain download link. */
const PUBLIC_CALLS: readonly ListCall[] = ['template'];

/**
 * Answers any request whose method and path a page's list-config names (route-table.ts); other
 * requests go on. Reads the page configs on each request, so a page added to SCHEMAS_DIR is
 * served after the next reload check.
 */
function configDrivenCalls(deps: AppDeps, store: RecordStore): MiddlewareHandler {
  const auth = requireAccount(deps.db);
  const importLimit = fileBodyLimit(UPLOAD_RULES.import);
  return async (c, next) => {
    const match = matchRoute(currentPageConfigs(deps.schemasDir).routes, c.req.method, c.req.path);
    const handler = match && HANDLERS[match.route.call];
    if (!match || !handler) return next();
    const handle = async () => {
      const read = await readCallBody(c, WRITE_CALLS.includes(match.route.call));
      if (read.problem !== undefined) return invalid(c, { body: read.problem });
      return handler({ c, route: match.route, params: match.params, account: c.get('account'), store, body: read.body, query: c.req.query() });
    };
    // a spreadsheet may pass the 4 MB of other bodies (server/body-limit.ts); it has its own limit
    const run = match.route.call === 'import' ? () => within(c, importLimit, handle) : handle;
    if (PUBLIC_CALLS.includes(match.route.call)) return run();
    return within(c, auth, run);
  };
}

/** Runs `handle` behind `middleware`: the middleware's own answer (a refusal), else handle's. */
async function within(c: Context, middleware: MiddlewareHandler, handle: () => Promise<Response | undefined>): Promise<Response | undefined> {
  let answer: Response | undefined;
  const refused = await middleware(c, async () => {
    answer = await handle();
  });
  return refused ?? answer;
}

/** Menus, page configs (schemasDir) and the config-driven calls over them. */
export function mountPages(api: Hono, deps: AppDeps): void {
  const configs = currentPageConfigs(deps.schemasDir);
  // the indexes of the lists' search fields and sortable columns (a page added later: at its first list call)
  const lists = configs.routes.flatMap((route) => (route.call === 'list' && route.page.list ? [{ collection: route.collection, list: route.page.list }] : []));
  ensurePageIndexes(deps.db, lists);
  // and the pairs of their text searches' texts (search-grams.ts), made for the records written since the last start
  keepPageGrams(deps.db, lists);
  const store = new RecordStore(deps.db);
  mountMenus(api, deps);
  // Exports read the page's list through `api` itself, so every list (zhuxuetong logs too) exports.
  mountExports(api, deps);
  mountTeachers(api, deps, store);
  mountExtras(api, deps, store);
  mountSettings(api, deps);
  api.use('*', configDrivenCalls(deps, store));
}
