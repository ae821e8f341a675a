import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { fail, HttpError, serverMessages } from '../common/index.ts';
import { apikeyOf, judgeKey, judgeKeyCall, type AdmittedKey, type KeyCounters } from '../accounts/index.ts';
import type { Account, Repositories } from '../store/index.ts';
import type { MinuteCounter } from '../shell/index.ts';
import { callFacts, type CallFacts } from '../request-log/index.ts';
import { tellMinute } from './minute-headers.ts';
import { operatorMessages } from '../../catalog/operator-messages.ts';
import type { PlanBook } from '../operator/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalog group of the entry a route answers: a plan opens some groups only. */
    group?: string;
  }
  interface FastifyRequest {
    /** The account a call of the embedded API is made by, set by the caller hook below. */
    caller: Account | null;
  }
}

export function callerOf(request: FastifyRequest): Account {
  const account = request.caller;
  if (!account) throw new Error('the caller hook did not run for this route');
  return account;
}

/** A call the portal makes in process for a key it has already judged. */
interface InternalCall {
  admitted: AdmittedKey;
  /** Counted against the daily quota (an MCP tool call, made by the developer) or not (a reminder's content). */
  counted: boolean;
}

/**
 * The portal calling its own API in process for a key it has already judged: a one-time token in
 * a header, issued for one injected request. A reminder's content is the account's but takes
 * nothing from its daily quota (the developer did not make it); an MCP tool call is counted, once,
 * without its key being judged a second time.
 */
export class InternalCalls {
  static readonly header = 'x-portal-internal-call';
  readonly #pending = new Map<string, InternalCall>();

  issue(admitted: AdmittedKey, options: { counted?: boolean } = {}): string {
    const token = randomUUID();
    this.#pending.set(token, { admitted, counted: options.counted ?? false });
    return token;
  }

  take(request: FastifyRequest): InternalCall | undefined {
    const token = request.headers[InternalCalls.header];
    if (typeof token !== 'string') return undefined;
    const call = this.#pending.get(token);
    this.#pending.delete(token);
    return call;
  }

  /** Forgets a token its request never used (refused before the caller hook, or never routed). */
  revoke(token: string): void {
    this.#pending.delete(token);
  }
}

/** The store could not count the call: 503, never a call let through uncounted. */
const unavailable =
  (request: FastifyRequest) =>
  (error: unknown): never => {
    request.log.error({ err: error }, 'store unavailable');
    throw new HttpError(503, serverMessages.quotaUnavailable);
  };

/** From here the call is the account's, and its key's. */
function noteAccount(facts: CallFacts, accountId: string, keyId: string | undefined): void {
  facts.accountId = accountId;
  facts.keyId = keyId;
}

/** An account is capped at its daily limit (its plan's when given the plan, or the operator's); null: none. */
export const dailyCap = (account: Account): number | null => account.limit;

/**
 * The embedded API's one door: every route of the plugin it is installed in first resolves the
 * account from the `apikey` (judgeKey: unknown, replaced past its grace, or disabled → 401) and
 * takes one call of the day's quota (used up → 429), once, before any body is read. A group the
 * account's plan does not open answers 403 (the call counted: it was made). Then the key's own
 * rules and the plan's rate (accounts/key-policy.ts): outside the key's scope 403, past the plan's
 * calls per minute or the key's own daily cap 429 (counted too).
 */
export function installCallerHook(app: FastifyInstance, repos: Repositories, plans: PlanBook, internal?: InternalCalls, perMinute?: MinuteCounter): void {
  const counters: KeyCounters = { takeKeyCall: (id, cap) => repos.keyUsage.take(id, cap), takeMinute: async (id) => (perMinute ? perMinute.take(id) : null) };
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    const inside = internal?.take(request);
    if (inside && !inside.counted) {
      noteAccount(callFacts(request), inside.admitted.account.id, inside.admitted.key?.id);
      request.caller = inside.admitted.account;
      return;
    }
    const judged = inside ? ({ ok: true, ...inside.admitted } as const) : await judgeKey(repos.apiKeys, apikeyOf(request), request.log);
    if (!judged.ok) return fail(reply, 401, judged.message);
    const { account, key } = judged;
    let taken = false;
    try {
      taken = await repos.usage.take(account.id, dailyCap(account));
    } catch (error) {
      unavailable(request)(error);
    }
    // From here the call is the account's: logged even when the quota refuses it.
    noteAccount(callFacts(request), account.id, key?.id);
    if (key) repos.apiKeys.noteUse(key.id);
    const group = request.routeOptions.config.group;
    if (taken && group && !plans.opens(account.plan, group)) return fail(reply, 403, operatorMessages.groupNotInPlan);
    if (!taken) return fail(reply, 429, messages.limitReached);
    const rate = plans.find(account.plan)?.ratePerMinute ?? null;
    const verdict = key && (await judgeKeyCall({ key, accountId: account.id, group, perMinute: rate }, counters).catch(unavailable(request)));
    if (verdict && verdict.minute) tellMinute(reply, verdict.minute);
    const refusal = verdict && verdict.refusal;
    if (refusal) {
      if (refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
      return fail(reply, refusal.status, refusal.message);
    }
    request.caller = account;
  });
}
