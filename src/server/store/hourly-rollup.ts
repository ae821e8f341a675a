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

/**
 * Adds the calls of the CTE `inserted` (`account_id, at, entry, path, status, duration_ms, client,
 * message`) to the hours they fall in: one statement, so it commits with the log rows themselves.
 */
export function rollupInsert(): RawBuilder<unknown> {
  const last = sql.raw(String(latencyBuckets - 1));
  return sql`
    insert into request_hourly (hour, dimension, name, detail, calls, errors, latency)
    select * from (
      with s as (
        select floor(extract(epoch from at) / 3600)::int as hour, account_id::text as account, coalesce(entry, path) as name, client, message,
          (status >= 400)::int as err,
          least(${last}, case when duration_ms < ${firstBoundMs} then 0 else floor(ln(duration_ms / ${firstBoundMs}) / ln(${growth}))::int + 1 end) as bucket
        from inserted
      ), b as (select hour, name, bucket, count(*)::int as n, sum(err)::int as errs from s group by 1, 2, 3)
      select hour, 'account' as dimension, account as name, '' as detail, count(*)::int as calls, sum(err)::int as errors, null::int[] as latency from s group by 1, 3
      union all select hour, 'client', client, '', count(*)::int, sum(err)::int, null from s group by 1, 3
      union all select hour, 'message', name, message, count(*)::int, sum(err)::int, null from s where message is not null group by 1, 3, 4
      union all select e.hour, 'entry', e.name, '', sum(e.n)::int, sum(e.errs)::int,
        array(select coalesce(max(x.n), 0) from generate_series(0, ${last}) i left join b x on x.hour = e.hour and x.name = e.name and x.bucket = i group by i order by i)
      from b e group by e.hour, e.name
    ) r
    on conflict (hour, dimension, name, detail) do update set
      calls = request_hourly.calls + excluded.calls,
      errors = request_hourly.errors + excluded.errors,
      latency = case when excluded.latency is null then null else
        array(select coalesce(u.a, 0) + coalesce(u.b, 0) from unnest(request_hourly.latency, excluded.latency) with ordinality u(a, b, n) order by u.n) end`;
}
