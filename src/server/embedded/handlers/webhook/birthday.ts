import type { BirthdayLimits } from '../../../store/birthday-repository.ts';
import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { HandlerContext, HandlerRegistry } from '../types.ts';
import { nearestBirthdays, parseBirthday, type BirthdayData } from './birthdays.ts';

/** What one account may keep: people per webhook URL, and webhook URLs (the entry's 'Buku penuh' and 'Terlalu banyak webhook' say the same numbers). */
export const birthdayLimits: BirthdayLimits = { perBook: 500, books: 50 };

/** Refusals are the entry's examples of that status: 400 a date not on the calendar, 404 unknown, 409 already stored. */
const refused = (ctx: HandlerContext, key: 400 | 404 | 409 | string) => declaredRefusal(ctx.entry, key);

function target(ctx: HandlerContext): { webhookUrl: string; channelId?: string } {
  const channelId = typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined;
  return { webhookUrl: String(ctx.inputs.webhookUrl), channelId };
}

/** The schema checked the shape; the calendar is checked here (31-02 matches DD-MM-YYYY). */
function birthdayData(ctx: HandlerContext): BirthdayData | null {
  const raw = ctx.inputs.birthdayData as { userId: string; name: string; date: string; tags?: string[] };
  if (!parseBirthday(raw.date)) return null;
  return { userId: raw.userId, name: raw.name, date: raw.date, tags: raw.tags ?? [] };
}

/** Answers what is stored now for the webhook. */
async function saved(ctx: HandlerContext, webhookUrl: string, data: BirthdayData): Promise<Answer> {
  const channelId = await ctx.store.birthdays.channelOf(ctx.account.id, webhookUrl);
  return { json: { status: true, message: declaredText(ctx.entry, 200), data: { webhookUrl, channelId, birthdayData: data } } };
}

/** Birthday reminders: stored per account and webhook, the GET answers the 5 nearest from today on. */
export const birthdayHandlers = {
  'birthday-create': async (ctx) => {
    const { webhookUrl, channelId } = target(ctx);
    const data = birthdayData(ctx);
    if (!data) return refused(ctx, 400);
    const result = await ctx.store.birthdays.add(ctx.account.id, webhookUrl, channelId, data, birthdayLimits);
    if (result === 'exists') return refused(ctx, 409);
    if (result === 'bookFull') return refused(ctx, 'Buku penuh');
    if (result === 'tooManyBooks') return refused(ctx, 'Terlalu banyak webhook');
    return saved(ctx, webhookUrl, data);
  },
  'birthday-list': async (ctx) => {
    const { webhookUrl } = target(ctx);
    const nearest = nearestBirthdays(await ctx.store.birthdays.people(ctx.account.id, webhookUrl), new Date());
    const message = nearest.length > 0 ? `${nearest.length} ulang tahun terdekat.` : declaredText(ctx.entry, 'Belum ada data');
    return { json: { status: true, message, data: nearest } };
  },
  'birthday-update': async (ctx) => {
    const { webhookUrl, channelId } = target(ctx);
    const data = birthdayData(ctx);
    if (!data) return refused(ctx, 400);
    if (!(await ctx.store.birthdays.replace(ctx.account.id, webhookUrl, channelId, data))) return refused(ctx, 404);
    return saved(ctx, webhookUrl, data);
  },
  'birthday-delete': async (ctx) => {
    const { webhookUrl } = target(ctx);
    if (!(await ctx.store.birthdays.remove(ctx.account.id, webhookUrl, String(ctx.inputs.userId)))) return refused(ctx, 404);
    return { json: { status: true, message: declaredText(ctx.entry, 200) } };
  },
} satisfies HandlerRegistry;
