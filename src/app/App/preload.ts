import { whenValidatorReady } from '../../engine/lazy-validator.ts';
import type { LoadedEntry } from '../../engine/loaded-entry.ts';
import { lazyView } from '../../renderers/lazy-view.ts';

/** The welcome page and the sign-in form: a deep link into the dashboard needs neither before its form. */
export const homePage = lazyView(() => import('../HomePage/index.ts').then((m) => m.HomePage));
export const loginPage = lazyView(() => import('../LoginPage/index.ts').then((m) => m.LoginPage));
/** The feature group page: the runner's documentation blocks arrive with it. */
export const groupPage = lazyView(() => import('../GroupView/index.ts').then((m) => m.GroupView));
/** The recipes: their list, and one recipe's steps with the forms of their entries. */
export const recipesPage = lazyView(() => import('../RecipesPage/index.ts').then((m) => m.RecipesPage));
/** The profile page and its usage table. */
export const profilePage = lazyView(() => import('../ProfilePage/index.ts').then((m) => m.ProfilePage));
/** 'Halaman tidak ditemukan': only a mistyped or stale address needs it. */
export const notFoundPage = lazyView(() => import('../NotFoundPage/index.ts').then((m) => m.NotFoundPage));
/** The plans side by side, where 'beli premium' leads. */
export const plansPage = lazyView(() => import('../PlansPage/PlansPage.tsx').then((m) => m.PlansPage));
/** The operator's console: a developer's visit never fetches it. */
export const adminPage = lazyView(() => import('../AdminConsole/index.ts').then((m) => m.AdminPage));
/** Sign-up: most visits never need it, so its form library stays out of the first load. */
export const signupPage = lazyView(() => import('../SignupPage/index.ts').then((m) => m.SignupPage));

/**
 * On a link straight into a feature group, fetch the group page and the group's schemas while the
 * session is still loading, instead of one after the other once the profile has arrived.
 */
export function preloadRoute(pathname: string): void {
  // The server names these chunks in the page too; asking now starts their evaluation before React renders.
  if (pathname === '/') homePage.preload().catch(() => undefined);
  if (pathname === '/login') loginPage.preload().catch(() => undefined);
  const [, group, entry] = /^\/dashboard\/([^/]+)(?:\/([^/]+))?/.exec(pathname) ?? [];
  // The recipes page fetches the groups its steps need itself.
  if (!group || group === 'resep') return;
  // A failure here is shown by the page itself when it asks again.
  groupPage.preload().catch(() => undefined);
  // The index of group chunks grows with the catalog: it comes lazily, not with the first load.
  import('virtual:portal-catalog')
    .then((catalog) => catalog.loadGroup(decodeURIComponent(group)))
    // The linked entry's validator too (its own chunk, already named in the HTML): the form opens with it.
    .then((loaded) => {
      const linked = entry ? loaded.entries.find((e: LoadedEntry) => e.entry.id === decodeURIComponent(entry)) : undefined;
      return linked ? whenValidatorReady(linked.validator) : undefined;
    })
    .catch(() => undefined);
}
