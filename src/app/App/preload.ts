import { loadGroup } from 'virtual:portal-catalog';

/** The group page's chunk; App's lazy route and the preload below share the one request. */
export const loadGroupView = () => import('../GroupView/index.ts');

/**
 * On a link straight into a feature group, fetch the group page and the group's schemas while the
 * session is still loading, instead of one after the other once the profile has arrived.
 */
export function preloadRoute(pathname: string): void {
  const group = /^\/dashboard\/([^/]+)/.exec(pathname)?.[1];
  if (!group) return;
  // A failure here is shown by the page itself when it asks again.
  loadGroupView().catch(() => undefined);
  loadGroup(decodeURIComponent(group)).catch(() => undefined);
}
