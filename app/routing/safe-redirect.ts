// Where a redirect may lead (issue 18): `redirect=` values and `/redirect/{path}` links, decoded,
// de-doubled and checked, end on a path of this site or nowhere (the caller's fallback).

/** Decodes a path up to three times (doubly encoded links); stops at a malformed sequence. */
function decodePath(path: string): string {
  let out = path;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(out); i += 1) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

/** A pathname that decodes to text without control characters (the router can read it). */
function readablePath(pathname: string): boolean {
  try {
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** `redirect` of /login?redirect=…, kept only when it is a path of this site. */
export function safeRedirect(target: unknown, origin = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  if (typeof target !== 'string') return undefined;
  // an encoded value (%2Fdashboard) names the same path as the decoded one
  const value = target.startsWith('/') ? target : decodePath(target.trim());
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname.startsWith('/login') || !readablePath(url.pathname)) return undefined;
    // a /redirect/… target is followed to the page it names
    if (url.pathname === '/redirect' || url.pathname.startsWith('/redirect/')) return redirectTarget(url.pathname.slice('/redirect'.length) + url.search + url.hash, origin);
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/**
 * The page a `/redirect/{rest}` link re-enters (spec section 2, the refresh helper): `rest`
 * decoded (once or more), backslashes and doubled slashes and repeated /redirect/ taken out; a
 * path of this site, or undefined (the caller goes to the dashboard).
 * redirectTarget('/%2Ffxl-school%2Ffxl-school.major?page=2') -> '/fxl-school/fxl-school.major?page=2'
 */
export function redirectTarget(rest: string, origin = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  const cut = rest.search(/[?#]/);
  const rawPath = cut < 0 ? rest : rest.slice(0, cut);
  const tail = cut < 0 ? '' : rest.slice(cut);
  let path = decodePath(rawPath);
  let query = tail;
  // a decoded ? or # (redirect%3Fx%3D1) starts the query there
  const inner = path.search(/[?#]/);
  if (inner >= 0) {
    query = path.slice(inner) + tail;
    path = path.slice(0, inner);
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(path.replace(/^[/\\]+/, ''))) return undefined; // https:, javascript:
  // eslint-disable-next-line no-control-regex -- control characters name no page
  if (/[\u0000-\u001f\u007f]/.test(path)) return undefined;
  path = `/${path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^\/+/, '')}`;
  while (path === '/redirect' || path.startsWith('/redirect/')) path = path.slice('/redirect'.length) || '/';
  if (path === '/' && query === '') return undefined;
  return safeRedirect(path + query, origin);
}
