import { keyCapReached, keyOutsideScope, planRateReached } from '../../catalog/operator-messages.ts';
import type { WindowCount } from '../shell/index.ts';
import type { KeyFacts } from '../store/index.ts';

/** A call refused by the key's own rules or the plan's rate: its status, message and wait. */
export interface KeyRefusal {
  status: 403 | 429;
  message: string;
  /** Seconds until a call may pass again (`Retry-After`). */
  retryAfterSeconds?: number;
}

/** What a call made with a key is judged on, once the account's quota and plan let it through. */
export interface KeyCall {
  key: KeyFacts;
  accountId: string;
  /** The catalog group of the entry called (absent: a route of no group). */
  group?: string;
  /** The plan's calls per minute for the account; null: no rate. */
  perMinute: number | null;
}

/** The counters the judgement spends from: per key per day, per account per minute. */
export interface KeyCounters {
  /** Counts one call of the key unless its cap is reached (false then). */
  takeKeyCall(keyId: string, cap: number): Promise<boolean>;
  /** Counts one call of the account's minute; null: not counted (the call passes). */
  takeMinute(accountId: string): Promise<WindowCount | null>;
}

/** The plan's minute as a call leaves it, for the `X-RateLimit-*` headers. */
export interface MinuteLeft {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** The judgement of a call: its refusal (null: it may go on) and the plan's minute it spent from. */
export interface CallVerdict {
  refusal: KeyRefusal | null;
  minute: MinuteLeft | null;
}

/** A scope names the groups a key may call; a call of no group (none declared) is not scoped. */
export function scopeRefusal(key: KeyFacts, group: string | undefined): KeyRefusal | null {
  if (!key.scope || !group || key.scope.includes(group)) return null;
  return { status: 403, message: keyOutsideScope(key.name) };
}

/**
 * The key's scope first (nothing spent on a call it may not make), then the plan's rate per
 * account, then the key's own daily cap: the first refusal, or null when the call may go on.
 */
export async function judgeKeyCall(call: KeyCall, counters: KeyCounters): Promise<CallVerdict> {
  const outside = scopeRefusal(call.key, call.group);
  if (outside) return { refusal: outside, minute: null };
  let minute: MinuteLeft | null = null;
  const rate = call.perMinute;
  const count = rate === null ? null : await counters.takeMinute(call.accountId);
  if (rate !== null && count) {
    minute = { limit: rate, remaining: Math.max(0, rate - count.used), resetSeconds: count.resetSeconds };
    if (count.used > rate) return { refusal: { status: 429, message: planRateReached(rate, count.resetSeconds), retryAfterSeconds: count.resetSeconds }, minute };
  }
  const cap = call.key.dailyCap;
  if (cap !== null && !(await counters.takeKeyCall(call.key.id, cap))) return { refusal: { status: 429, message: keyCapReached(call.key.name, cap) }, minute };
  return { refusal: null, minute };
}
