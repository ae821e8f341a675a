/**
 * Migration 0011 drops the log's per-row check against `accounts`: the calls already logged stay,
 * new ones are written as before, and every other table still holds its accounts.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { pgliteArtifacts } from '../../../../src/server/store/pglite-artifacts.ts';
import { projectRoot } from '../../../helpers/embedded-api.ts';

const migrationFolder = path.join(projectRoot, 'src', 'server', 'store', 'migrations');

it('the log keeps its calls and writes new ones without checking each against accounts', { timeout: 120_000 }, async () => {
  const pglite = await PGlite.create({ ...(await pgliteArtifacts()) });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder, import: (file: string) => import(pathToFileURL(file).href) }) });
  const foreignKeys = async (table: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`.execute(db)).rows[0].n;
  const call = (id: string, account: string) =>
    sql`insert into request_log (id, account_id, at, method, entry, path, status, duration_ms, bytes_in, bytes_out, client) values (${id}, ${account}, now(), 'GET', 'cuaca', '/api/proxy/cuaca', 200, 1, 0, 10, 'curl')`.execute(db);
  try {
    expect((await migrator.migrateTo('0010-log-index')).error).toBeUndefined();
    const account = '11111111-1111-4111-8111-111111111111';
    await sql`insert into accounts (id, username, nama, role, daily_limit, password_hash) values (${account}, 'lama', 'Lama', 'USER', null, 'x')`.execute(db);
    await call('00000000-0000-7000-8000-000000000001', account);
    expect(await foreignKeys('request_log')).toBe(1);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await foreignKeys('request_log')).toBe(0);
    await call('00000000-0000-7000-8000-000000000002', account);
    const kept = await sql<{ id: string }>`select id from request_log where account_id = ${account} order by id`.execute(db);
    expect(kept.rows.map((r) => r.id)).toEqual(['00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002']);
    // The daily totals and the rest still hold their accounts.
    expect(await foreignKeys('request_daily')).toBe(1);
    expect(await foreignKeys('sessions')).toBe(1);
  } finally {
    await db.destroy();
  }
});
