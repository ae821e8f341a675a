import { declaredRefusal } from '../declared.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

/** The player of that user id in the caller's world, or the entry's 404. */
export const handler: EntryHandler = async ({ entry, inputs, account, store }) => {
  const player = await store.rpg.find(account.id, textOf(inputs.id));
  return player ? { json: { status: true, data: player } } : declaredRefusal(entry, 'Pemain tidak ada');
};
