import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';
import { target } from './_birthday-book.ts';
import { nearestBirthdays } from './_birthdays.ts';

/** The 5 nearest birthdays of the webhook's book, from today on. */
export const handler: EntryHandler = async (ctx) => {
  const { webhookUrl } = target(ctx);
  const nearest = nearestBirthdays(await ctx.store.birthdays.people(ctx.account.id, webhookUrl), new Date());
  const message = nearest.length > 0 ? `${nearest.length} ulang tahun terdekat.` : declaredText(ctx.entry, 'Belum ada data');
  return { json: { status: true, message, data: nearest } };
};
