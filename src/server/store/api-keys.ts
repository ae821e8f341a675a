import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountColumns, toAccount, type Account } from './accounts.ts';
import type { Clock } from './clock.ts';
import type { Database } from './schema.ts';
import { randomCredential, seal, sealingKey, sha256, unseal } from './secrets.ts';

/** What the caller hook needs of a key: which one it is and what it may do. */
export interface KeyFacts {
  id: string;
  name: string;
  /** The browser's key (login, rotation); false for a named key. */
  main: boolean;
  /** Catalog groups the key may call; null: whatever the plan opens. */
  scope: string[] | null;
  /** The key's own calls per UTC day; null: none of its own. */
  dailyCap: number | null;
}

/** A key as its account (and the console) lists it: never its value. */
export interface KeyListing extends KeyFacts {
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/** A named key to make. */
export interface NamedKeyRequest {
  name: string;
  scope: string[] | null;
  dailyCap: number | null;
}

/** Why a named key was not made. */
export type NamedKeyRefusal = 'limit' | 'name-taken';

/** How often a key's last use is written at most: the hot path never writes per call. */
const lastUseEveryMs = 60_000;

export interface ApiKeysRepository {
  /** The enabled account a key belongs to, while the key is valid. */
  accountFor(apikey: string): Promise<Account | undefined>;
  /** As `accountFor`, with the key itself and the moment it stops being valid (null: while it is current). */
  lookup(apikey: string): Promise<{ account: Account; expiresAt: Date | null; key: KeyFacts } | undefined>;
  /** True for a key that was valid once and has been replaced (its grace is over). */
  replaced(apikey: string): Promise<boolean>;
  /** The account's current key (the newest one not being replaced), unsealed; what a login hands back. */
  current(accountId: string): Promise<string | undefined>;
  /** A new current key (random unless given); the keys it replaces stay valid `graceSeconds` more. */
  issue(accountId: string, options?: { apikey?: string; graceSeconds?: number }): Promise<string>;
  /** Makes this key a valid key of the account (a fixed demo key on every start), current if none is. */
  ensure(accountId: string, apikey: string): Promise<void>;
  /** The account's keys (never their value), newest first. */
  list(accountId: string): Promise<KeyListing[]>;
  /**
   * A named key beside the main one, unless the account already holds `maxActive` valid keys
   * (main and named, keys in grace not counted) or a valid key of that name. Its value is answered
   * here only.
   */
  create(accountId: string, request: NamedKeyRequest, maxActive: number): Promise<{ apikey: string; key: KeyListing } | NamedKeyRefusal>;
  /** Notes a call made with the key: written to `last_used_at` at most once a minute per key. */
  noteUse(keyId: string): void;
  /** Ends one of the account's keys now; false when the account has no such valid key. */
  revoke(accountId: string, keyId: string): Promise<boolean>;
}

/** A scope as stored (jsonb: parsed by PostgreSQL's driver, a string from some paths). */
export function parseScope(scope: unknown): string[] | null {
  const value: unknown = typeof scope === 'string' ? JSON.parse(scope) : scope;
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : null;
}

interface ListingRow {
  id: string;
  name: string;
  main: boolean;
  scope: unknown;
  daily_cap: number | null;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

const toListing = (r: ListingRow): KeyListing => ({
  id: r.id,
  name: r.name,
  main: r.main,
  scope: parseScope(r.scope),
  dailyCap: r.daily_cap,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastUsedAt: r.last_used_at,
});

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
      .select([...accountColumns, 'api_keys.expires_at', 'api_keys.id as key_id', 'api_keys.name as key_name', 'api_keys.main', 'api_keys.scope', 'api_keys.daily_cap'])
      .where('api_keys.key_hash', '=', sha256(apikey))
      .where((eb) => eb.or([eb('api_keys.expires_at', 'is', null), eb('api_keys.expires_at', '>', now)]))
      .where('accounts.disabled', '=', false)
      .executeTakeFirst();
    return row && { account: toAccount(row), expiresAt: row.expires_at, key: { id: row.key_id, name: row.key_name, main: row.main, scope: parseScope(row.scope), dailyCap: row.daily_cap } };
  };
  const lastWritten = new Map<string, number>();
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
        .where('main', '=', true)
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
        await tx.updateTable('api_keys').set({ expires_at: expires }).where('account_id', '=', accountId).where('main', '=', true).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', expires)])).execute();
        await tx
          .insertInto('api_keys')
          .values({ id: randomUUID(), account_id: accountId, key_hash: sha256(apikey), key_sealed: seal(key, apikey), created_at: clock(), expires_at: null })
          .execute();
      });
      return apikey;
    },
    async list(accountId) {
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'name', 'main', 'scope', 'daily_cap', 'created_at', 'expires_at', 'last_used_at'])
        .where('account_id', '=', accountId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toListing);
    },
    async create(accountId, request, maxActive) {
      const apikey = randomCredential(16);
      const now = clock();
      return db.transaction().execute(async (tx) => {
        // The account's row is locked meanwhile: two creations at once cannot both pass the count.
        await tx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
        const valid = await tx
          .selectFrom('api_keys')
          .select(['name', 'expires_at'])
          .where('account_id', '=', accountId)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
          .execute();
        if (valid.some((k) => k.name.toLowerCase() === request.name.toLowerCase())) return 'name-taken' as const;
        if (valid.filter((k) => k.expires_at === null).length >= maxActive) return 'limit' as const;
        const row = {
          id: randomUUID(),
          account_id: accountId,
          key_hash: sha256(apikey),
          key_sealed: seal(key, apikey),
          created_at: now,
          expires_at: null,
          name: request.name,
          main: false,
          scope: request.scope ? JSON.stringify(request.scope) : null,
          daily_cap: request.dailyCap,
        };
        await tx.insertInto('api_keys').values(row).execute();
        return { apikey, key: toListing({ ...row, scope: request.scope, last_used_at: null }) };
      });
    },
    noteUse(keyId) {
      const now = clock().getTime();
      if (now - (lastWritten.get(keyId) ?? 0) < lastUseEveryMs) return;
      if (lastWritten.size >= 10_000) lastWritten.clear();
      lastWritten.set(keyId, now);
      // Not awaited: the call is answered meanwhile; a failed write is tried again a minute later.
      db.updateTable('api_keys').set({ last_used_at: new Date(now) }).where('id', '=', keyId).execute().catch(() => lastWritten.delete(keyId));
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
