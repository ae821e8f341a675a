import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { accountMessages, fail, HttpError, serverMessages } from '../common/index.ts';
import { apikeyOf } from '../accounts/index.ts';
import type { Account, Repositories } from '../store/index.ts';
import { noteCall } from '../request-log/index.ts';
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

/**
 * The portal asking its own API for an account (a reminder's content): a one-time token in a
 * header, issued in process for one injected request. Such a call is the account's but takes
 * nothing from its daily quota: the developer did not make it.
 */
export class InternalCalls {
  static readonly header = 'x-portal-internal-call';
  readonly #pending = new Map<string, Account>();

  issue(account: Account): string {
    const token = randomUUID();
    this.#pending.set(token, account);
    return token;
  }

  take(request: FastifyRequest): Account | undefined {
    const token = request.headers[InternalCalls.header];
    if (typeof token !== 'string') return undefined;
    const account = this.#pending.get(token);
    this.#pending.delete(token);
    return account;
  }
}

/** An account is capped at its daily limit (its plan's when given the plan, or the operator's); null: none. */
export const dailyCap = (account: Account): number | null => account.limit;

/**
 * The embedded API's one door: every route of the plugin it is installed in first resolves the
 * account from the `apikey` (unknown, replaced past its grace, or disabled → 401) and takes one
 * call of the day's quota (used up → 429), once, before any body is read. A group the account's
 * plan does not open answers 403 (the call counted: it was made).
 */
export function installCallerHook(app: FastifyInstance, repos: Repositories, plans: PlanBook, internal?: InternalCalls): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    const inside = internal?.take(request);
    if (inside) {
      noteCall(request, { accountId: inside.id });
      request.caller = inside;
      return;
    }
    const apikey = apikeyOf(request);
    let account: Account | undefined;
    let taken = false;
    let replaced = false;
    try {
      account = apikey ? await repos.apiKeys.accountFor(apikey) : undefined;
      if (account) taken = await repos.usage.take(account.id, dailyCap(account));
      else if (apikey) replaced = await repos.apiKeys.replaced(apikey);
    } catch (error) {
      request.log.error({ err: error }, 'store unavailable');
      throw new HttpError(503, serverMessages.quotaUnavailable);
    }
    if (!account) return fail(reply, 401, replaced ? accountMessages.apikeyReplaced : messages.invalidApiKey);
    // From here the call is the account's: logged even when the quota refuses it.
    noteCall(request, { accountId: account.id });
    const group = request.routeOptions.config.group;
    if (taken && group && !plans.opens(account.plan, group)) return fail(reply, 403, operatorMessages.groupNotInPlan);
    if (!taken) return fail(reply, 429, messages.limitReached);
    request.caller = account;
  });
}
