import { sql, type Kysely } from 'kysely';
import type { LogClient } from '../../catalog/account-usage.ts';
import type { AccountSummary, AccountDetail, Overview, OverviewRange } from '../../catalog/operator-api.ts';
import { rangeDays } from '../../catalog/operator-api.ts';
import { utcDay, type Clock } from './clock.ts';
import type { Database } from './schema.ts';

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
        db.selectFrom('api_keys').select(['id', 'created_at', 'expires_at']).where('account_id', '=', row.id).orderBy('created_at', 'desc').execute(),
        db.selectFrom('sessions').select(['created_at', 'last_seen', 'expires_at']).where('account_id', '=', row.id).where('expires_at', '>', now).orderBy('last_seen', 'desc').execute(),
        db.selectFrom('request_log').select(['id', 'at', 'method', 'entry', 'path', 'status', 'duration_ms', 'client']).where('account_id', '=', row.id).orderBy('at', 'desc').orderBy('id', 'desc').limit(20).execute(),
      ]);
      return {
        id: row.id,
        ...summary(row),
        keys: keys.map((k) => ({
          id: k.id,
          createdAt: iso(k.created_at),
          expiresAt: k.expires_at ? iso(k.expires_at) : null,
          state: k.expires_at === null ? 'aktif' : new Date(k.expires_at) > now ? 'tenggang' : 'dicabut',
        })),
        sessions: sessions.map((s) => ({ createdAt: iso(s.created_at), lastSeen: iso(s.last_seen), expiresAt: iso(s.expires_at) })),
        lastCallAt: calls[0] ? iso(calls[0].at) : null,
        recentCalls: calls.map((c) => ({ id: c.id, time: iso(c.at), method: c.method, entry: c.entry, path: c.path, status: c.status, durationMs: Number(c.duration_ms), client: c.client as LogClient })),
      };
    },

    async overview(range) {
      const now = clock();
      const since = new Date(now.getTime() - rangeDays[range] * dayMs);
      const firstDay = utcDay(new Date(now.getTime() - (rangeDays[range] - 1) * dayMs));
      const series = buckets(now, range);
      const counts = new Map<string, { calls: number; errors: number }>();
      const perAccount = new Map<string, { calls: number; errors: number }>();
      const add = <K>(map: Map<K, { calls: number; errors: number }>, key: K, status: number, count: number) => {
        const row = map.get(key) ?? { calls: 0, errors: 0 };
        row.calls += count;
        if (status >= 400) row.errors += count;
        map.set(key, row);
      };
      // Counts: the last 24 hours from the calls themselves (by hour); longer ranges from the daily
      // totals, which outlive the raw log. One grouped pass either way.
      const grouped =
        range === '24h'
          ? await db
              .selectFrom('request_log')
              .select([sql<string>`floor(extract(epoch from at) / 3600)::int::text`.as('bucket'), 'account_id', sql<string>`coalesce(entry, path)`.as('name'), 'status', sql<number>`count(*)::int`.as('count')])
              .where('at', '>', since)
              .groupBy([sql`1`, 'account_id', sql`3`, 'status'])
              .execute()
          : await db
              .selectFrom('request_daily')
              .select([sql<string>`day`.as('bucket'), 'account_id', sql<string>`entry`.as('name'), 'status', sql<number>`sum(count)::int`.as('count')])
              .where('day', '>=', firstDay)
              .groupBy(['day', 'account_id', 'entry', 'status'])
              .execute();
      for (const row of grouped) {
        const bucket = series.get(row.bucket);
        if (bucket) {
          bucket.calls += row.count;
          if (row.status >= 400) bucket.errors += row.count;
        }
        add(counts, row.name, row.status, row.count);
        add(perAccount, row.account_id, row.status, row.count);
      }
      // Latencies, messages and clients need the calls themselves: as far as the raw log reaches.
      const [latencies, messages, clients, signups] = await Promise.all([
        db
          .selectFrom('request_log')
          .select([
            sql<string>`coalesce(entry, path)`.as('name'),
            sql<number>`percentile_cont(0.5) within group (order by duration_ms)`.as('p50'),
            sql<number>`percentile_cont(0.95) within group (order by duration_ms)`.as('p95'),
          ])
          .where('at', '>', since)
          .groupBy(sql`1`)
          .execute(),
        db
          .selectFrom('request_log')
          .select([sql<string>`coalesce(entry, path)`.as('name'), 'message', sql<number>`count(*)::int`.as('count')])
          .where('at', '>', since)
          .where('message', 'is not', null)
          .groupBy([sql`1`, 'message'])
          .execute(),
        db.selectFrom('request_log').select(['client', sql<number>`count(*)::int`.as('count')]).where('at', '>', since).groupBy('client').execute(),
        db
          .selectFrom('accounts')
          .select([sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('count')])
          .where('created_at', '>', since)
          .where('role', '<>', upstreamRole)
          .groupBy(sql`1`)
          .orderBy(sql`1`)
          .execute(),
      ]);
      const latencyOf = new Map(latencies.map((l) => [l.name, l]));
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
