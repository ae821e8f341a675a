import type { FastifyInstance } from 'fastify';
import type { UpgradeStatus } from '../../catalog/operator-api.ts';
import { operatorMessages } from '../../catalog/operator-messages.ts';
import { sessionOf } from '../accounts/index.ts';
import { fail } from '../common/index.ts';
import type { Repositories } from '../store/index.ts';
import type { AccountActions } from './account-actions.ts';
import { operatorOf } from './admin-guard.ts';
import type { PlanBook } from './plan-book.ts';

type Body = Record<string, unknown> | undefined;
const statuses: readonly UpgradeStatus[] = ['pending', 'approved', 'declined'];

/**
 * A developer's side of an upgrade: the plans (public, the plans page shows them), asking for one
 * with a note (a transfer reference), and seeing what became of the requests.
 */
export function registerDeveloperUpgradeRoutes(app: FastifyInstance, repos: Repositories, plans: PlanBook): void {
  app.get('/api/plans', async () => ({ status: true, message: operatorMessages.plansListed, data: { items: plans.all() } }));

  app.post<{ Body: Body }>('/api/account/upgrade-requests', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const plan = typeof request.body?.plan === 'string' ? plans.find(request.body.plan) : undefined;
    if (!plan) return fail(reply, 400, operatorMessages.planUnknown);
    const note = typeof request.body?.note === 'string' ? request.body.note.trim() : '';
    if (note.length > 500) return fail(reply, 400, operatorMessages.upgradeNoteTooLong);
    if (plan.name === session.account.plan) return fail(reply, 400, operatorMessages.upgradeSamePlan);
    if ((await repos.upgradeRequests.list({ accountId: session.account.id, status: 'pending', limit: 1 })).length) return fail(reply, 409, operatorMessages.upgradePending);
    const created = await repos.upgradeRequests.create(session.account.id, plan.name, note);
    return { status: true, message: operatorMessages.upgradeRequested, data: created };
  });

  app.get('/api/account/upgrade-requests', async (request, reply) => {
    const session = await sessionOf(request, reply, repos);
    if (!session) return reply;
    const items = await repos.upgradeRequests.list({ accountId: session.account.id, limit: 10 });
    return { status: true, message: operatorMessages.upgradeListed, data: { plan: session.account.plan, items } };
  });
}

/** The operator's side: the requests (pending first by default), approved or declined once. */
export function registerAdminUpgradeRoutes(app: FastifyInstance, repos: Repositories, actions: AccountActions): void {
  app.get<{ Querystring: { status?: unknown } }>('/upgrade-requests', async (request) => {
    const asked = request.query.status;
    const status = statuses.find((s) => s === asked);
    return { status: true, message: operatorMessages.upgradeListed, data: { items: await repos.upgradeRequests.list({ status, limit: 100 }) } };
  });

  for (const decision of ['approve', 'decline'] as const) {
    app.post<{ Params: { id: string } }>(`/upgrade-requests/:id/${decision}`, async (request, reply) => {
      const operator = operatorOf(request);
      const found = await repos.upgradeRequests.byId(request.params.id);
      if (!found) return fail(reply, 404, operatorMessages.upgradeNotFound);
      const status = decision === 'approve' ? 'approved' : 'declined';
      // Decided first, atomically: a second click, or a second operator, finds it decided.
      if (!(await repos.upgradeRequests.decide(found.id, status, operator.username))) return fail(reply, 409, operatorMessages.upgradeDecided);
      await repos.audit.record({ actor: operator.username, action: `upgrade.${decision}`, target: found.id, before: { status: found.status, username: found.username, plan: found.plan }, after: { status } });
      if (decision === 'decline') return { status: true, message: operatorMessages.upgradeDeclined };
      const account = await repos.accounts.byUsername(found.username);
      if (!account) return fail(reply, 404, operatorMessages.accountNotFound);
      const changed = await actions.change(operator.username, account, { plan: found.plan });
      return { status: true, message: operatorMessages.upgradeApproved, data: { username: changed.username, plan: changed.plan, dailyLimit: changed.limit } };
    });
  }
}
