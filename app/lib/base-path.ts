// Where the app is served (issue 28 item 5): `/` or a sub-path such as `/org/`, read from
// index.html's <base href>, which the web server in front may rewrite (deploy/nginx-subpath.conf)
// so that the same build runs under any prefix without a rebuild. Asset URLs are relative to it.

/** The app's base as a router base path: '' at the root, '/org' under /org/. */
export function appBasePath(baseUri: string = document.baseURI): string {
  return new URL(baseUri).pathname.replace(/\/+$/, '');
}

/**
 * A path of the app (e.g. '/school-branch/school-branch?page=2') as the address bar shows it
 * under the base: the href of an <a> that the router also handles on a plain click.
 */
export function withBase(path: string, base: string = appBasePath()): string {
  return base + (path.startsWith('/') ? path : `/${path}`);
}

/** The address bar's path without the base (what the routes match), or undefined when outside it. */
export function withoutBase(pathname: string, base: string = appBasePath()): string | undefined {
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}
