import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { mountCore } from './core/index.ts';
import { mountPages } from './pages/index.ts';

/**
 * Every `/api` call of spec section 7. `core/`: session, profile, common data, uploads,
 * notifications, authentication application, balance and payment. `pages/`: menus, page
 * configs from schemasDir and the config-driven calls over them.
 */
export function mountApi(api: Hono, deps: AppDeps): void {
  mountCore(api, deps);
  mountPages(api, deps);
}
