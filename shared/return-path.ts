/**
 * Where a member goes after signing in: the address they opened signed out (a shared link),
 * carried as `?next=` through the sign-in page and, for an OpenID provider, through the
 * sealed pending sign-in. Only a path on this site is accepted, so the parameter cannot
 * send anyone elsewhere (no open redirect): `//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:` and control characters all fall back to the home page.
 *
 * Imports nothing: the browser and the server both use it.
 */

/** Long enough for any real address of the app, short enough to keep out of trouble. */
const MAX_LENGTH = 2048;

const HOME = '/';

/** The safe same-site path for `next`, or `/` when it is missing or not one. */
export function safeReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return HOME;
  // A single leading slash, then not a second slash or backslash (both start an authority).
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return HOME;
  // Browsers drop tabs and newlines from URLs, which can turn `/\t/evil` into `//evil`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return HOME;
  const base = 'http://roundtable.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return HOME;
  }
  // Dot segments are resolved by the parse: `/..//evil.example` comes out as `//evil.example`.
  if (url.origin !== base || url.pathname.startsWith('//')) return HOME;
  // Back to the sign-in page would loop; the API is not a page.
  if (url.pathname === '/sign-in' || url.pathname.startsWith('/api/')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address that returns to `path` afterwards (home needs no parameter). */
export function signInPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next === HOME ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}
