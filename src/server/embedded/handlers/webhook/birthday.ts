import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { HandlerContext, HandlerRegistry } from '../types.ts';
import { BirthdayStore, nearestBirthdays, parseBirthday, type BirthdayData } from './birthdays.ts';
import { apikeyOf } from './reminders.ts';

const store = (ctx: HandlerContext) => ctx.state.slot('webhook-birthday', () => new BirthdayStore());
/** Refusals are the entry's examples of that status: 400 a date not on the calendar, 404 unknown, 409 already stored. */
const refused = (ctx: HandlerContext, status: 400 | 404 | 409) => declaredRefusal(ctx.entry, status);

function target(ctx: HandlerContext): { apikey: string; webhookUrl: string; channelId?: string } {
  const channelId = typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined;
  return { apikey: apikeyOf(ctx), webhookUrl: String(ctx.inputs.webhookUrl), channelId };
}

/** The schema checked the shape; the calendar is checked here (31-02 matches DD-MM-YYYY). */
function birthdayData(ctx: HandlerContext): BirthdayData | null {
  const raw = ctx.inputs.birthdayData as { userId: string; name: string; date: string; tags?: string[] };
  if (!parseBirthday(raw.date)) return null;
  return { userId: raw.userId, name: raw.name, date: raw.date, tags: raw.tags ?? [] };
}

/**
 * Adds (`add`, refused 409 when the person is stored already) or replaces (`replace`, refused 404
 * when they are not) one person's birthday, and answers what is stored now.
 */
function save(ctx: HandlerContext, how: 'add' | 'replace', refusal: 404 | 409): Answer {
  const { apikey, webhookUrl, channelId } = target(ctx);
  const data = birthdayData(ctx);
  if (!data) return refused(ctx, 400);
  if (!store(ctx)[how](apikey, webhookUrl, channelId, data)) return refused(ctx, refusal);
  const saved = { webhookUrl, channelId: store(ctx).channelOf(apikey, webhookUrl), birthdayData: data };
  return { json: { status: true, message: declaredText(ctx.entry, 200), data: saved } };
}

/** Birthday reminders: stored per webhook, the GET answers the 5 nearest from today on. */
export const birthdayHandlers = {
  'birthday-create': async (ctx) => save(ctx, 'add', 409),
  'birthday-list': async (ctx) => {
    const { apikey, webhookUrl } = target(ctx);
    const nearest = nearestBirthdays(store(ctx).people(apikey, webhookUrl), new Date());
    const message = nearest.length > 0 ? `${nearest.length} ulang tahun terdekat.` : declaredText(ctx.entry, 'Belum ada data');
    return { json: { status: true, message, data: nearest } };
  },
  'birthday-update': async (ctx) => save(ctx, 'replace', 404),
  'birthday-delete': async (ctx) => {
    const { apikey, webhookUrl } = target(ctx);
    if (!store(ctx).remove(apikey, webhookUrl, String(ctx.inputs.userId))) return refused(ctx, 404);
    return { json: { status: true, message: declaredText(ctx.entry, 200) } };
  },
} satisfies HandlerRegistry;
