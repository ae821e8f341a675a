import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';
import { refused, target } from './_birthday-book.ts';

/** Removes a person from the webhook's book. */
export const handler: EntryHandler = async (ctx) => {
  const { webhookUrl } = target(ctx);
  if (!(await ctx.store.birthdays.remove(ctx.account.id, webhookUrl, String(ctx.inputs.userId)))) return refused(ctx, 404);
  return { json: { status: true, message: declaredText(ctx.entry, 200) } };
};
