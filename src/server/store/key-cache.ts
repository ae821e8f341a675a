import type { AccountsRepository } from './accounts.ts';
import type { ApiKeysRepository } from './api-keys.ts';
import type { Clock } from './clock.ts';
import type { KeyChangeNotices } from './key-change-notices.ts';

/** Keys remembered at most; past it the memory starts again (only valid keys are remembered). */
const maxKeys = 10_000;

/**
 * Which account a key belongs to, remembered. Every change to keys or accounts this process makes
 * goes through the repositories below, which forget everything they might have changed. A store
 * only this process writes (a locked PGlite folder) needs nothing more; on PostgreSQL, shared by
 * instances, `notices` tells of every change any of them commits (migration 0012), and nothing is
 * remembered while they are not heard. A lookup under way while something is forgotten is not
 * remembered either: it may have read what was there before. Every call of the embedded API asks
 * this first; the database round trip it saves is most of a call's store work.
 */
export function cachedKeyLookups(apiKeys: ApiKeysRepository, accounts: AccountsRepository, clock: Clock, notices?: KeyChangeNotices): { apiKeys: ApiKeysRepository; accounts: AccountsRepository } {
  const known = new Map<string, Awaited<ReturnType<ApiKeysRepository['lookup']>>>();
  /** Bumped by every forgetting: a lookup that began before it is not remembered. */
  let generation = 0;
  const forgetAll = () => {
    known.clear();
    generation++;
  };
  notices?.onChange(forgetAll);
  const forget = <A extends unknown[], R>(change: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await change(...args);
      } finally {
        forgetAll();
      }
    };
  const lookup: ApiKeysRepository['lookup'] = async (apikey) => {
    const hit = known.get(apikey);
    if (hit && (hit.expiresAt === null || hit.expiresAt > clock())) return hit;
    if (hit) known.delete(apikey);
    const asked = generation;
    const found = await apiKeys.lookup(apikey);
    if (found && asked === generation && (notices?.hearing ?? true)) {
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
