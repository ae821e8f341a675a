/** How often an open page checks its session while all is well (visible tabs only). */
export const checkEveryMs = 15_000;

/**
 * First wait after a failed profile load, doubled after each further failure up to the cap: after
 * a few quick tries a long outage is asked about no more often than a healthy page checks, and a
 * server back from a restart is noticed within 15 s.
 */
const firstMs = 2_000;
const capMs = checkEveryMs;
/** A server's own `Retry-After` is honoured up to this, so a wrong header cannot park the page. */
const serverCapMs = 120_000;

/**
 * How long to wait before asking for the profile again: 2 s, 4 s, 8 s, then 15 s, never less
 * than the server's `Retry-After`. A fifth of it is random, so the tabs of many users an outage
 * hit together do not all come back in the same second.
 */
export function retryDelayMs(failures: number, retryAfterSeconds?: number, random: () => number = Math.random): number {
  const backoff = Math.min(capMs, firstMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(backoff * (0.8 + 0.2 * random()));
  const server = retryAfterSeconds ? Math.min(serverCapMs, retryAfterSeconds * 1000) : 0;
  return Math.max(jittered, server);
}
