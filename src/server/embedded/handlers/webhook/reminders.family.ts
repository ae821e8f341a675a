import type { ReminderKindName, SubscriptionFields } from '../../../store/index.ts';
import type { Answer } from '../../answer.ts';
import type { EntryHandler, HandlerContext, HandlerFamily } from '../types.ts';
import { destinationRefusal } from './_destination.ts';
import { dueChanged } from './_due.ts';

interface ReminderKind<K extends ReminderKindName> {
  /** As in the handler names `webhook-<kind>-create` and the store's `kind` column. */
  kind: K;
  /** As users read it: 'cuaca', 'gempa', 'sholat'. */
  label: string;
}

type ReminderAction = 'create' | 'list' | 'update' | 'delete';

/** Subscriptions one account may hold per reminder kind. */
export const maxSubscriptionsPerKind = 200;

const channelOf = (ctx: HandlerContext) => (typeof ctx.inputs.channelId === 'string' ? ctx.inputs.channelId : undefined);
/** The subscription fields among the inputs (the schema has checked their types). */
function fieldsOf(inputs: Record<string, unknown>): SubscriptionFields {
  const text = (name: string) => (typeof inputs[name] === 'string' ? inputs[name] : undefined);
  return {
    webhookUrl: text('webhookUrl'),
    channelId: text('channelId'),
    kota: text('kota'),
    waktu: Array.isArray(inputs.waktu) ? inputs.waktu.map(String) : undefined,
    username: text('username'),
    avatarUrl: text('avatarUrl'),
  };
}

const refused = (status: number, message: string): Answer => ({ status, json: { status: false, message } });

/** The given answers of one reminder kind, by handler name (`webhook-<kind>-<action>`); each account sees only its own. */
function reminderHandlers<K extends ReminderKindName, A extends ReminderAction>({ kind, label }: ReminderKind<K>, actions: readonly A[]): Record<`webhook-${K}-${A}`, EntryHandler> {
  const missing = refused(404, `Webhook ${label} tidak ditemukan.`);
  const taken = refused(409, `Channel ini sudah terdaftar untuk webhook ${label}.`);
  const all: Record<ReminderAction, EntryHandler> = {
    create: async (ctx) => {
      const refusal = await destinationRefusal(ctx, fieldsOf(ctx.inputs).webhookUrl);
      if (refusal) return refused(400, refusal);
      const created = await ctx.store.webhooks.create(ctx.account.id, kind, `wh-${label}`, fieldsOf(ctx.inputs), maxSubscriptionsPerKind);
      if (!created.ok && created.reason === 'full') return refused(409, `Satu API key menyimpan paling banyak ${maxSubscriptionsPerKind} webhook ${label}. Hapus yang tidak dipakai terlebih dahulu.`);
      if (!created.ok) return taken;
      dueChanged(ctx);
      // The signing secret is shown this once; the account API rotates it.
      const { secret } = await ctx.store.reminders.secretOf(ctx.account.id, created.subscription.id);
      return { json: { status: true, message: `Webhook ${label} berhasil didaftarkan.`, data: { ...created.subscription, secret } } };
    },
    list: async (ctx) => {
      const found = await ctx.store.webhooks.find(ctx.account.id, kind, channelOf(ctx));
      const message = found.length > 0 ? `Daftar webhook ${label}.` : `Belum ada webhook ${label} yang terdaftar.`;
      return { json: { status: true, message, data: found } };
    },
    update: async (ctx) => {
      const channelId = channelOf(ctx);
      // The channel id selects the subscriptions; it is not a change.
      const { channelId: _selector, ...changes } = fieldsOf(ctx.inputs);
      const refusal = await destinationRefusal(ctx, changes.webhookUrl);
      if (refusal) return refused(400, refusal);
      const updated = await ctx.store.webhooks.update(ctx.account.id, kind, channelId, changes);
      if (updated === 'taken') return taken;
      if (updated.length === 0) return missing;
      dueChanged(ctx);
      // One channel answers its subscription; all of a key's answer the list.
      return { json: { status: true, message: `Webhook ${label} berhasil diperbarui.`, data: channelId ? updated[0] : updated } };
    },
    delete: async (ctx) => {
      const deleted = await ctx.store.webhooks.remove(ctx.account.id, kind, channelOf(ctx));
      if (deleted === 0) return missing;
      return { json: { status: true, message: `Webhook ${label} berhasil dihapus.`, deleted } };
    },
  };
  return Object.fromEntries(actions.map((action) => [`webhook-${kind}-${action}`, all[action]])) as Record<`webhook-${K}-${A}`, EntryHandler>;
}

/**
 * The weather, quake and prayer-time reminders differ only in their kind and its word: one family.
 * The embedded API keeps their subscriptions and its reminder engine delivers them (src/server/reminders).
 */
export const handlers = {
  ...reminderHandlers({ kind: 'weather', label: 'cuaca' }, ['create', 'list', 'update', 'delete']),
  // The spec documents no PUT for quake reminders.
  ...reminderHandlers({ kind: 'quake', label: 'gempa' }, ['create', 'list', 'delete']),
  ...reminderHandlers({ kind: 'sholat', label: 'sholat' }, ['create', 'list', 'update', 'delete']),
} satisfies HandlerFamily;
