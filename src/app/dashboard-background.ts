import type { Profile } from './session/index.ts';
// Inlined by the build as a data: URI: one request less on every dashboard page (its headers
// weighed about as much as the picture).
import defaultBackground from './background-default.svg?inline';

/**
 * The user's picture goes through our own proxy so the page's CSP can keep img-src 'self'; the
 * proxy serves signed-in users only, so the session's apikey goes with it.
 */
export function dashboardBackground(profile: Profile, apiKey: string): string {
  const url = profile.backgroundImageUrl.trim();
  return url ? `/api/images/proxy?url=${encodeURIComponent(url)}&apikey=${encodeURIComponent(apiKey)}` : defaultBackground;
}
