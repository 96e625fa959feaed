// What a stored picture or link may be (issue 33 items 2 and 7): an http(s) address with a host,
// or a path on the site itself (`uploads/2026/11/x.png`, `/api/common/demo-image/x.svg`), which
// the app resolves from the site root or the storage host. Never `javascript:` or any other
// scheme, never `//host/…` (another site), never a `..` segment.

/** An http(s) address with a host: https://oss.example.com/a.png. */
export const HTTP_URL = /^https?:\/\/[^\s/?#@"'<>\\]+(?:[/?#][^\s"'<>\\]*)?$/i;

/** A path on the site: no scheme (no colon), not `//…`, no backslash, quote, space or `..` segment. */
const SITE_PATH = /^(?!\/\/)\/?[^\s:\\"'<>?#]+(?:[?#][^\s"'<>\\]*)?$/;

/** isPictureSrc('uploads/a.png') -> true; isPictureSrc('//evil.example/a.png') -> false; isPictureSrc('javascript:alert(1)') -> false. */
export function isPictureSrc(src: string): boolean {
  if (HTTP_URL.test(src)) return true;
  return SITE_PATH.test(src) && !src.split(/[/?#]/).includes('..');
}
