import type { EntryHandler } from '../types.ts';

/** How many players the caller's world holds (one world per account). */
export const handler: EntryHandler = async ({ account, store }) => ({ json: { status: true, stats: { totalUsers: await store.rpg.count(account.id) } } });
