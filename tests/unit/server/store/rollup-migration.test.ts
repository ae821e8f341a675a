/** Migration 0009 fills the overview's hourly rollup from what the log already holds. */
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

it('a store migrated from 0008 has the rollup of its raw log, and of its older daily totals', { timeout: 120_000 }, async () => {
  const pglite = await PGlite.create({ ...(await pgliteArtifacts()) });
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  const migrator = new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder, import: (file: string) => import(pathToFileURL(file).href) }) });
  try {
    expect((await migrator.migrateTo('0008-operator')).error).toBeUndefined();
    const account = '11111111-1111-4111-8111-111111111111';
    await sql`insert into accounts (id, username, nama, role, daily_limit, password_hash) values (${account}, 'lama', 'Lama', 'USER', null, 'x')`.execute(db);
    // Two days of raw calls, and an older day only the daily totals remember.
    await sql`
      insert into request_log (id, account_id, at, method, entry, path, status, duration_ms, bytes_in, bytes_out, client, message)
      select gen_random_uuid(), ${account}, timestamptz '2026-11-27T00:00:00Z' + (g * interval '37 minutes'), 'GET',
             (array['cuaca', 'gempa'])[1 + g % 2], '/api/proxy/x', (array[200, 400])[1 + g % 2], g % 90, 0, 10, 'curl', case when g % 2 = 1 then 'pesan' end
      from generate_series(0, 77) g`.execute(db);
    await sql`insert into request_daily (account_id, day, entry, status, count) values (${account}, '2026-11-20', 'cuaca', 200, 7), (${account}, '2026-11-20', 'cuaca', 500, 2)`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const rolled = await sql<{ dimension: string; calls: number; errors: number }>`select dimension, sum(calls)::int as calls, sum(errors)::int as errors from request_hourly group by 1 order by 1`.execute(db);
    // 78 raw calls (39 errors, 39 messages) and the older day's 9 (2 errors) by entry and account.
    expect(rolled.rows).toEqual([
      { dimension: 'account', calls: 87, errors: 41 },
      { dimension: 'client', calls: 78, errors: 39 },
      { dimension: 'entry', calls: 87, errors: 41 },
      { dimension: 'message', calls: 39, errors: 39 },
    ]);
    const perHour = await sql<{ same: boolean }>`
      select bool_and(r.calls = l.calls) as same from request_hourly r
      join (select floor(extract(epoch from at) / 3600)::int as hour, coalesce(entry, path) as name, count(*)::int as calls from request_log group by 1, 2) l on l.hour = r.hour and l.name = r.name
      where r.dimension = 'entry'`.execute(db);
    expect(perHour.rows[0].same).toBe(true);
    // Each raw hour's histogram holds exactly its calls.
    const histograms = await sql<{ calls: number; counted: number }>`
      select sum(calls)::int as calls, sum((select sum(v) from unnest(latency) v))::int as counted from request_hourly where dimension = 'entry' and latency is not null`.execute(db);
    expect(histograms.rows[0]).toEqual({ calls: 78, counted: 78 });
  } finally {
    await db.destroy();
  }
});
