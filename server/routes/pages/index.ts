import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Menus, page configs (schemasDir) and the config-driven calls over them. */
export function mountPages(api: Hono, deps: AppDeps): void {
  void api;
  void deps;
}
