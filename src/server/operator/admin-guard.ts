import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../catalog/messages.ts';
import { operatorMessages } from '../../catalog/operator-messages.ts';
import { bearerToken } from '../accounts/index.ts';
import { fail } from '../common/index.ts';
import type { Account, Repositories } from '../store/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an `/api/admin/*` call, set by the guard below. */
    operator: Account | null;
  }
}

export const adminRole = 'ADMIN';

/**
 * The operator API's one door, for every route of the plugin it is installed in: no live session
 * → 401, a session of any role but ADMIN → 403, both in Indonesian, before any body is read.
 */
export function installAdminGuard(app: FastifyInstance, repos: Repositories): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    const account = token ? await repos.sessions.accountFor(token) : undefined;
    if (!account) return fail(reply, 401, messages.sessionExpired);
    if (account.role !== adminRole) return fail(reply, 403, operatorMessages.adminOnly);
    request.operator = account;
  });
}

/** The operator a guarded route runs for. */
export function operatorOf(request: FastifyRequest): Account {
  if (!request.operator) throw new Error('the admin guard did not run for this route');
  return request.operator;
}
