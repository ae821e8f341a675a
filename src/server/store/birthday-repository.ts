import { sql, type Kysely } from 'kysely';
import type { AccountId } from './kinds-tables.ts';
import type { Database } from './schema.ts';

/** Spec §3 birthdayData. */
export interface BirthdayData {
  userId: string;
  name: string;
  /** DD-MM-YYYY */
  date: string;
  tags: string[];
}

/** How much one account may keep: people per webhook (a book), and books. */
export interface BirthdayLimits {
  perBook: number;
  books: number;
}

export type AddResult = 'added' | 'exists' | 'bookFull' | 'tooManyBooks';

/** Birthdays per account and webhook URL (a book, with the channel it posts to); a person (userId) is in a book once. */
export interface BirthdayRepository {
  people(accountId: AccountId, webhookUrl: string): Promise<BirthdayData[]>;
  channelOf(accountId: AccountId, webhookUrl: string): Promise<string | undefined>;
  add(accountId: AccountId, webhookUrl: string, channelId: string | undefined, data: BirthdayData, limits: BirthdayLimits): Promise<AddResult>;
  /** False when the person is not in the book. */
  replace(accountId: AccountId, webhookUrl: string, channelId: string | undefined, data: BirthdayData): Promise<boolean>;
  /** False when the person is not in the book. */
  remove(accountId: AccountId, webhookUrl: string, userId: string): Promise<boolean>;
}

export function birthdayRepository(db: Kysely<Database>): BirthdayRepository {
  return {
    async people(accountId, webhookUrl) {
      const rows = await db.selectFrom('birthdays').select(['user_id', 'name', 'date', 'tags']).where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).orderBy('seq').execute();
      return rows.map((r) => ({ userId: r.user_id, name: r.name, date: r.date, tags: r.tags }));
    },
    async channelOf(accountId, webhookUrl) {
      const row = await db.selectFrom('birthday_books').select('channel_id').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).executeTakeFirst();
      return row?.channel_id ?? undefined;
    },
    async add(accountId, webhookUrl, channelId, data, limits) {
      return db.transaction().execute(async (tx): Promise<AddResult> => {
        // One account's books change one at a time, so both bounds hold across instances.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`birthday:${accountId}`}))`.execute(tx);
        const book = await tx.selectFrom('birthday_books').select('channel_id').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).executeTakeFirst();
        if (!book) {
          const { count } = await tx.selectFrom('birthday_books').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
          if (Number(count) >= limits.books) return 'tooManyBooks';
        } else {
          const taken = await tx.selectFrom('birthdays').select('user_id').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).where('user_id', '=', data.userId).executeTakeFirst();
          if (taken) return 'exists';
          const { count } = await tx.selectFrom('birthdays').select((eb) => eb.fn.countAll<string>().as('count')).where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).executeTakeFirstOrThrow();
          if (Number(count) >= limits.perBook) return 'bookFull';
        }
        await tx
          .insertInto('birthday_books')
          .values({ account_id: accountId, webhook_url: webhookUrl, channel_id: channelId ?? null })
          .onConflict((oc) => oc.columns(['account_id', 'webhook_url']).doUpdateSet({ channel_id: channelId ?? book?.channel_id ?? null }))
          .execute();
        await tx.insertInto('birthdays').values({ account_id: accountId, webhook_url: webhookUrl, user_id: data.userId, name: data.name, date: data.date, tags: JSON.stringify(data.tags) }).execute();
        return 'added';
      });
    },
    async replace(accountId, webhookUrl, channelId, data) {
      return db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('birthdays')
          .set({ name: data.name, date: data.date, tags: JSON.stringify(data.tags) })
          .where('account_id', '=', accountId)
          .where('webhook_url', '=', webhookUrl)
          .where('user_id', '=', data.userId)
          .returning('user_id')
          .executeTakeFirst();
        if (!updated) return false;
        if (channelId) await tx.updateTable('birthday_books').set({ channel_id: channelId }).where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).execute();
        return true;
      });
    },
    async remove(accountId, webhookUrl, userId) {
      return db.transaction().execute(async (tx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`birthday:${accountId}`}))`.execute(tx);
        const deleted = await tx.deleteFrom('birthdays').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).where('user_id', '=', userId).returning('user_id').executeTakeFirst();
        if (!deleted) return false;
        // An emptied book no longer counts against the account's books.
        const left = await tx.selectFrom('birthdays').select('user_id').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).limit(1).executeTakeFirst();
        if (!left) await tx.deleteFrom('birthday_books').where('account_id', '=', accountId).where('webhook_url', '=', webhookUrl).execute();
        return true;
      });
    },
  };
}
