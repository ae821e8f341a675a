/** Where the login page goes when nothing asked for another place. */
export const afterLogin = '/dashboard';

/**
 * The `next` location a page sent to /login asked to come back to, if it is a path of this portal:
 * an absolute URL or a protocol-relative `//host` would send a fresh login to another site.
 */
export function nextLocation(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return afterLogin;
  return raw;
}

/** The login page, asked to come back to `path` once signed in. */
export const loginThen = (path: string) => `/login?next=${encodeURIComponent(path)}`;
