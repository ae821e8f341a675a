import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AccountId, ReminderKindName, WebhookSubscriptionsTable } from './kinds-tables.ts';
import type { Database } from './schema.ts';

/** Spec §3 webhook subscription, plus the id and times the API adds. */
export interface Subscription {
  id: string;
  webhookUrl: string;
  channelId?: string;
  kota?: string;
  waktu?: string[];
  username?: string;
  avatarUrl?: string;
  createdAt: string;
  updatedAt?: string;
}

/** The fields a caller may set; the rest are the API's. */
export type SubscriptionFields = Partial<Pick<Subscription, 'webhookUrl' | 'channelId' | 'kota' | 'waktu' | 'username' | 'avatarUrl'>>;

export type CreateResult = { ok: true; subscription: Subscription } | { ok: false; reason: 'taken' | 'full' };

/** One reminder kind's subscriptions (weather, quake or prayer) per account: an account sees and changes only its own. */
export interface WebhookRepository {
  /** The account's subscriptions of a kind, of one channel when a channel id is given, oldest first. */
  find(accountId: AccountId, kind: ReminderKindName, channelId?: string): Promise<Subscription[]>;
  /** `taken` when the channel (or, without one, the webhook URL) already has this kind; `full` past `maxPerKind`. */
  create(accountId: AccountId, kind: ReminderKindName, idPrefix: string, fields: SubscriptionFields, maxPerKind: number): Promise<CreateResult>;
  /**
   * Changes the given fields of the matching subscriptions; the channel id selects, it is not
   * changed. `taken` when a new webhook URL is one another subscription of the kind already has.
   */
  update(accountId: AccountId, kind: ReminderKindName, channelId: string | undefined, fields: SubscriptionFields): Promise<Subscription[] | 'taken'>;
  /** How many were removed. */
  remove(accountId: AccountId, kind: ReminderKindName, channelId?: string): Promise<number>;
}

type Row = Selectable<WebhookSubscriptionsTable>;

function toSubscription(row: Row): Subscription {
  const optional = { channelId: row.channel_id, kota: row.kota, waktu: row.waktu, username: row.username, avatarUrl: row.avatar_url };
  return {
    id: row.id,
    webhookUrl: row.webhook_url,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== null)),
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.updated_at ? { updatedAt: new Date(row.updated_at).toISOString() } : {}),
  };
}

/** Column values of the fields given (the rest left as they are). */
function columns(fields: SubscriptionFields) {
  const set: { webhook_url?: string; kota?: string; waktu?: string; username?: string; avatar_url?: string } = {};
  if (fields.webhookUrl !== undefined) set.webhook_url = fields.webhookUrl;
  if (fields.kota !== undefined) set.kota = fields.kota;
  if (fields.waktu !== undefined) set.waktu = JSON.stringify(fields.waktu);
  if (fields.username !== undefined) set.username = fields.username;
  if (fields.avatarUrl !== undefined) set.avatar_url = fields.avatarUrl;
  return set;
}

export function webhookRepository(db: Kysely<Database>): WebhookRepository {
  const select = (accountId: AccountId, kind: ReminderKindName, channelId?: string) => {
    let query = db.selectFrom('webhook_subscriptions').selectAll().where('account_id', '=', accountId).where('kind', '=', kind);
    if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
    return query.orderBy('seq');
  };
  return {
    async find(accountId, kind, channelId) {
      return (await select(accountId, kind, channelId).execute()).map(toSubscription);
    },
    async create(accountId, kind, idPrefix, fields, maxPerKind) {
      return db.transaction().execute(async (tx): Promise<CreateResult> => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`webhook:${accountId}:${kind}`}))`.execute(tx);
        const { count } = await tx.selectFrom('webhook_subscriptions').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).where('kind', '=', kind).executeTakeFirstOrThrow();
        if (Number(count) >= maxPerKind) return { ok: false, reason: 'full' };
        const row = await tx
          .insertInto('webhook_subscriptions')
          .values({ id: `${idPrefix}-${randomBytes(6).toString('hex')}`, account_id: accountId, kind, webhook_url: String(fields.webhookUrl), channel_id: fields.channelId ?? null, waktu: JSON.stringify(fields.waktu ?? null), ...columns(fields) })
          // Either unique index (channel, or URL without a channel) says the channel is taken.
          .onConflict((oc) => oc.doNothing())
          .returningAll()
          .executeTakeFirst();
        return row ? { ok: true, subscription: toSubscription(row) } : { ok: false, reason: 'taken' };
      });
    },
    async update(accountId, kind, channelId, fields) {
      let query = db
        .updateTable('webhook_subscriptions')
        .set({ ...columns(fields), updated_at: new Date() })
        .where('account_id', '=', accountId)
        .where('kind', '=', kind);
      if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
      const rows = await query
        .returningAll()
        .execute()
        .catch((error: unknown) => {
          if ((error as { code?: unknown } | null)?.code === '23505') return 'taken' as const;
          throw error;
        });
      if (rows === 'taken') return rows;
      return rows.sort((a, b) => Number(a.seq) - Number(b.seq)).map(toSubscription);
    },
    async remove(accountId, kind, channelId) {
      let query = db.deleteFrom('webhook_subscriptions').where('account_id', '=', accountId).where('kind', '=', kind);
      if (channelId !== undefined) query = query.where('channel_id', '=', channelId);
      // Counted from the rows returned: every driver reports those the same way.
      return (await query.returning('id').execute()).length;
    },
  };
}
