import type { BirthdayLimits } from '../../../store/index.ts';
import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { HandlerContext } from '../types.ts';
import { parseBirthday, type BirthdayData } from './_birthdays.ts';

/* The birthday book of one account and webhook URL, as its four handlers read and answer it. */

/** What one account may keep: people per webhook URL, and webhook URLs (the entry's 'Buku penuh' and 'Terlalu banyak webhook' say the same numbers). */
export const birthdayLimits: BirthdayLimits = { perBook: 500, books: 50 };

/** Refusals are the entry's examples of that status: 400 a date not on the calendar, 404 unknown, 409 already stored. */
export const refused = (ctx: HandlerContext, key: 400 | 404 | 409 | string) => declaredRefusal(ctx.entry, key);

export function target(ctx: HandlerContext): { webhookUrl: string; channelId?: string } {
  const channelId = typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined;
  return { webhookUrl: String(ctx.inputs.webhookUrl), channelId };
}

/** The schema checked the shape; the calendar is checked here (31-02 matches DD-MM-YYYY). */
export function birthdayData(ctx: HandlerContext): BirthdayData | null {
  const raw = ctx.inputs.birthdayData as { userId: string; name: string; date: string; tags?: string[] };
  if (!parseBirthday(raw.date)) return null;
  return { userId: raw.userId, name: raw.name, date: raw.date, tags: raw.tags ?? [] };
}

/** Answers what is stored now for the webhook. */
export async function saved(ctx: HandlerContext, webhookUrl: string, data: BirthdayData): Promise<Answer> {
  const channelId = await ctx.store.birthdays.channelOf(ctx.account.id, webhookUrl);
  return { json: { status: true, message: declaredText(ctx.entry, 200), data: { webhookUrl, channelId, birthdayData: data } } };
}
