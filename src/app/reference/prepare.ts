import { REFERENCE_ROOT } from '../../catalog/reference.ts';
import { changesPagePath } from '../../catalog/changes/paths.ts';
import { lazyView } from '../../renderers/lazy-view.ts';

/** The reference's index page and entry page: one chunk, fetched on the first visit to /docs. */
export const referenceIndexPage = lazyView(() => import('./pages.tsx').then((m) => m.ReferenceIndexRoute));
export const referenceEntryPage = lazyView(() => import('./pages.tsx').then((m) => m.ReferenceEntryRoute));
/** The changelog page: a chunk of its own, so the changelog never weighs on an entry's page. */
export const changesPage = lazyView(() => import('./changes-route.tsx').then((m) => m.ChangesRoute));

/** `/docs/perubahan` (with or without a trailing slash). */
const isChangesRoute = (pathname: string) => pathname.replace(/\/$/, '') === changesPagePath;

/** `/docs` → {}, `/docs/perubahan` → { changes: true }, `/docs/tools/qrcode` → { group: 'tools' }, anything else → null. */
export function referenceRoute(pathname: string): { group?: string; changes?: true } | null {
  if (pathname === REFERENCE_ROOT || pathname === `${REFERENCE_ROOT}/`) return {};
  if (isChangesRoute(pathname)) return { changes: true };
  const match = /^\/docs\/([^/]+)\/[^/]+\/?$/.exec(pathname);
  if (!match || pathname.endsWith('.md')) return null;
  try {
    return { group: decodeURIComponent(match[1]!) };
  } catch {
    return null;
  }
}

/**
 * Everything a reference page renders from, loaded before it renders: the page's chunk and its
 * group's entries. The build awaits this before rendering a page to HTML, and the browser before
 * hydrating it, so both render the same markup in one pass.
 */
export async function prepareReferenceRoute(pathname: string): Promise<void> {
  const route = referenceRoute(pathname);
  if (!route) return;
  if (route.changes) return changesPage.preload().then(() => undefined);
  const pending: Promise<unknown>[] = [route.group ? referenceEntryPage.preload() : referenceIndexPage.preload()];
  if (route.group) pending.push(import('virtual:portal-reference').then((m) => m.loadEntries(route.group!)));
  await Promise.all(pending);
}
