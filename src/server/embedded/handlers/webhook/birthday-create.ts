import type { EntryHandler } from '../types.ts';
import { birthdayData, birthdayLimits, refused, saved, target } from './_birthday-book.ts';
import { destinationRefusal } from './_destination.ts';
import { dueChanged } from './_due.ts';

/** Adds a person to the webhook's book, within the account's limits. */
export const handler: EntryHandler = async (ctx) => {
  const { webhookUrl, channelId } = target(ctx);
  const data = birthdayData(ctx);
  if (!data) return refused(ctx, 400);
  const refusal = await destinationRefusal(ctx, webhookUrl);
  if (refusal) return { status: 400, json: { status: false, message: refusal } };
  const result = await ctx.store.birthdays.add(ctx.account.id, webhookUrl, channelId, data, birthdayLimits);
  if (result === 'exists') return refused(ctx, 409);
  if (result === 'bookFull') return refused(ctx, 'Buku penuh');
  if (result === 'tooManyBooks') return refused(ctx, 'Terlalu banyak webhook');
  dueChanged(ctx);
  return saved(ctx, webhookUrl, data);
};
