import { createHmac, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';

/** The role of an account that stands for an upstream's API key in the request log; it cannot sign in. */
export const upstreamKeyRole = 'UPSTREAM';

/**
 * Upstream mode: the portal knows no account, only the API keys its calls carry. Each key's calls
 * are logged under an account of its own (disabled, no password, no key of ours), named by an HMAC
 * of the key under the server secret: the key itself is never stored, and a dump does not reveal it.
 */
export interface UpstreamKeysRepository {
  /** The log's account for this key, made on its first logged call. */
  ownerOf(apikey: string): Promise<string>;
  /** The log's account for this key if it has one (reading the log makes none). */
  knownOwner(apikey: string): Promise<string | undefined>;
  /** A new key replacing `previous`: its calls go on in the previous key's log. */
  link(apikey: string, previous: string): Promise<void>;
  /** Drops the accounts of keys with nothing left in the log (their daily totals pruned too). */
  prune(): Promise<number>;
}

export function upstreamKeysRepository(db: Kysely<Database>, secret: string, clock: Clock): UpstreamKeysRepository {
  const username = (apikey: string) => `upstream:${createHmac('sha256', secret).update(apikey).digest('hex')}`;
  const idOf = async (name: string) =>
    (await db.selectFrom('upstream_key_links').select('account_id as id').where('key_name', '=', name).executeTakeFirst())?.id ??
    (await db.selectFrom('accounts').select('id').where('username', '=', name).executeTakeFirst())?.id;
  const repository: UpstreamKeysRepository = {
    async ownerOf(apikey) {
      const name = username(apikey);
      const known = await idOf(name);
      if (known) return known;
      // Two instances may log the key's first call at once: the username is unique, one row wins.
      await db
        .insertInto('accounts')
        .values({ id: randomUUID(), username: name, nama: '', role: upstreamKeyRole, daily_limit: null, background_url: '', password_hash: '!', disabled: true, created_at: clock() })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
      const id = await idOf(name);
      if (!id) throw new Error('the upstream key owner could not be made');
      return id;
    },
    knownOwner(apikey) {
      return idOf(username(apikey));
    },
    async link(apikey, previous) {
      const accountId = await repository.ownerOf(previous);
      // Linked once: a key replaced again links its own successor in turn.
      await db.insertInto('upstream_key_links').values({ key_name: username(apikey), account_id: accountId }).onConflict((oc) => oc.column('key_name').doNothing()).execute();
    },
    async prune() {
      const result = await db
        .deleteFrom('accounts')
        .where('role', '=', upstreamKeyRole)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('request_log').select('request_log.id').whereRef('request_log.account_id', '=', 'accounts.id'))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('request_daily').select('request_daily.day').whereRef('request_daily.account_id', '=', 'accounts.id'))))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return repository;
}
