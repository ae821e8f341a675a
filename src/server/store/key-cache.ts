import type { AccountsRepository } from './accounts.ts';
import type { ApiKeysRepository } from './api-keys.ts';
import type { Clock } from './clock.ts';

/** Keys remembered at most; past it the memory starts again (only valid keys are remembered). */
const maxKeys = 10_000;

/**
 * Which account a key belongs to, remembered for a store only this process writes (a locked PGlite
 * folder): every change to keys or accounts goes through the repositories below, which forget
 * everything they might have changed. Every call of the embedded API asks this first; PGlite runs
 * on this thread, so the join it saves is most of a call's time.
 */
export function cachedKeyLookups(apiKeys: ApiKeysRepository, accounts: AccountsRepository, clock: Clock): { apiKeys: ApiKeysRepository; accounts: AccountsRepository } {
  const known = new Map<string, Awaited<ReturnType<ApiKeysRepository['lookup']>>>();
  const forget = <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await change(...args);
      } finally {
        known.clear();
      }
    };
  const lookup: ApiKeysRepository['lookup'] = async (apikey) => {
    const hit = known.get(apikey);
    if (hit && (hit.expiresAt === null || hit.expiresAt > clock())) return hit;
    if (hit) known.delete(apikey);
    const found = await apiKeys.lookup(apikey);
    if (found) {
      if (known.size >= maxKeys) known.clear();
      known.set(apikey, found);
    }
    return found;
  };
  return {
    apiKeys: {
      ...apiKeys,
      lookup,
      accountFor: async (apikey) => (await lookup(apikey))?.account,
      issue: forget(apiKeys.issue),
      ensure: forget(apiKeys.ensure),
      revoke: forget(apiKeys.revoke),
      create: forget(apiKeys.create),
    },
    accounts: { ...accounts, create: forget(accounts.create), update: forget(accounts.update), setPassword: forget(accounts.setPassword) },
  };
}
