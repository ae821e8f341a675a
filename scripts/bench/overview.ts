/**
 * `npx tsx scripts/bench/overview.ts [rows]`: the operator overview's time over a request log of
 * `rows` calls (default 1,000,000) spread over 30 days and 200 accounts, on PGlite (in memory)
 * or PostgreSQL (`DATABASE_URL`). Rows are made by the database itself (generate_series), then
 * each range is asked three times; the median is printed.
 */
import { sql } from 'kysely';
import { rollupInsert } from '../../src/server/store/hourly-rollup.ts';
import { overviewRanges } from '../../src/catalog/operator-api.ts';
import { benchStore, threeRuns } from './log-store.ts';

const rows = Number(process.argv[2] ?? 1_000_000);
const { store, repos, accounts } = await benchStore('bench-overview', 200);
try {
  const started = performance.now();
  // The log, its daily totals and the hourly rollup, as the request log writes them, made in the database in batches.
  const batch = 100_000;
  for (let done = 0; done < rows; done += batch) {
    const n = Math.min(batch, rows - done);
    await sql`
      with inserted as (
        insert into request_log (id, account_id, at, method, entry, path, status, duration_ms, bytes_in, bytes_out, client, message, inputs)
        select gen_random_uuid(), (${sql.val(accounts)}::uuid[])[1 + (g % 200)], now() - (random() * interval '30 days'), 'GET',
               (array['cuaca','gempa','qrcode','ocr','brat','jwt','ipinfo','waifu'])[1 + (g % 8)], '/api/proxy/x',
               (array[200,200,200,200,200,200,400,429,500,404])[1 + (g % 10)], random() * 300, 0, 100,
               (array['portal','curl','mcp','other'])[1 + (g % 4)], case when g % 10 >= 6 then 'pesan ' || (g % 10) end, '{}'::jsonb
        from generate_series(${done}::int, ${done + n - 1}::int) g
        returning account_id, at, entry, path, status, duration_ms, client, message
      ), daily as (
        insert into request_daily (account_id, day, entry, status, count)
        select account_id, to_char(at at time zone 'UTC', 'YYYY-MM-DD'), entry, status, count(*)::int from inserted group by 1, 2, 3, 4
        on conflict (account_id, day, entry, status) do update set count = request_daily.count + excluded.count
      )
      ${rollupInsert()}`.execute(store.db);
  }
  await sql`analyze`.execute(store.db);
  console.log(`${rows.toLocaleString('id-ID')} baris log dibuat dalam ${((performance.now() - started) / 1000).toFixed(1)} s (${store.kind})`);
  // The first overview of a day folds the hours before yesterday into days: timed apart.
  const fold = performance.now();
  await repos.operator.overview('24h');
  console.log(`ringkasan pertama (melipat jam ke hari): ${(performance.now() - fold).toFixed(0)} ms`);
  for (const range of overviewRanges) {
    const times = await threeRuns(() => repos.operator.overview(range));
    console.log(`ringkasan ${range}: median ${times[1].toFixed(0)} ms (min ${times[0].toFixed(0)}, maks ${times[2].toFixed(0)})`);
  }
} finally {
  await store.close();
}
