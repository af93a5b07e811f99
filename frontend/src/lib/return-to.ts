/**
 * Sign-in returns to where it started: the page that sent a visitor to /login (or /signup) names
 * itself in `?next=`, and the form, or the OAuth callback, goes back there once signed in. Only a
 * path on this site is followed: `next=https://elsewhere` or `//elsewhere` would make the sign-in
 * page an open redirect.
 */
export const NEXT_PARAM = 'next';

/** Whether `path` is a path on this site (and not the account pages themselves). */
export function isReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return false;
  }
  return !/^\/(login|signup|oauth-callback)(\/|\?|$)/.test(path);
}

/** Where a signed-in visitor goes next: the `next` of the address, else home. */
export function returnPathFrom(params: URLSearchParams): string {
  const next = params.get(NEXT_PARAM);
  return isReturnPath(next) ? next : '/';
}

/** `/login` (or `/signup`) that comes back to `from` (a location's path, search and hash). */
export function accountPath(page: '/login' | '/signup', from: string): string {
  return isReturnPath(from) && from !== '/'
    ? `${page}?${NEXT_PARAM}=${encodeURIComponent(from)}`
    : page;
}

/** The path, search and hash of a router location, as `next` holds it. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
