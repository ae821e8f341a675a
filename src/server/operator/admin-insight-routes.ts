import type { FastifyInstance } from 'fastify';
import { overviewRanges, type ChangesImpact } from '../../catalog/operator-api.ts';
import { operatorMessages } from '../../catalog/operator-messages.ts';
import { fail } from '../common/index.ts';
import type { Repositories } from '../store/index.ts';

/** What the operator reads: the whole API's usage over a range, what the last releases change for the accounts' calls, and the audit log. */
export function registerAdminInsightRoutes(app: FastifyInstance, repos: Repositories, changesImpact: () => Promise<ChangesImpact>): void {
  app.get<{ Querystring: { range?: unknown } }>('/overview', async (request, reply) => {
    const range = overviewRanges.find((r) => r === (request.query.range ?? '24h'));
    if (!range) return fail(reply, 400, operatorMessages.rangeInvalid);
    return { status: true, message: operatorMessages.overviewShown, data: await repos.operator.overview(range) };
  });

  // Each change of the last releases: how many accounts and calls it touches, how many it would refuse.
  app.get('/changes', async () => ({ status: true, message: operatorMessages.changesImpactShown, data: await changesImpact() }));

  app.get<{ Querystring: { target?: unknown } }>('/audit', async (request) => {
    const target = typeof request.query.target === 'string' && request.query.target ? request.query.target.slice(0, 200) : undefined;
    return { status: true, message: operatorMessages.auditListed, data: { items: await repos.audit.list({ limit: 200, target }) } };
  });
}
