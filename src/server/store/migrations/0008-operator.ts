import { sql, type Kysely } from 'kysely';

/**
 * The operator's console: an account's plan (declared in catalog/plans.yaml) apart from its role
 * (`USER` or `ADMIN`), the developers' upgrade requests, and the audit log of every change an
 * operator makes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('plan', 'text', (c) => c.notNull().defaultTo('USER')).execute();
  // A role other than USER, ADMIN or an upstream key's was a plan (PREMIUM...) and had no daily cap:
  // it becomes that plan, still uncapped, and the role is USER again.
  await sql`update accounts set plan = role, role = 'USER', daily_limit = null where role not in ('USER', 'ADMIN', 'UPSTREAM')`.execute(db);
  await db.schema
    .createTable('upgrade_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema.createIndex('upgrade_requests_account').on('upgrade_requests').columns(['account_id', 'created_at desc']).execute();
  await db.schema.createIndex('upgrade_requests_status').on('upgrade_requests').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  // The overview reads the whole API's log by time and entry, not one account's.
  await db.schema.createIndex('request_log_at_entry').on('request_log').columns(['at', 'entry']).execute();
}
