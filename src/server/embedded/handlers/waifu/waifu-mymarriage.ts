import type { EntryHandler } from '../types.ts';
import { done, refused, store, text } from './_answers.ts';

/** The player's marriage, or the entry's 'Belum menikah'. */
export const handler: EntryHandler = async (ctx) => {
  const marriage = await store(ctx).marriage(text(ctx, 'userId'));
  return marriage ? done(ctx, marriage) : refused(ctx, 'noMarriage');
};
