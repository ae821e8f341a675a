/**
 * `npx tsx scripts/bench/changes-impact.ts [rows]`: the console's 'Perubahan' (`GET /api/admin/changes`)
 * over a request log of `rows` calls (default 1,000,000) in the last 30 days, spread over 200
 * accounts and every entry the catalog's changelog names, on PGlite (in memory) or PostgreSQL
 * (`DATABASE_URL`); one account's 'Perubahan untuk Anda' beside it. Then again with a release on
 * top in which every changed entry gets an input made required (the log judges each: the worst
 * case). Each is asked three times; the median is printed.
 */
import { sql } from 'kysely';
import { readChangelog } from '../../src/catalog/changes/changelog-file.ts';
import { catalogDir } from '../../src/catalog/loader.ts';
import { changesReports } from '../../src/server/request-log/changes-reports.ts';
import { benchStore, threeRuns } from './log-store.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
const changelog = readChangelog(catalogDir(new URL('../..', import.meta.url).pathname));
const entries = [...new Set(changelog.releases.slice(0, 3).flatMap((r) => r.changes.flatMap((c) => (c.entry ? [c.entry] : []))))];
const { store, repos, accounts } = await benchStore('bench-changes', 200);
const median = async (ask: () => Promise<unknown>) => (await threeRuns(ask))[1]!.toFixed(0);
try {
  const started = performance.now();
  const batch = 100_000;
  for (let done = 0; done < rows; done += batch) {
    const n = Math.min(batch, rows - done);
    await sql`
      insert into request_log (id, account_id, at, method, entry, path, status, duration_ms, bytes_in, bytes_out, client, message, inputs)
      select gen_random_uuid(), (${sql.val(accounts)}::uuid[])[1 + (g % 200)], now() - (random() * interval '30 days'), 'GET',
             (${sql.val(entries)}::text[])[1 + (g % ${entries.length})], '/api/proxy/x', 200, random() * 300, 0, 100, 'portal', null,
             case when g % 3 = 0 then '{"values":{"kota":"Bandung","width":"300"}}'::jsonb else '{"values":{"kota":"Bandung"}}'::jsonb end
      from generate_series(${done}::int, ${done + n - 1}::int) g`.execute(store.db);
  }
  await sql`analyze`.execute(store.db);
  console.log(`${rows.toLocaleString('id-ID')} baris log (${entries.length} endpoint berubah) dibuat dalam ${((performance.now() - started) / 1000).toFixed(1)} s (${store.kind})`);
  const judged: typeof changelog = {
    releases: [
      { version: '9.0.0', date: '2026-11-29', changes: entries.map((entry) => ({ kind: 'breaking' as const, operation: entry, entry, group: 'x', input: 'width', message: 'Input `width` kini wajib diisi.', effect: { kind: 'input-required' as const, input: 'width' } })) },
      ...changelog.releases,
    ],
  };
  for (const [label, log] of [['katalog', changelog], ['katalog + rilis yang setiap perubahannya dinilai log', judged]] as const) {
    const reports = changesReports(repos.requestLog, () => log);
    console.log(`${label}: semua akun median ${await median(() => reports.acrossAccounts())} ms, satu akun median ${await median(() => reports.forAccount(accounts[0]))} ms`);
  }
} finally {
  await store.close();
}
