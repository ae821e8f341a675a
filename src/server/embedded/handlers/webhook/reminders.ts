import type { Answer } from '../../answer.ts';
import type { EntryHandler, HandlerContext } from '../types.ts';
import { SubscriptionStore } from './subscriptions.ts';

export interface ReminderKind {
  /** As in the entry ids `webhook-<kind>-create` and the state slot. */
  kind: 'weather' | 'quake' | 'sholat';
  /** As users read it: 'cuaca', 'gempa', 'sholat'. */
  label: string;
  /** The spec documents no PUT for quake reminders. */
  updatable: boolean;
}

export const apikeyOf = (ctx: HandlerContext) => String((ctx.request.query as Record<string, unknown>).apikey ?? '');
const channelOf = (ctx: HandlerContext) => (typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined);
const refused = (status: number, message: string): Answer => ({ status, json: { status: false, message } });

/** The create, list, update and delete answers of one reminder kind, by entry id. */
export function reminderHandlers({ kind, label, updatable }: ReminderKind): Record<string, EntryHandler> {
  const store = (ctx: HandlerContext) => ctx.state.slot(`webhook-${kind}`, () => new SubscriptionStore(`wh-${label}`));
  const missing = refused(404, `Webhook ${label} tidak ditemukan.`);
  const handlers: Record<string, EntryHandler> = {
    [`webhook-${kind}-create`]: async (ctx) => {
      const created = store(ctx).create(apikeyOf(ctx), ctx.inputs);
      if (!created) return refused(409, `Channel ini sudah terdaftar untuk webhook ${label}.`);
      return { json: { status: true, message: `Webhook ${label} berhasil didaftarkan.`, data: created } };
    },
    [`webhook-${kind}-list`]: async (ctx) => {
      const found = store(ctx).find(apikeyOf(ctx), channelOf(ctx));
      const message = found.length > 0 ? `Daftar webhook ${label}.` : `Belum ada webhook ${label} yang terdaftar.`;
      return { json: { status: true, message, data: found } };
    },
    [`webhook-${kind}-delete`]: async (ctx) => {
      const deleted = store(ctx).remove(apikeyOf(ctx), channelOf(ctx));
      if (deleted === 0) return missing;
      return { json: { status: true, message: `Webhook ${label} berhasil dihapus.`, deleted } };
    },
  };
  if (updatable) {
    handlers[`webhook-${kind}-update`] = async (ctx) => {
      const channelId = channelOf(ctx);
      const updated = store(ctx).update(apikeyOf(ctx), channelId, ctx.inputs);
      if (updated.length === 0) return missing;
      // One channel answers its subscription; all of a key's answer the list.
      return { json: { status: true, message: `Webhook ${label} berhasil diperbarui.`, data: channelId ? updated[0] : updated } };
    };
  }
  return handlers;
}
