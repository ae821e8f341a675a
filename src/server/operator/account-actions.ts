import { operatorMessages } from '../../catalog/operator-messages.ts';
import { randomCredential, type Account, type Repositories } from '../store/index.ts';
import type { PlanBook } from './plan-book.ts';

/** What an operator may change of an account in one go (`PATCH /api/admin/accounts/{username}`). */
export interface AccountPatch {
  plan?: string;
  /** Null: no daily limit. */
  dailyLimit?: number | null;
  disabled?: boolean;
  role?: 'USER' | 'ADMIN';
}

/** A change refused with an Indonesian reason (400 on the API, a message on the command line). */
export class ActionError extends Error {}

const snapshot = (a: Account) => ({ role: a.role, plan: a.plan, dailyLimit: a.limit, disabled: a.disabled });

/**
 * The changes an operator makes to accounts, each written to the audit log with who, before and
 * after: the console's routes and the command line go through these, so both are audited alike.
 * Every change goes through the repositories, which on PGlite forget the keys they remembered:
 * the account's next call sees it.
 */
export function accountActions(repos: Repositories, plans: PlanBook) {
  const audit = (actor: string, action: string, target: string, before: unknown, after: unknown) => repos.audit.record({ actor, action, target, before, after });
  return {
    async change(actor: string, account: Account, patch: AccountPatch): Promise<Account> {
      const plan = patch.plan === undefined ? undefined : plans.find(patch.plan);
      if (patch.plan !== undefined && !plan) throw new ActionError(operatorMessages.planUnknown);
      // A new plan brings its daily calls, unless the same change names a limit of its own.
      const limit = patch.dailyLimit !== undefined ? patch.dailyLimit : plan ? plan.dailyCalls : undefined;
      const changed = await repos.accounts.update(account.id, { plan: plan?.name, limit, disabled: patch.disabled, role: patch.role });
      if (!changed) throw new ActionError(operatorMessages.changesRequired);
      // A disabled account is signed out everywhere; its keys are refused by the lookup itself.
      if (patch.disabled === true) await repos.sessions.endAll(account.id);
      await audit(actor, 'account.change', account.username, snapshot(account), snapshot(changed));
      return changed;
    },
    async resetPassword(actor: string, account: Account, password = randomCredential(8)): Promise<string> {
      await repos.accounts.setPassword(account.id, password);
      const ended = await repos.sessions.endAll(account.id);
      await repos.loginFailures.clear(account.id);
      await audit(actor, 'account.reset-password', account.username, null, { sessionsEnded: ended });
      return password;
    },
    async endSessions(actor: string, account: Account): Promise<number> {
      const ended = await repos.sessions.endAll(account.id);
      await audit(actor, 'account.end-sessions', account.username, null, { sessionsEnded: ended });
      return ended;
    },
    async revokeKey(actor: string, account: Account, keyId: string): Promise<void> {
      if (!(await repos.apiKeys.revoke(account.id, keyId))) throw new ActionError(operatorMessages.keyNotFound);
      await audit(actor, 'account.revoke-key', account.username, { key: keyId, state: 'aktif' }, { key: keyId, state: 'dicabut' });
    },
  };
}

export type AccountActions = ReturnType<typeof accountActions>;
