import type { EntryHandler } from '../types.ts';
import { done, refused, store, text } from './_answers.ts';

/** The player's claims, or the entry's 'Belum ada klaim'. */
export const handler: EntryHandler = async (ctx) => {
  const list = await store(ctx).claimList(text(ctx, 'userId'));
  return list.length > 0 ? done(ctx, list) : refused(ctx, 'noClaims');
};
