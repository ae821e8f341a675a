import { sql, type Kysely } from 'kysely';

/**
 * Every committed change that can change what an API key admits (a key made, replaced, revoked or
 * rescoped; an account updated, disabled or deleted) sends `NOTIFY portal_keys`. Instances sharing
 * PostgreSQL remember key lookups and forget them on that notice (key-change-notices.ts), so a
 * call no longer asks the database who its key belongs to. The notice goes out with the commit,
 * whatever wrote it: the repositories, the console or an operator's own SQL. A key's last use is
 * written once a minute per key and admits nothing: it sends none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function portal_keys_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_keys', '');
      return null;
    end
  $$`.execute(db);
  await sql`create trigger api_keys_changed after insert or delete or update of account_id, key_hash, key_sealed, expires_at, name, main, scope, daily_cap on api_keys for each statement execute function portal_keys_changed()`.execute(db);
  await sql`create trigger api_keys_emptied after truncate on api_keys for each statement execute function portal_keys_changed()`.execute(db);
  await sql`create trigger accounts_changed after update or delete on accounts for each statement execute function portal_keys_changed()`.execute(db);
  await sql`create trigger accounts_emptied after truncate on accounts for each statement execute function portal_keys_changed()`.execute(db);
}
