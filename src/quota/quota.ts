import type { Profile } from '../app/session/types.ts';

export interface Quota {
  remaining: number;
  limit: number;
  /** Share of the day's limit used, 0..1 and beyond. */
  used: number;
}

/** The day's quota of a USER account; other roles are not capped. */
export function quotaOf(profile: Pick<Profile, 'role' | 'totalreq' | 'limit'>): Quota | null {
  if (profile.role !== 'USER' || !(profile.limit > 0)) return null;
  return { remaining: Math.max(profile.limit - profile.totalreq, 0), limit: profile.limit, used: profile.totalreq / profile.limit };
}

/** From 90% used the badge turns to a warning colour, at the limit to red. */
export const quotaColor = (quota: Quota) => (quota.used >= 1 ? 'red' : quota.used >= 0.9 ? 'orange' : 'teal');
