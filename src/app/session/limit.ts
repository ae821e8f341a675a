import type { Profile } from './types.ts';

/** Only USER accounts are capped; the banner warns but calls are never blocked here. */
export function isAtLimit(profile: Profile): boolean {
  return profile.role === 'USER' && profile.totalreq >= profile.limit;
}
