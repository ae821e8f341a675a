import { sql, type Kysely } from 'kysely';
import { rollupInsert } from '../hourly-rollup.ts';

/**
 * Named keys a developer manages beside the browser's own key (`main`): each with a name, an
 * optional scope (catalog groups), an optional daily cap counted per key, and its last use. Every
 * logged call names the key that made it. The console's overview reads an hourly rollup kept with
 * each log batch instead of the raw log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('api_keys')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo('Kunci utama'))
    // The key a login hands back and rotation replaces; named keys are never touched by either.
    .addColumn('main', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('scope', 'jsonb')
    .addColumn('daily_cap', 'integer')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('request_log').addColumn('key_id', 'uuid').execute();
  // The profile filters an account's log by key, newest first.
  await db.schema.createIndex('request_log_account_key_at').on('request_log').columns(['account_id', 'key_id', 'at desc']).execute();
  await db.schema
    .createTable('key_daily_usage')
    .addColumn('key_id', 'uuid', (c) => c.notNull().references('api_keys.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_daily_usage_pk', ['key_id', 'day'])
    .execute();
  // One row per epoch hour, dimension (`entry`, `account`, `client`, `message`, `latency`), name
  // and detail (a message, a latency bucket): calls and errors.
  await db.schema
    .createTable('request_hourly')
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    // Entry rows only: calls per latency bucket (hourly-rollup.ts).
    .addColumn('latency', sql`integer[]`)
    .addPrimaryKeyConstraint('request_hourly_pk', ['hour', 'dimension', 'name', 'detail'])
    .execute();
  // The calls already logged: from the raw log, and before it from the daily totals (counts only).
  await sql`with inserted as (select account_id, at, entry, path, status, duration_ms, client, message from request_log) ${rollupInsert()}`.execute(db);
  await sql`
    insert into request_hourly (hour, dimension, name, detail, calls, errors)
    select hour, dimension, name, '', sum(count)::int, sum(case when status >= 400 then count else 0 end)::int from (
      select (extract(epoch from day::date) / 3600)::int as hour, d.count, d.status, v.dimension, case v.dimension when 'entry' then d.entry else d.account_id::text end as name
      from request_daily d cross join (values ('entry'), ('account')) v(dimension)
      where d.day < coalesce((select to_char(min(at) at time zone 'UTC', 'YYYY-MM-DD') from request_log), '9999')
    ) t group by 1, 2, 3`.execute(db);
}
