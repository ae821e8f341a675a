import type { EntryHandler } from '../types.ts';

/** The richest players of the caller's world, `limit` of them (the schema bounds it to 10). */
export const handler: EntryHandler = async ({ inputs, account, store }) => {
  const players = await store.rpg.richest(account.id, Number(inputs.limit));
  return { json: { status: true, entries: players.map(({ username, money, userId }) => ({ username, money, userId })) } };
};
