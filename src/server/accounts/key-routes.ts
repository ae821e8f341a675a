import type { FastifyInstance } from 'fastify';
import { keyCapMax, keyNameMax, type AccountKey } from '../../catalog/account-keys.ts';
import { accountMessages, keysPerAccountReached } from '../../catalog/account-messages.ts';
import { fail } from '../common/index.ts';
import { basePlanName, type Plan } from '../../catalog/plans/types.ts';
import type { Account, KeyListing, NamedKeyRequest, Repositories } from '../store/index.ts';
import { sessionOf } from './session-account.ts';

type Body = Record<string, unknown> | undefined;

/** A key as the account API answers it. */
export function keyView(key: KeyListing, now: Date): AccountKey {
  return {
    id: key.id,
    name: key.name,
    main: key.main,
    scope: key.scope,
    dailyCap: key.dailyCap,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    state: key.expiresAt === null ? 'aktif' : key.expiresAt > now ? 'tenggang' : 'dicabut',
  };
}

/** Valid keys the account's plan allows (a plan no longer declared: the base plan's number). */
/** What the key routes ask of the plans (the operator's plan book answers it; accounts import no operator). */
export interface KeyPlans {
  find(name: string): Pick<Plan, 'keysPerAccount'> | undefined;
  opens(planName: string, group: string): boolean;
}

function keysAllowed(plans: KeyPlans, account: Account): number {
  return (plans.find(account.plan) ?? plans.find(basePlanName))?.keysPerAccount ?? 1;
}

/** The body of a new key read strictly: each wrong field refused with its reason. */
function readKeyRequest(body: Body, opens: (group: string) => boolean, groups: ReadonlySet<string>): NamedKeyRequest | string {
  const name = typeof body?.name === 'string' ? body.name.trim() : '';
  if (!name || name.length > keyNameMax) return accountMessages.keyNameInvalid;
  let scope: string[] | null = null;
  if (body?.scope !== undefined && body.scope !== null) {
    const given = body.scope;
    if (!Array.isArray(given) || given.length === 0 || !given.every((g): g is string => typeof g === 'string' && groups.has(g) && opens(g))) return accountMessages.keyScopeInvalid;
    scope = [...new Set(given)];
  }
  const cap = body?.dailyCap ?? null;
  if (cap !== null && !(typeof cap === 'number' && Number.isInteger(cap) && cap >= 1 && cap <= keyCapMax)) return accountMessages.keyCapInvalid;
  return { name, scope, dailyCap: cap as number | null };
}

/**
 * `/api/account/keys`: the signed-in developer's keys by name (never a value but once, when made),
 * a named key made up to the plan's `keysPerAccount` (main key included), one revoked. The main
 * key is the browser's: it is replaced by 'Buat API Key baru', not revoked here.
 */
export function registerKeyRoutes(app: FastifyInstance, repos: Repositories, plans: KeyPlans, groupIds: () => string[], now: () => Date): void {
  app.get('/api/account/keys', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const keys = await repos.apiKeys.list(session.account.id);
    const at = now();
    return { status: true, message: accountMessages.keysListed, data: { items: keys.map((k) => keyView(k, at)), keysPerAccount: keysAllowed(plans, session.account) } };
  });

  app.post<{ Body: Body }>('/api/account/keys', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const { account } = session;
    const read = readKeyRequest(request.body, (group) => plans.opens(account.plan, group), new Set(groupIds()));
    if (typeof read === 'string') return fail(reply, 400, read);
    const max = keysAllowed(plans, account);
    const made = await repos.apiKeys.create(account.id, read, max);
    if (made === 'limit') return fail(reply, 403, keysPerAccountReached(max));
    if (made === 'name-taken') return fail(reply, 409, accountMessages.keyNameTaken);
    return { status: true, message: accountMessages.keyCreated, data: { apikey: made.apikey, key: keyView(made.key, now()) } };
  });

  app.post<{ Params: { id: string } }>('/api/account/keys/:id/revoke', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const keys = await repos.apiKeys.list(session.account.id);
    const key = keys.find((k) => k.id === request.params.id && (k.expiresAt === null || k.expiresAt > now()));
    if (!key) return fail(reply, 404, accountMessages.keyNotFound);
    if (key.main) return fail(reply, 400, accountMessages.mainKeyKept);
    await repos.apiKeys.revoke(session.account.id, key.id);
    return { status: true, message: accountMessages.keyRevoked };
  });
}
