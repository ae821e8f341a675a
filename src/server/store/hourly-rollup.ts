import { sql, type RawBuilder } from 'kysely';

/**
 * The overview's hourly rollup (`request_hourly`), kept by the same statement that writes a log
 * batch: per epoch hour, calls and errors by entry (with a latency histogram), by account, by
 * client, and by entry and message. The overview reads it instead of the raw log.
 */

/** Latency buckets: 0 below `firstBoundMs`, then each `growth` times wider; the last one is open. */
export const latencyBuckets = 64;
const firstBoundMs = 0.1;
const growth = 1.25;

/** The bounds (ms) of a bucket: `[low, high)`; the last bucket's high is its low (open-ended). */
export function bucketBounds(bucket: number): [number, number] {
  if (bucket === 0) return [0, firstBoundMs];
  const low = firstBoundMs * growth ** (bucket - 1);
  return [low, bucket === latencyBuckets - 1 ? low : low * growth];
}

/**
 * A percentile (0–1) of a histogram, interpolated inside the bucket it falls in, as
 * `percentile_cont` interpolates between calls: within a bucket's width of the exact value.
 */
export function histogramPercentile(histogram: readonly number[], fraction: number): number | null {
  const total = histogram.reduce((n, c) => n + c, 0);
  if (total === 0) return null;
  const rank = fraction * (total - 1);
  let below = 0;
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    const count = histogram[bucket];
    if (count > 0 && rank < below + count) {
      const [low, high] = bucketBounds(bucket);
      return low + ((high - low) * (rank - below + 0.5)) / count;
    }
    below += count;
  }
  return bucketBounds(histogram.length - 1)[0];
}

/** The bucket of a latency as the table stores it (`real`): the same bucket the SQL below finds. */
export function latencyBucket(durationMs: number): number {
  const stored = Math.fround(durationMs);
  if (stored < firstBoundMs) return 0;
  return Math.min(latencyBuckets - 1, Math.floor(Math.log(stored / firstBoundMs) / Math.log(growth)) + 1);
}

/** What the rollup reads of one logged call. */
export interface RollupCall {
  accountId: string;
  at: Date;
  entry: string | null;
  path: string;
  status: number;
  durationMs: number;
  client: string;
  message: string | null;
}

/** A row of `request_hourly`, to be added to the one already there. */
export interface HourlyRow {
  hour: number;
  dimension: 'account' | 'client' | 'message' | 'entry';
  name: string;
  detail: string;
  calls: number;
  errors: number;
  latency: number[] | null;
}

/**
 * A batch's rows of the rollup, counted here rather than by PostgreSQL: grouping every call four
 * ways in SQL cost PGlite about 19 µs a call, more than a third of the log's whole cost.
 * `rollupInsert` below counts the same rows from the calls actually inserted.
 */
export function hourlyRows(calls: readonly RollupCall[]): HourlyRow[] {
  const rows = new Map<string, HourlyRow>();
  const add = (hour: number, dimension: HourlyRow['dimension'], name: string, detail: string, error: number): HourlyRow => {
    const key = `${hour}\u0000${dimension}\u0000${name}\u0000${detail}`;
    let row = rows.get(key);
    if (!row) {
      row = { hour, dimension, name, detail, calls: 0, errors: 0, latency: dimension === 'entry' ? new Array<number>(latencyBuckets).fill(0) : null };
      rows.set(key, row);
    }
    row.calls += 1;
    row.errors += error;
    return row;
  };
  for (const call of calls) {
    const hour = Math.floor(call.at.getTime() / 3_600_000);
    const name = call.entry ?? call.path;
    const error = call.status >= 400 ? 1 : 0;
    add(hour, 'account', call.accountId, '', error);
    add(hour, 'client', call.client, '', error);
    if (call.message !== null) add(hour, 'message', name, call.message, error);
    add(hour, 'entry', name, '', error).latency![latencyBucket(call.durationMs)]! += 1;
  }
  return [...rows.values()];
}

/** Adds rows counted by `hourlyRows` (passed as one JSON parameter) when `when` holds. */
export function rollupRowsInsert(rows: readonly HourlyRow[], when: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    insert into request_hourly (hour, dimension, name, detail, calls, errors, latency)
    select hour, dimension, name, detail, calls, errors, latency from json_populate_recordset(null::request_hourly, ${JSON.stringify(rows)}::json)
    where ${when}
    ${mergeOnConflict}`;
}

/**
 * Adds the calls of the CTE `inserted` (`account_id, at, entry, path, status, duration_ms, client,
 * message`) to the hours they fall in: one statement, so it commits with the log rows themselves.
 * With `when`, only when it holds.
 */
export function rollupInsert(when: RawBuilder<unknown> = sql`true`): RawBuilder<unknown> {
  const last = sql.raw(String(latencyBuckets - 1));
  return sql`
    insert into request_hourly (hour, dimension, name, detail, calls, errors, latency)
    select * from (
      with s as (
        select floor(extract(epoch from at) / 3600)::int as hour, account_id::text as account, coalesce(entry, path) as name, client, message,
          (status >= 400)::int as err,
          least(${last}, case when duration_ms < ${firstBoundMs} then 0 else floor(ln(duration_ms / ${firstBoundMs}) / ln(${growth}))::int + 1 end) as bucket
        from inserted where ${when}
      ), b as (select hour, name, bucket, count(*)::int as n, sum(err)::int as errs from s group by 1, 2, 3)
      select hour, 'account' as dimension, account as name, '' as detail, count(*)::int as calls, sum(err)::int as errors, null::int[] as latency from s group by 1, 3
      union all select hour, 'client', client, '', count(*)::int, sum(err)::int, null from s group by 1, 3
      union all select hour, 'message', name, message, count(*)::int, sum(err)::int, null from s where message is not null group by 1, 3, 4
      union all select g.hour, 'entry', g.name, '', sum(x.n)::int, sum(x.errs)::int, array_agg(coalesce(x.n, 0) order by i)
      from (select distinct hour, name from b) g cross join generate_series(0, ${last}) i
      left join b x on x.hour = g.hour and x.name = g.name and x.bucket = i
      group by g.hour, g.name
    ) r
    ${mergeOnConflict}`;
}

/** Adds a row to the one already there: counts summed, histograms summed bucket by bucket. */
const mergeOnConflict = sql`
    on conflict (hour, dimension, name, detail) do update set
      calls = request_hourly.calls + excluded.calls,
      errors = request_hourly.errors + excluded.errors,
      latency = case when request_hourly.latency is null then excluded.latency when excluded.latency is null then request_hourly.latency else
        array(select coalesce(u.a, 0) + coalesce(u.b, 0) from unnest(request_hourly.latency, excluded.latency) with ordinality u(a, b, n) order by u.n) end`;

/**
 * Folds the hours before `beforeHour` into one row per UTC day (its first hour): ranges of days
 * read a day's rows, not 24 times as many. The rows are deleted and their sums written in one
 * statement, so an instance folding the same hours at the same time finds them gone.
 */
export function compactHours(beforeHour: number): RawBuilder<unknown> {
  return sql`
    with gone as (delete from request_hourly where hour < ${beforeHour} and hour % 24 <> 0 returning *),
    sums as (select (hour / 24) * 24 as hour, dimension, name, detail, sum(calls)::int as calls, sum(errors)::int as errors from gone group by 1, 2, 3, 4),
    lat as (select (g.hour / 24) * 24 as hour, g.name, u.n, sum(u.v)::int as v from gone g, unnest(g.latency) with ordinality u(v, n) where g.dimension = 'entry' group by 1, 2, 3),
    arrays as (select hour, name, array_agg(v order by n) as latency from lat group by 1, 2)
    insert into request_hourly (hour, dimension, name, detail, calls, errors, latency)
    select s.hour, s.dimension, s.name, s.detail, s.calls, s.errors, a.latency from sums s left join arrays a on s.dimension = 'entry' and a.hour = s.hour and a.name = s.name
    ${mergeOnConflict}`;
}
