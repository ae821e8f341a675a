/**
 * The portal's page addresses, one list for the browser's router and the server: an address that
 * is none of them is answered with the portal's 'Halaman tidak ditemukan' page and status 404,
 * so a crawler or a link checker sees the same thing a reader does.
 */

/** The addresses that need a session: the profile (and its sections), the operator's console and the dashboard's pages. */
export const sessionPages = /^\/(?:profile|admin(?:\/[^/]+)?|dashboard(?:\/[^/]+){0,2})\/?$/i;

/** The pages open to everyone: home, sign-in, sign-up, the reference's index, its changelog and its entries. */
const publicPages = /^\/(?:login|daftar|docs(?:\/perubahan|\/[^/]+\/[^/]+)?)?\/?$/i;

/** Whether a path (without its query) is one of the portal's pages. */
export const isPortalPage = (path: string): boolean => publicPages.test(path) || sessionPages.test(path);
