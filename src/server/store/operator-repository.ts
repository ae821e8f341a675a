import { sql, type Kysely } from 'kysely';
import type { LogClient } from '../../catalog/account-usage.ts';
import type { AccountSummary, AccountDetail, Overview, OverviewRange } from '../../catalog/operator-api.ts';
import { rangeDays } from '../../catalog/operator-api.ts';
import { utcDay, type Clock } from './clock.ts';
import { compactHours, histogramPercentile, latencyBuckets } from './hourly-rollup.ts';
import type { Database } from './schema.ts';
import { parseScope } from './api-keys.ts';

/** What the console reads across accounts: finding them, one account's whole picture, the API at a glance. */
export interface OperatorRepository {
  /** Accounts whose username or name contains `q` (all when empty), newest first. */
  findAccounts(q: string, limit: number): Promise<AccountSummary[]>;
  /** One account with its keys, sessions and recent calls (upgrade requests added by the caller). */
  detail(username: string): Promise<Omit<AccountDetail, 'upgradeRequests'> & { id: string } | undefined>;
  overview(range: OverviewRange): Promise<Overview>;
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const iso = (d: Date | string) => new Date(d).toISOString();
const rate = (errors: number, calls: number) => (calls === 0 ? 0 : Math.round((errors / calls) * 10_000) / 10_000);
const ms = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
/** Accounts that stand for an upstream's keys are the log's, not people. */
const upstreamRole = 'UPSTREAM';

/** The hours (24h) or days of a range, oldest first, each empty until counted. */
function buckets(now: Date, range: OverviewRange): Map<string, { date: string; calls: number; errors: number }> {
  const out = new Map<string, { date: string; calls: number; errors: number }>();
  if (range === '24h') {
    const hour = Math.floor(now.getTime() / hourMs);
    for (let h = hour - 23; h <= hour; h++) out.set(String(h), { date: new Date(h * hourMs).toISOString().replace(/:00\.000Z$/, ':00Z'), calls: 0, errors: 0 });
  } else {
    for (let d = rangeDays[range] - 1; d >= 0; d--) {
      const date = utcDay(new Date(now.getTime() - d * dayMs));
      out.set(date, { date, calls: 0, errors: 0 });
    }
  }
  return out;
}

export function operatorRepository(db: Kysely<Database>, clock: Clock): OperatorRepository {
  let foldedBefore = 0;
  const today = () => utcDay(clock());
  const summaries = () =>
    db
      .selectFrom('accounts')
      .leftJoin('daily_usage', (j) => j.onRef('daily_usage.account_id', '=', 'accounts.id').on('daily_usage.day', '=', today()))
      .select(['accounts.id', 'accounts.username', 'accounts.nama', 'accounts.role', 'accounts.plan', 'accounts.daily_limit', 'accounts.disabled', 'accounts.created_at', sql<number>`coalesce(daily_usage.count, 0)`.as('today')])
      .where('accounts.role', '<>', upstreamRole);
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;
  const summary = (r: Row): AccountSummary => ({
    username: r.username,
    nama: r.nama,
    role: r.role,
    plan: r.plan,
    limit: r.daily_limit,
    disabled: r.disabled,
    createdAt: iso(r.created_at),
    today: Number(r.today),
  });

  return {
    async findAccounts(q, limit) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await summaries()
        .$call((b) => (q ? b.where((eb) => eb.or([eb('accounts.username', 'ilike', pattern), eb('accounts.nama', 'ilike', pattern)])) : b))
        .orderBy('accounts.created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(summary);
    },

    async detail(username) {
      const row = await summaries().where('accounts.username', '=', username).executeTakeFirst();
      if (!row) return undefined;
      const now = clock();
      const [keys, sessions, calls] = await Promise.all([
        db
          .selectFrom('api_keys')
          .select(['id', 'name', 'main', 'scope', 'daily_cap', 'created_at', 'expires_at', 'last_used_at'])
          .where('account_id', '=', row.id)
          .orderBy('created_at', 'desc')
          .execute(),
        db.selectFrom('sessions').select(['created_at', 'last_seen', 'expires_at']).where('account_id', '=', row.id).where('expires_at', '>', now).orderBy('last_seen', 'desc').execute(),
        db.selectFrom('request_log').select(['id', 'at', 'method', 'entry', 'path', 'status', 'duration_ms', 'client']).where('account_id', '=', row.id).orderBy('at', 'desc').orderBy('id', 'desc').limit(20).execute(),
      ]);
      return {
        id: row.id,
        ...summary(row),
        keys: keys.map((k) => ({
          id: k.id,
          name: k.name,
          main: k.main,
          scope: parseScope(k.scope),
          dailyCap: k.daily_cap,
          createdAt: iso(k.created_at),
          expiresAt: k.expires_at ? iso(k.expires_at) : null,
          lastUsedAt: k.last_used_at ? iso(k.last_used_at) : null,
          state: k.expires_at === null ? 'aktif' : new Date(k.expires_at) > now ? 'tenggang' : 'dicabut',
        })),
        sessions: sessions.map((s) => ({ createdAt: iso(s.created_at), lastSeen: iso(s.last_seen), expiresAt: iso(s.expires_at) })),
        lastCallAt: calls[0] ? iso(calls[0].at) : null,
        recentCalls: calls.map((c) => ({ id: c.id, time: iso(c.at), method: c.method, entry: c.entry, path: c.path, status: c.status, durationMs: Number(c.duration_ms), client: c.client as LogClient })),
      };
    },

    async overview(range) {
      const now = clock();
      // Hours before yesterday are folded into days once a day (hourly-rollup.ts); the last 24 hours stay hourly.
      const foldBefore = Date.parse(`${utcDay(new Date(now.getTime() - dayMs))}T00:00:00Z`) / hourMs;
      if (foldBefore > foldedBefore) {
        await compactHours(foldBefore).execute(db);
        foldedBefore = foldBefore;
      }
      const since = new Date(now.getTime() - rangeDays[range] * dayMs);
      const firstDay = utcDay(new Date(now.getTime() - (rangeDays[range] - 1) * dayMs));
      // The last 24 hours: the hours after the one `since` falls in from the rollup, that hour's
      // part from the raw log. Longer ranges: whole UTC days, all from the rollup.
      const firstHour = range === '24h' ? Math.floor(since.getTime() / hourMs) + 1 : Date.parse(`${firstDay}T00:00:00Z`) / hourMs;
      const series = buckets(now, range);
      const bucketOf = (hour: number) => (range === '24h' ? String(hour) : utcDay(new Date(hour * hourMs)));
      const tallies = new Map<string, Map<string, { calls: number; errors: number }>>();
      const add = (dimension: string, name: string, calls: number, errors: number) => {
        const map = tallies.get(dimension) ?? new Map<string, { calls: number; errors: number }>();
        tallies.set(dimension, map);
        const row = map.get(name) ?? { calls: 0, errors: 0 };
        row.calls += calls;
        row.errors += errors;
        map.set(name, row);
      };
      const histograms = new Map<string, number[]>();
      const [perHour, dims, latencies, head, exact, signups] = await Promise.all([
        db
          .selectFrom('request_hourly')
          .select(['hour', sql<number>`sum(calls)::int`.as('calls'), sql<number>`sum(errors)::int`.as('errors')])
          .where('dimension', '=', 'entry')
          .where('hour', '>=', firstHour)
          .groupBy('hour')
          .execute(),
        db
          .selectFrom('request_hourly')
          .select(['dimension', 'name', 'detail', sql<number>`sum(calls)::int`.as('calls'), sql<number>`sum(errors)::int`.as('errors')])
          .where('hour', '>=', firstHour)
          .where('dimension', 'in', ['entry', 'account', 'client', 'message'])
          .groupBy(['dimension', 'name', 'detail'])
          .execute(),
        range === '24h'
          ? []
          : db.selectFrom('request_hourly').select(['name', 'latency']).where('dimension', '=', 'entry').where('hour', '>=', firstHour).where('latency', 'is not', null).execute(),
        range === '24h'
          ? db
              .selectFrom('request_log')
              .select([sql<string>`coalesce(entry, path)`.as('name'), 'account_id', 'client', 'message', sql<number>`count(*)::int`.as('calls'), sql<number>`count(*) filter (where status >= 400)::int`.as('errors')])
              .where('at', '>', since)
              .where('at', '<', new Date(firstHour * hourMs))
              .groupBy([sql`1`, 'account_id', 'client', 'message'])
              .execute()
          : [],
        // A day's calls are few enough for exact percentiles from the raw log; longer ranges read the histograms.
        range === '24h'
          ? db
              .selectFrom('request_log')
              .select([
                sql<string>`coalesce(entry, path)`.as('name'),
                sql<number>`percentile_cont(0.5) within group (order by duration_ms)`.as('p50'),
                sql<number>`percentile_cont(0.95) within group (order by duration_ms)`.as('p95'),
              ])
              .where('at', '>', since)
              .groupBy(sql`1`)
              .execute()
          : [],
        db
          .selectFrom('accounts')
          .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('count')])
          .where('created_at', '>', since)
          .where('role', '<>', upstreamRole)
          .groupBy(sql`1`)
          .orderBy(sql`1`)
          .execute(),
      ]);
      for (const row of perHour) {
        const bucket = series.get(bucketOf(row.hour));
        if (bucket) {
          bucket.calls += row.calls;
          bucket.errors += row.errors;
        }
      }
      for (const row of dims) add(row.dimension, row.dimension === 'message' ? `${row.name}\n${row.detail}` : row.name, row.calls, row.errors);
      for (const row of head) {
        add('entry', row.name, row.calls, row.errors);
        add('account', row.account_id, row.calls, row.errors);
        add('client', row.client, row.calls, row.errors);
        if (row.message !== null) add('message', `${row.name}\n${row.message}`, row.calls, row.errors);
      }
      for (const row of latencies) {
        const sum = histograms.get(row.name) ?? new Array<number>(latencyBuckets).fill(0);
        (row.latency ?? []).forEach((n, i) => (sum[i] += n));
        histograms.set(row.name, sum);
      }
      const counts = tallies.get('entry') ?? new Map<string, { calls: number; errors: number }>();
      const perAccount = tallies.get('account') ?? new Map<string, { calls: number; errors: number }>();
      const clients = [...(tallies.get('client') ?? new Map<string, { calls: number }>())].map(([client, c]) => ({ client, count: c.calls }));
      const messages = [...(tallies.get('message') ?? new Map<string, { calls: number }>())].map(([key, c]) => {
        const [name, message] = key.split('\n');
        return { name, message, count: c.calls };
      });
      const latencyOf = new Map<string, { p50: number | null; p95: number | null }>(
        range === '24h' ? exact.map((l) => [l.name, { p50: l.p50, p95: l.p95 }]) : [...histograms].map(([name, h]) => [name, { p50: histogramPercentile(h, 0.5), p95: histogramPercentile(h, 0.95) }]),
      );
      const messagesOf = new Map<string, { message: string; count: number }[]>();
      for (const m of messages) messagesOf.set(m.name, [...(messagesOf.get(m.name) ?? []), { message: m.message ?? '', count: m.count }]);
      const top = [...perAccount.entries()].sort((a, b) => b[1].calls - a[1].calls).slice(0, 10);
      const names = top.length
        ? await db.selectFrom('accounts').select(['id', 'username', 'nama', 'plan']).where('id', 'in', top.map(([id]) => id)).execute()
        : [];
      const byId = new Map(names.map((n) => [n.id, n]));
      const totalCalls = [...counts.values()].reduce((n, c) => n + c.calls, 0);
      const totalErrors = [...counts.values()].reduce((n, c) => n + c.errors, 0);
      return {
        range,
        totals: { calls: totalCalls, errors: totalErrors, errorRate: rate(totalErrors, totalCalls), activeAccounts: perAccount.size, signups: signups.reduce((n, s) => n + s.count, 0) },
        series: [...series.values()],
        entries: [...counts.entries()]
          .map(([entry, c]) => ({
            entry,
            calls: c.calls,
            errors: c.errors,
            errorRate: rate(c.errors, c.calls),
            p50Ms: ms(latencyOf.get(entry)?.p50),
            p95Ms: ms(latencyOf.get(entry)?.p95),
            topMessages: (messagesOf.get(entry) ?? []).sort((a, b) => b.count - a.count || a.message.localeCompare(b.message)).slice(0, 3),
          }))
          .sort((a, b) => b.calls - a.calls || a.entry.localeCompare(b.entry)),
        accounts: top.flatMap(([id, c]) => {
          const who = byId.get(id);
          return who ? [{ username: who.username, nama: who.nama, plan: who.plan, calls: c.calls, errors: c.errors }] : [];
        }),
        clients: clients.map((c) => ({ client: c.client as LogClient, calls: c.count })).sort((a, b) => b.calls - a.calls),
        signups: signups.map((s) => ({ date: s.day, count: s.count })),
      };
    },
  };
}
