import type { FastifyInstance, FastifyReply } from 'fastify';
import { dailyLimitMax, operatorMessages } from '../../catalog/operator-messages.ts';
import { passwordProblem } from '../accounts/index.ts';
import { fail } from '../common/index.ts';
import type { Account, Repositories } from '../store/index.ts';
import { ActionError, type AccountActions, type AccountPatch } from './account-actions.ts';
import { operatorOf } from './admin-guard.ts';

type Body = Record<string, unknown> | undefined;
type ByName = { Params: { username: string } };

/** The body of a PATCH read strictly: each field optional, each wrong one refused with its reason. */
function readPatch(body: Body): { patch: AccountPatch } | { problem: string } {
  const patch: AccountPatch = {};
  if (body?.plan !== undefined) {
    if (typeof body.plan !== 'string') return { problem: operatorMessages.planUnknown };
    patch.plan = body.plan;
  }
  if (body?.dailyLimit !== undefined) {
    const limit = body.dailyLimit;
    if (limit !== null && !(typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 && limit <= dailyLimitMax)) return { problem: operatorMessages.limitInvalid };
    patch.dailyLimit = limit;
  }
  if (body?.disabled !== undefined) {
    if (typeof body.disabled !== 'boolean') return { problem: operatorMessages.disabledInvalid };
    patch.disabled = body.disabled;
  }
  return Object.keys(patch).length ? { patch } : { problem: operatorMessages.changesRequired };
}

/** Accounts found, one account's picture, and each change an operator may make to it. */
export function registerAdminAccountRoutes(app: FastifyInstance, repos: Repositories, actions: AccountActions): void {
  const accountOr404 = async (username: string, reply: FastifyReply): Promise<Account | undefined> => {
    const account = await repos.accounts.byUsername(username);
    if (!account || account.role === 'UPSTREAM') fail(reply, 404, operatorMessages.accountNotFound);
    return account?.role === 'UPSTREAM' ? undefined : account;
  };
  const run = async (reply: FastifyReply, action: () => Promise<unknown>) => {
    try {
      return await action();
    } catch (error) {
      if (error instanceof ActionError) return fail(reply, 400, error.message);
      throw error;
    }
  };

  app.get<{ Querystring: { q?: unknown } }>('/accounts', async (request, reply) => {
    const q = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (q.length > 100) return fail(reply, 400, operatorMessages.queryTooLong);
    return { status: true, message: operatorMessages.accountsListed, data: { items: await repos.operator.findAccounts(q, 50) } };
  });

  app.get<ByName>('/accounts/:username', async (request, reply) => {
    const found = await repos.operator.detail(request.params.username);
    if (!found || found.role === 'UPSTREAM') return fail(reply, 404, operatorMessages.accountNotFound);
    const { id, ...detail } = found;
    const upgradeRequests = await repos.upgradeRequests.list({ accountId: id, limit: 10 });
    // Read through the log's repository: it waits for the calls still queued, so a call just answered is listed.
    const calls = await repos.requestLog.list(id, { limit: 20 });
    const recentCalls = calls.map((c) => ({ id: c.id, time: c.at.toISOString(), method: c.method, entry: c.entry, path: c.path, status: c.status, durationMs: c.durationMs, client: c.client }));
    return { status: true, message: operatorMessages.accountShown, data: { ...detail, recentCalls, lastCallAt: recentCalls[0]?.time ?? detail.lastCallAt, upgradeRequests } };
  });

  app.patch<ByName & { Body: Body }>('/accounts/:username', async (request, reply) => {
    const read = readPatch(request.body);
    if ('problem' in read) return fail(reply, 400, read.problem);
    const operator = operatorOf(request);
    const account = await accountOr404(request.params.username, reply);
    if (!account) return reply;
    if (read.patch.disabled === true && account.id === operator.id) return fail(reply, 400, operatorMessages.selfDisable);
    return run(reply, async () => {
      const changed = await actions.change(operator.username, account, read.patch);
      return { status: true, message: operatorMessages.accountChanged, data: { username: changed.username, plan: changed.plan, dailyLimit: changed.limit, disabled: changed.disabled } };
    });
  });

  app.post<ByName & { Body: Body }>('/accounts/:username/password', async (request, reply) => {
    const given = typeof request.body?.password === 'string' && request.body.password ? request.body.password : undefined;
    const problem = given === undefined ? null : passwordProblem(given);
    if (problem) return fail(reply, 400, problem);
    const account = await accountOr404(request.params.username, reply);
    if (!account) return reply;
    const password = await actions.resetPassword(operatorOf(request).username, account, given);
    return { status: true, message: operatorMessages.passwordReset, data: { password } };
  });

  app.post<ByName>('/accounts/:username/sessions/end', async (request, reply) => {
    const account = await accountOr404(request.params.username, reply);
    if (!account) return reply;
    const ended = await actions.endSessions(operatorOf(request).username, account);
    return { status: true, message: operatorMessages.sessionsEnded, data: { ended } };
  });

  app.post<{ Params: { username: string; keyId: string } }>('/accounts/:username/keys/:keyId/revoke', async (request, reply) => {
    const account = await accountOr404(request.params.username, reply);
    if (!account) return reply;
    return run(reply, async () => {
      await actions.revokeKey(operatorOf(request).username, account, request.params.keyId);
      return { status: true, message: operatorMessages.keyRevoked };
    });
  });
}
