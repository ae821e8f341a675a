import type { Kysely } from 'kysely';

/**
 * `request_log_at` (at) repeats the leading column of `request_log_at_entry` (at, entry), which
 * serves every read by time (retention, the console) as well: one index less to keep up on every
 * logged call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('request_log_at').ifExists().execute();
}
