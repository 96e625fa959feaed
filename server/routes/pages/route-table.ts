import { CALL_METHODS, LIST_CALLS, OWN_ROUTE_CALLS, type ListCall } from '../../../engine/index.ts';
import type { ConfigProblem, PageDef } from '../../page-types.ts';

// The config-driven calls (spec section 7) as a route table built from the list-configs: each
// page's `list.api` names the URL and method of its calls, and the server answers them from that
// description alone, with no per-page route code.

/** The method of a call whose config gives none (schemas/README.md, Calls), as sent: GET. */
export const DEFAULT_METHODS = Object.fromEntries(Object.entries(CALL_METHODS).map(([call, method]) => [call, method.toUpperCase()])) as Record<ListCall, string>;

/**
 * Calls with routes in the table: the generic handler answers them, `export` too (exports.ts);
 * the calls the row-action registry marks `ownRoute` (teachers, pay, invalid) have routes of their own.
 */
export const GENERIC_CALLS: readonly ListCall[] = LIST_CALLS.filter((call) => !OWN_ROUTE_CALLS.includes(call));

export interface PageRoute {
  method: string;
  /** e.g. /api/organization/school-majors/{id} */
  pattern: string;
  segments: string[];
  literals: number;
  page: PageDef;
  call: ListCall;
  /** Where the page's records live: the path of its list call. */
  collection: string;
}

const pathOf = (url: string) => url.split('?')[0]?.replace(/\/+$/, '') ?? '';
const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/** The routes of every page with a list-config; a method and path used twice is a problem. */
export function compileRoutes(pages: PageDef[], problems: ConfigProblem[]): PageRoute[] {
  const routes: PageRoute[] = [];
  const owners = new Map<string, { page: PageDef; call: ListCall }>();
  for (const page of pages) {
    if (!page.list) continue;
    const collection = pathOf(page.list.api.list.url);
    for (const call of GENERIC_CALLS) {
      const api = page.list.api[call];
      if (!api) continue;
      const pattern = pathOf(api.url);
      const at = `list.api.${call}.url`;
      if (!pattern.startsWith('/api/')) {
        problems.push({ file: page.file, path: at, message: `接口地址应以 /api/ 开头：${api.url}` });
        continue;
      }
      const method = (api.method ?? DEFAULT_METHODS[call]).toUpperCase();
      const segments = pattern.split('/').filter(Boolean);
      const id = `${method} ${segments.map((s) => (isParam(s) ? '{}' : s)).join('/')}`;
      const owner = owners.get(id);
      if (owner) {
        problems.push({
          file: page.file,
          path: at,
          message: `${method} ${pattern} 已由 pages/${owner.page.key}.json 的 list.api.${owner.call} 使用；每个接口只能属于一个调用`,
        });
        continue;
      }
      owners.set(id, { page, call });
      routes.push({ method, pattern, segments, literals: segments.filter((s) => !isParam(s)).length, page, call, collection });
    }
  }
  // Literal segments first: /school-majors/top-list wins over /school-majors/{id}.
  return routes.sort((a, b) => b.literals - a.literals);
}

/** The route of a request and the values of its `{name}` segments, or undefined. */
export function matchRoute(routes: PageRoute[], method: string, urlPath: string): { route: PageRoute; params: Record<string, string> } | undefined {
  const parts = urlPath.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i] as string;
      if (!isParam(segment)) return segment === part;
      params[segment.slice(1, -1)] = decodeURIComponent(part);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
