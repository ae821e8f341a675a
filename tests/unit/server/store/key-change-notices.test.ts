/**
 * Instances on one PostgreSQL remember key lookups: a change committed anywhere (a key revoked
 * through another instance, an account disabled) is forgotten as soon as its notice arrives, and
 * nothing is remembered while the notices cannot be heard.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../../src/server/store/open-store.ts';
import { listenForKeyChanges } from '../../../../src/server/store/key-change-notices.ts';
import { repositories, type Repositories } from '../../../../src/server/store/repositories.ts';
import { postgresMissing, startPostgres, type PostgresServer } from '../../../helpers/postgres-server.ts';

const missing = postgresMissing();
if (missing) console.warn(missing);

const until = async (what: () => Promise<boolean> | boolean, ms = 5_000): Promise<boolean> => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await what()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return what();
};

describe.runIf(!missing)('key lookups remembered by instances on one PostgreSQL', () => {
  let postgres: PostgresServer | undefined;
  const stores: Store[] = [];
  let one: Repositories;
  let two: Repositories;
  let sql: pg.Client;
  /** Notices the second instance has heard: a change's own notice arrives after the change returns. */
  let heard = 0;
  const settled = async (before: number) => expect(await until(() => heard > before)).toBe(true);
  /** Writes behind the notices' back: with triggers off, nothing is notified. */
  const unnoticed = async (text: string, values: unknown[]) => {
    await sql.query('set session_replication_role = replica');
    try {
      await sql.query(text, values);
    } finally {
      await sql.query('set session_replication_role = origin');
    }
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    stores.push(await openStore({ kind: 'postgres', url: postgres.url }, { secret: 'rahasia-uji' }));
    stores.push(await openStore({ kind: 'postgres', url: postgres.url }, { secret: 'rahasia-uji' }));
    [one, two] = stores.map((s) => repositories(s));
    sql = new pg.Client({ connectionString: postgres.url });
    await sql.connect();
    expect(await until(() => stores.every((s) => s.keyChanges?.hearing === true))).toBe(true);
    stores[1].keyChanges?.onChange(() => heard++);
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    for (const store of stores) await store.close();
    await postgres?.stop();
  });

  it('a named key revoked through one instance is refused by the other as soon as the notice arrives; until then it was remembered', async () => {
    const account = await one.accounts.create({ username: 'dua.kunci', nama: 'Dua Kunci', password: 'rahasia-panjang', role: 'USER', limit: null });
    const before = heard;
    const made = await one.apiKeys.create(account.id, { name: 'server', scope: null, dailyCap: null }, 5);
    if (typeof made === 'string') throw new Error(made);
    await settled(before);
    expect((await two.apiKeys.lookup(made.apikey))?.account.id).toBe(account.id);

    // Remembered: a change nobody announced is not seen.
    await unnoticed('update api_keys set expires_at = now() - interval \'1 hour\' where id = $1', [made.key.id]);
    expect((await two.apiKeys.lookup(made.apikey))?.key.id).toBe(made.key.id);
    await unnoticed('update api_keys set expires_at = null where id = $1', [made.key.id]);

    expect(await one.apiKeys.revoke(account.id, made.key.id)).toBe(true);
    const at = Date.now();
    expect(await until(async () => (await two.apiKeys.lookup(made.apikey)) === undefined)).toBe(true);
    expect(Date.now() - at).toBeLessThan(1_000);
  });

  it('an account disabled through one instance, or by hand in SQL, is refused by the other', async () => {
    const account = await one.accounts.create({ username: 'nonaktif.nanti', nama: 'Nonaktif', password: 'rahasia-panjang', role: 'USER', limit: 10 });
    const apikey = await one.apiKeys.issue(account.id);
    expect((await two.apiKeys.lookup(apikey))?.account.limit).toBe(10);
    await sql.query('update accounts set daily_limit = 3 where id = $1', [account.id]);
    expect(await until(async () => (await two.apiKeys.lookup(apikey))?.account.limit === 3)).toBe(true);
    await one.accounts.update(account.id, { disabled: true });
    expect(await until(async () => (await two.apiKeys.lookup(apikey)) === undefined)).toBe(true);
  });

  it('while the notices cannot be heard nothing is remembered; once heard again, lookups are remembered again', async () => {
    const account = await one.accounts.create({ username: 'tanpa.kabar', nama: 'Tanpa Kabar', password: 'rahasia-panjang', role: 'USER', limit: 7 });
    const before = heard;
    const apikey = await one.apiKeys.issue(account.id);
    await settled(before);
    expect((await two.apiKeys.lookup(apikey))?.account.limit).toBe(7);
    await sql.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'portal-key-changes'");
    expect(await until(() => stores[1].keyChanges?.hearing === false, 2_000)).toBe(true);
    // Not heard: every lookup asks the database, so an unannounced change is seen at once.
    await unnoticed('update accounts set daily_limit = 8 where id = $1', [account.id]);
    expect((await two.apiKeys.lookup(apikey))?.account.limit).toBe(8);

    expect(await until(() => stores[1].keyChanges?.hearing === true, 10_000)).toBe(true);
    expect((await two.apiKeys.lookup(apikey))?.account.limit).toBe(8);
    await unnoticed('update accounts set daily_limit = 9 where id = $1', [account.id]);
    expect((await two.apiKeys.lookup(apikey))?.account.limit).toBe(8);
  });

  it('hearing is proven by a probe heard back: a connection that takes LISTEN but passes on no notice (a pooler in transaction mode) never counts as heard', async () => {
    const deaf = listenForKeyChanges(postgres!.url, { checkMs: 100, probeMs: 200, retryMs: 100, send: async () => {} });
    const send = async (channel: string, payload: string) => void (await sql.query('select pg_notify($1, $2)', [channel, payload]));
    const heard = listenForKeyChanges(postgres!.url, { checkMs: 100, probeMs: 200, retryMs: 100, send });
    try {
      expect(await until(() => heard.hearing, 5_000)).toBe(true);
      // LISTEN worked on both; only the one whose probes come back hears.
      const seen = await until(() => deaf.hearing, 1_000);
      expect(seen).toBe(false);
      // Probes sent by others make nobody forget: only changes do.
      let told = 0;
      heard.onChange(() => told++);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(told).toBe(0);
      await sql.query("select pg_notify('portal_keys', '')");
      expect(await until(() => told === 1, 2_000)).toBe(true);
    } finally {
      await deaf.close();
      await heard.close();
    }
  });
});
