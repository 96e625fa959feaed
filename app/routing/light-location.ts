/**
 * The one route that is drawn without antd: /login's password door (issue 16). Every other route,
 * the other doors included, sits in antd's providers. `pathname` is the app's own path (without
 * the base); `search` the parsed search.
 */
export function isLightLocation(location: { pathname: string; search: unknown }): boolean {
  return location.pathname === '/login' && !(location.search as { mode?: unknown } | undefined)?.mode;
}
