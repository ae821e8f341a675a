import type { Kysely } from 'kysely';

/** Wrong passwords per account, for the lockout (10 within 15 minutes lock the account's logins). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_account_at').on('login_failures').columns(['account_id', 'at']).execute();
}
