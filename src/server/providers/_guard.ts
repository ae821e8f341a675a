import { ProviderUnavailable } from './_types.ts';

export interface GuardSettings {
  /** How long an answer is reused, per key. */
  cacheMs: number;
  /** Consecutive failures that open the breaker. */
  failures: number;
  /** How long an open breaker refuses before one trial call (half-open). */
  coolDownMs: number;
  now: () => number;
}

/** Answers kept per provider at most: a caller asking for ever new cities cannot grow the cache without bound. */
export const maxCachedAnswers = 500;

type BreakerState = { state: 'closed'; failures: number } | { state: 'open'; since: number } | { state: 'half-open' };

/**
 * A provider's cache and circuit breaker. Answers are kept `cacheMs` per key. After `failures`
 * failures in a row the breaker opens: calls are refused at once (no waiting on a timeout) for
 * `coolDownMs`; then one trial call goes through (half-open): success closes the breaker, failure
 * opens it again for another cool-down.
 */
export class ProviderGuard<T> {
  private readonly cache = new Map<string, { value: T; until: number }>();
  private breaker: BreakerState = { state: 'closed', failures: 0 };

  constructor(private readonly settings: GuardSettings) {}

  get state(): BreakerState['state'] {
    return this.breaker.state;
  }

  async run(key: string, call: () => Promise<T>): Promise<T> {
    const now = this.settings.now();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.value;
    this.admit(now);
    try {
      const value = await call();
      this.breaker = { state: 'closed', failures: 0 };
      this.keep(key, value);
      return value;
    } catch (error) {
      this.fail();
      throw error;
    }
  }

  /** Newest last (a Map keeps insertion order): past the cap, the oldest answer goes. */
  private keep(key: string, value: T): void {
    this.cache.delete(key);
    this.cache.set(key, { value, until: this.settings.now() + this.settings.cacheMs });
    if (this.cache.size > maxCachedAnswers) this.cache.delete(this.cache.keys().next().value as string);
  }

  private admit(now: number): void {
    const b = this.breaker;
    if (b.state === 'half-open') throw new ProviderUnavailable('breaker-open', 'a trial call is under way');
    if (b.state === 'open') {
      if (now - b.since < this.settings.coolDownMs) throw new ProviderUnavailable('breaker-open', 'breaker open');
      this.breaker = { state: 'half-open' };
    }
  }

  private fail(): void {
    const b = this.breaker;
    const failures = b.state === 'closed' ? b.failures + 1 : this.settings.failures;
    this.breaker = failures >= this.settings.failures ? { state: 'open', since: this.settings.now() } : { state: 'closed', failures };
  }
}
