import { sql, type Kysely } from 'kysely';

/**
 * Every call an account made (kept `PORTAL_LOG_DAYS`, default 30) and its daily totals per entry
 * and status (kept 400 days): the profile's 'Pemakaian' and 'Log request'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('entry', 'text')
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'real', (c) => c.notNull())
    .addColumn('bytes_in', 'integer', (c) => c.notNull())
    .addColumn('bytes_out', 'integer', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('inputs', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // The log is read newest first per account (paging by time), and pruned by time.
  await db.schema.createIndex('request_log_account_at').on('request_log').columns(['account_id', 'at desc']).execute();
  await db.schema.createIndex('request_log_at').on('request_log').column('at').execute();
  await db.schema
    .createTable('request_daily')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_daily_pk', ['account_id', 'day', 'entry', 'status'])
    .execute();
}
