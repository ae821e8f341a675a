import type { FastifyInstance } from 'fastify';
import type { ChangesImpact } from '../../catalog/operator-api.ts';
import type { Repositories } from '../store/index.ts';
import { accountActions } from './account-actions.ts';
import { registerAdminAccountRoutes } from './admin-accounts-routes.ts';
import { installAdminGuard } from './admin-guard.ts';
import { registerAdminInsightRoutes } from './admin-insight-routes.ts';
import type { PlanBook } from './plan-book.ts';
import { registerAdminUpgradeRoutes, registerDeveloperUpgradeRoutes } from './upgrade-routes.ts';

/** The operator's room: plans, upgrade requests, and the console's API under `/api/admin`. */
export { accountActions, ActionError, type AccountActions, type AccountPatch } from './account-actions.ts';
export { adminRole } from './admin-guard.ts';
export { ensureFirstAdmin } from './first-admin.ts';
export { planBook, type PlanBook } from './plan-book.ts';

export interface OperatorOptions {
  repos: Repositories;
  plans: PlanBook;
  /** The recent releases' changes summed over every account's calls (the request log's reading). */
  changesImpact: () => Promise<ChangesImpact>;
}

/** Every `/api/admin/*` route, behind the guard (401/403) that this plugin alone carries. */
async function adminPlugin(app: FastifyInstance, options: OperatorOptions): Promise<void> {
  installAdminGuard(app, options.repos);
  const actions = accountActions(options.repos, options.plans);
  registerAdminAccountRoutes(app, options.repos, actions);
  registerAdminUpgradeRoutes(app, options.repos, actions);
  registerAdminInsightRoutes(app, options.repos, options.changesImpact);
}

export async function registerOperator(app: FastifyInstance, options: OperatorOptions): Promise<void> {
  registerDeveloperUpgradeRoutes(app, options.repos, options.plans);
  await app.register(adminPlugin, { ...options, prefix: '/api/admin' });
}
