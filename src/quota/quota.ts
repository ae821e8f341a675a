export interface Quota {
  remaining: number;
  limit: number;
  /** Share of the day's limit used, 0..1 and beyond. */
  used: number;
}

/** What the quota is read from: the profile's role, calls today and daily limit (the header passes them). */
export interface QuotaSource {
  role: string;
  totalreq: number;
  limit: number;
}

/** The day's quota of a USER account; other roles are not capped. */
export function quotaOf(profile: QuotaSource): Quota | null {
  if (profile.role !== 'USER' || !(profile.limit > 0)) return null;
  return { remaining: Math.max(profile.limit - profile.totalreq, 0), limit: profile.limit, used: profile.totalreq / profile.limit };
}

/** From 90% used the badge turns to a warning colour, at the limit to red. */
export const quotaColor = (quota: Quota) => (quota.used >= 1 ? 'red' : quota.used >= 0.9 ? 'orange' : 'teal');
