/** `redirect` of /login?redirect=…, kept only when it is a path of this site. */
export function safeRedirect(target: unknown, origin = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin || url.pathname.startsWith('/login')) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
