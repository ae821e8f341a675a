import type { Answer } from '../../answer.ts';
import type { EntryHandler, HandlerContext } from '../types.ts';
import { SubscriptionStore } from './subscriptions.ts';

export interface ReminderKind<K extends string> {
  /** As in the handler names `webhook-<kind>-create` and the state slot. */
  kind: K;
  /** As users read it: 'cuaca', 'gempa', 'sholat'. */
  label: string;
}

export type ReminderAction = 'create' | 'list' | 'update' | 'delete';

export const apikeyOf = (ctx: HandlerContext) => String((ctx.request.query as Record<string, unknown>).apikey ?? '');
const channelOf = (ctx: HandlerContext) => (typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined);
const refused = (status: number, message: string): Answer => ({ status, json: { status: false, message } });

/** The given answers of one reminder kind, by handler name (`webhook-<kind>-<action>`). */
export function reminderHandlers<K extends string, A extends ReminderAction>({ kind, label }: ReminderKind<K>, actions: readonly A[]): Record<`webhook-${K}-${A}`, EntryHandler> {
  const store = (ctx: HandlerContext) => ctx.state.slot(`webhook-${kind}`, () => new SubscriptionStore(`wh-${label}`));
  const missing = refused(404, `Webhook ${label} tidak ditemukan.`);
  const all: Record<ReminderAction, EntryHandler> = {
    create: async (ctx) => {
      const created = store(ctx).create(apikeyOf(ctx), ctx.inputs);
      if (!created) return refused(409, `Channel ini sudah terdaftar untuk webhook ${label}.`);
      return { json: { status: true, message: `Webhook ${label} berhasil didaftarkan.`, data: created } };
    },
    list: async (ctx) => {
      const found = store(ctx).find(apikeyOf(ctx), channelOf(ctx));
      const message = found.length > 0 ? `Daftar webhook ${label}.` : `Belum ada webhook ${label} yang terdaftar.`;
      return { json: { status: true, message, data: found } };
    },
    update: async (ctx) => {
      const channelId = channelOf(ctx);
      const updated = store(ctx).update(apikeyOf(ctx), channelId, ctx.inputs);
      if (updated.length === 0) return missing;
      // One channel answers its subscription; all of a key's answer the list.
      return { json: { status: true, message: `Webhook ${label} berhasil diperbarui.`, data: channelId ? updated[0] : updated } };
    },
    delete: async (ctx) => {
      const deleted = store(ctx).remove(apikeyOf(ctx), channelOf(ctx));
      if (deleted === 0) return missing;
      return { json: { status: true, message: `Webhook ${label} berhasil dihapus.`, deleted } };
    },
  };
  return Object.fromEntries(actions.map((action) => [`webhook-${kind}-${action}`, all[action]])) as Record<`webhook-${K}-${A}`, EntryHandler>;
}
