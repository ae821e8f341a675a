import type { Profile } from './session/index.ts';

/** The user's picture goes through our own proxy so the page's CSP can keep img-src 'self'. */
export function dashboardBackground(profile: Profile): string {
  const url = profile.backgroundImageUrl.trim();
  return url ? `/api/images/proxy?url=${encodeURIComponent(url)}` : '/background-default.svg';
}
