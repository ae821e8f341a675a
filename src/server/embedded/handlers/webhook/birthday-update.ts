import type { EntryHandler } from '../types.ts';
import { birthdayData, refused, saved, target } from './_birthday-book.ts';
import { dueChanged } from './_due.ts';

/** Replaces what the book holds for a person. */
export const handler: EntryHandler = async (ctx) => {
  const { webhookUrl, channelId } = target(ctx);
  const data = birthdayData(ctx);
  if (!data) return refused(ctx, 400);
  if (!(await ctx.store.birthdays.replace(ctx.account.id, webhookUrl, channelId, data))) return refused(ctx, 404);
  dueChanged(ctx);
  return saved(ctx, webhookUrl, data);
};
