import type { Kysely } from 'kysely';

/**
 * Upstream mode: a key that replaced another (the developer made a new one) goes on logging under
 * the replaced key's log account. Named, like those accounts, by an HMAC of the key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upstream_key_links')
    .addColumn('key_name', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .execute();
}
