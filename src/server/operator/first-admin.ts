import { UsernameTakenError, type Repositories } from '../store/index.ts';
import { adminRole } from './admin-guard.ts';

/**
 * `PORTAL_ADMIN_USERNAME` / `PORTAL_ADMIN_PASSWORD`: the first operator, made at start when the
 * account does not exist, or given the ADMIN role when it does (its password is then left as it is).
 * Answers whether anything changed.
 */
export async function ensureFirstAdmin(repos: Repositories, admin: { username: string; password: string }): Promise<'created' | 'promoted' | 'kept'> {
  const existing = await repos.accounts.byUsername(admin.username);
  if (existing) {
    if (existing.role === adminRole) return 'kept';
    await repos.accounts.update(existing.id, { role: adminRole });
    await repos.audit.record({ actor: 'PORTAL_ADMIN_USERNAME', action: 'account.change', target: existing.username, before: { role: existing.role }, after: { role: adminRole } });
    return 'promoted';
  }
  try {
    const account = await repos.accounts.create({ username: admin.username, nama: 'Pengelola Portal', password: admin.password, role: adminRole, limit: null });
    await repos.apiKeys.issue(account.id);
    await repos.audit.record({ actor: 'PORTAL_ADMIN_USERNAME', action: 'account.create', target: account.username, before: null, after: { role: adminRole } });
    return 'created';
  } catch (error) {
    // Another instance made it at the same moment.
    if (error instanceof UsernameTakenError) return 'kept';
    throw error;
  }
}
