import { declaredRefusal, declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

/** Players one account's world may hold: a bot's players, not a place to store anything unbounded. */
export const maxPlayersPerAccount = 10_000;

/**
 * Creates or updates the player in the caller's world. The schema has checked the inputs (a name
 * that is not blank, money a whole number from 0); the name is kept without its outer spaces.
 */
export const handler: EntryHandler = async ({ entry, inputs, account, store }) => {
  const money = typeof inputs.money === 'number' ? inputs.money : undefined;
  const result = await store.rpg.save(account.id, { userId: textOf(inputs.id), username: textOf(inputs.username).trim(), money }, maxPlayersPerAccount);
  if (result === 'full') return declaredRefusal(entry, 'Batas pemain');
  return { json: { status: true, message: declaredText(entry, 200), data: result } };
};
