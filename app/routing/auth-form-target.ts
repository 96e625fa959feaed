import { feedback } from '../services/feedback.ts';
import { AUTH_FORM_MISSING, authFormHref, type AuthTarget, type RouteTable } from '../lib/menu-routes.ts';

/**
 * Where an auth form is for this account (its own menu tree), or undefined after telling the
 * user that the menu has none: a clear message instead of a 404 (issue 11, Where the roads lead).
 */
export function authFormTarget(table: RouteTable | null, target: AuthTarget): string | undefined {
  const href = authFormHref(table, target);
  if (!href) feedback.message.warning(AUTH_FORM_MISSING, 5);
  return href;
}
