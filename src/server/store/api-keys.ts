import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountColumns, toAccount, type Account } from './accounts.ts';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';
import { randomCredential, seal, sealingKey, sha256, unseal } from './secrets.ts';

export interface ApiKeysRepository {
  /** The enabled account a key belongs to, while the key is valid. */
  accountFor(apikey: string): Promise<Account | undefined>;
  /** As `accountFor`, with the moment the key stops being valid (null: while it is current). */
  lookup(apikey: string): Promise<{ account: Account; expiresAt: Date | null } | undefined>;
  /** True for a key that was valid once and has been replaced (its grace is over). */
  replaced(apikey: string): Promise<boolean>;
  /** The account's current key (the newest one not being replaced), unsealed; what a login hands back. */
  current(accountId: string): Promise<string | undefined>;
  /** A new current key (random unless given); the keys it replaces stay valid `graceSeconds` more. */
  issue(accountId: string, options?: { apikey?: string; graceSeconds?: number }): Promise<string>;
  /** Makes this key a valid key of the account (a fixed demo key on every start), current if none is. */
  ensure(accountId: string, apikey: string): Promise<void>;
  /** The account's keys (never their value), newest first. */
  list(accountId: string): Promise<{ id: string; createdAt: Date; expiresAt: Date | null }[]>;
  /** Ends one of the account's keys now; false when the account has no such valid key. */
  revoke(accountId: string, keyId: string): Promise<boolean>;
}

export function apiKeysRepository(db: Kysely<Database>, secret: string, clock: Clock): ApiKeysRepository {
  const key = sealingKey(secret);
  const insert = (accountId: string, apikey: string) =>
    db
      .insertInto('api_keys')
      .values({ id: randomUUID(), account_id: accountId, key_hash: sha256(apikey), key_sealed: seal(key, apikey), created_at: clock(), expires_at: null })
      .execute();
  const lookup: ApiKeysRepository['lookup'] = async (apikey) => {
    const now = clock();
    const row = await db
      .selectFrom('api_keys')
      .innerJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select([...accountColumns, 'api_keys.expires_at'])
      .where('api_keys.key_hash', '=', sha256(apikey))
      .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]))
      .where('accounts.disabled', '=', false)
      .executeTakeFirst();
    return row && { account: toAccount(row), expiresAt: row.expires_at };
  };
  return {
    lookup,
    async accountFor(apikey) {
      return (await lookup(apikey))?.account;
    },
    async replaced(apikey) {
      const row = await db.selectFrom('api_keys').select('expires_at').where('key_hash', '=', sha256(apikey)).executeTakeFirst();
      return Boolean(row?.expires_at && row.expires_at <= clock());
    },
    async current(accountId) {
      const rows = await db
        .selectFrom('api_keys')
        .select('key_sealed')
        .where('account_id', '=', accountId)
        .where('expires_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      // A key sealed under another secret (PORTAL_SECRET changed) cannot be handed back: the next one can.
      for (const row of rows) {
        const plain = unseal(key, row.key_sealed);
        if (plain !== undefined) return plain;
      }
      return undefined;
    },
    async issue(accountId, options = {}) {
      const apikey = options.apikey ?? randomCredential(16);
      const expires = new Date(clock().getTime() + (options.graceSeconds ?? 0) * 1000);
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('api_keys').set({ expires_at: expires }).where('account_id', '=', accountId).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', expires)])).execute();
        await tx
          .insertInto('api_keys')
          .values({ id: randomUUID(), account_id: accountId, key_hash: sha256(apikey), key_sealed: seal(key, apikey), created_at: clock(), expires_at: null })
          .execute();
      });
      return apikey;
    },
    async list(accountId) {
      const rows = await db.selectFrom('api_keys').select(['id', 'created_at', 'expires_at']).where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
      return rows.map((r) => ({ id: r.id, createdAt: r.created_at, expiresAt: r.expires_at }));
    },
    async revoke(accountId, keyId) {
      if (!/^[0-9a-f-]{36}$/i.test(keyId)) return false;
      const now = clock();
      const result = await db
        .updateTable('api_keys')
        .set({ expires_at: now })
        .where('id', '=', keyId)
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async ensure(accountId, apikey) {
      const hash = sha256(apikey);
      const existing = await db.selectFrom('api_keys').select(['id', 'account_id']).where('key_hash', '=', hash).executeTakeFirst();
      if (!existing) {
        await insert(accountId, apikey).catch(async (error: unknown) => {
          // Another instance inserted the same fixed key at the same moment: that is the same outcome.
          if ((error as { code?: unknown }).code !== '23505') throw error;
        });
        return;
      }
      if (existing.account_id !== accountId) throw new Error('API key demo sudah dipakai akun lain.');
      await db.updateTable('api_keys').set({ expires_at: null, key_sealed: seal(key, apikey) }).where('id', '=', existing.id).execute();
    },
  };
}
