import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Session, profile, common data, uploads, notifications, auth application, payment. */
export function mountCore(api: Hono, deps: AppDeps): void {
  void api;
  void deps;
}
