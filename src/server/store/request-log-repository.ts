import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { LogClient, LoggedInputs, LogItem, UsageReport } from '../../catalog/account-usage.ts';
import { utcDay, type Clock } from './clock.ts';
import { copyField, type CopyIn } from './copy-in.ts';
import { compactHours, hourlyRows, rollupInsert, rollupRowsInsert } from './hourly-rollup.ts';
import type { Database, RequestLogTable } from './schema.ts';

/** One call as logged: what the profile's 'Log request' lists (never the key), with its account and time. */
export interface LoggedCall extends Omit<LogItem, 'time' | 'keyId'> {
  accountId: string;
  /** The key that made the call; absent or null when the portal made it (or in upstream mode). */
  keyId?: string | null;
  at: Date;
}

/** Which calls a page of the log holds: newest first, older than `before` (a call's id). */
export interface LogQuery {
  limit: number;
  before?: string;
  entry?: string;
  /** An exact status (`400`) or a class (`4xx`). */
  status?: string;
  /** The id of the key that made the calls. */
  key?: string;
}

export interface RequestLogRepository {
  /** Writes a batch of calls and adds them to the daily totals, in one transaction. */
  write(calls: LoggedCall[]): Promise<void>;
  /** A page of the account's own calls. */
  list(accountId: string, query: LogQuery): Promise<LoggedCall[]>;
  /** The account's calls over the last `days` days (1: the last 24 hours, by hour). */
  usage(accountId: string, days: number): Promise<UsageReport>;
  /**
   * For each question, how many of the account's calls of its entry since `since` it concerns: all
   * of them, or only those that lacked an input, carried one, or sent one value. Answers in order.
   */
  callsConcerned(accountId: string, since: Date, questions: readonly CallQuestion[]): Promise<number[]>;
  /** The same questions over every account's calls: for each, the count of each account that has one (the operator's view). */
  callsConcernedByAccount(since: Date, questions: readonly CallQuestion[]): Promise<Map<string, number>[]>;
  /** Drops calls older than `logDays` and daily totals older than `dailyDays`; answers how many rows went. */
  prune(logDays: number, dailyDays: number): Promise<number>;
}

/** Which calls of an entry a question counts, judged by the inputs the log kept (values, file names, masked names). */
export interface CallQuestion {
  entry: string;
  only?: { lacking: string } | { carrying: string } | { sending: { input: string; value: string } };
}

const dayMs = 86_400_000;
const hourMs = 3_600_000;
const isError = (status: number) => status >= 400;

function statusRange(status: string): [number, number] {
  const match = /^([1-5])xx$/i.exec(status);
  if (match) return [Number(match[1]) * 100, Number(match[1]) * 100 + 99];
  return [Number(status), Number(status)];
}

/** The days (or hours) of a range, oldest first, each with zero calls until counted. */
function emptyBuckets(now: Date, days: number): Map<string, { date: string; requests: number; errors: number }> {
  const buckets = new Map<string, { date: string; requests: number; errors: number }>();
  if (days === 1) {
    const hour = Math.floor(now.getTime() / hourMs);
    for (let h = hour - 23; h <= hour; h++) {
      const date = new Date(h * hourMs).toISOString().replace(/:00\.000Z$/, ':00Z');
      buckets.set(String(h), { date, requests: 0, errors: 0 });
    }
  } else {
    for (let d = days - 1; d >= 0; d--) {
      const date = utcDay(new Date(now.getTime() - d * dayMs));
      buckets.set(date, { date, requests: 0, errors: 0 });
    }
  }
  return buckets;
}

function toCall(row: Selectable<RequestLogTable>): LoggedCall {
  return {
    id: row.id,
    accountId: row.account_id,
    at: new Date(row.at),
    method: row.method,
    entry: row.entry,
    path: row.path,
    status: row.status,
    durationMs: Number(row.duration_ms),
    bytesIn: row.bytes_in,
    bytesOut: row.bytes_out,
    client: row.client as LogClient,
    message: row.message,
    inputs: (typeof row.inputs === 'string' ? JSON.parse(row.inputs) : row.inputs) as LoggedInputs,
    ...(row.key_id !== null && { keyId: row.key_id }),
  };
}

/** A batch's daily totals per account, day, entry and status (the rows of `request_daily` to add). */
function dailyRows(calls: readonly LoggedCall[]): { account_id: string; day: string; entry: string; status: number; count: number }[] {
  const rows = new Map<string, { account_id: string; day: string; entry: string; status: number; count: number }>();
  for (const call of calls) {
    const day = utcDay(call.at);
    const entry = call.entry ?? call.path;
    const key = `${call.accountId}\u0000${day}\u0000${entry}\u0000${call.status}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { account_id: call.accountId, day, entry, status: call.status, count: 1 });
  }
  return [...rows.values()];
}

/** A call as a line of COPY's text format, its fields in `logColumns`' order (ids, times and numbers need no escaping). */
const copyLine = (c: LoggedCall): string =>
  `${c.id}\t${c.accountId}\t${c.at.toISOString()}\t${copyField(c.method)}\t${copyField(c.entry)}\t${copyField(c.path)}\t${c.status}\t${c.durationMs}\t${c.bytesIn}\t${c.bytesOut}\t${copyField(c.client)}\t${copyField(c.message)}\t${copyField(JSON.stringify(c.inputs))}\t${copyField(c.keyId ?? null)}\n`;

/** Adds a batch's daily totals, counted here (`dailyRows`), when `when` holds. */
const dailyRowsInsert = (calls: readonly LoggedCall[], when: RawBuilder<unknown>) => sql`
  insert into request_daily (account_id, day, entry, status, count)
  select account_id, day, entry, status, count from json_populate_recordset(null::request_daily, ${JSON.stringify(dailyRows(calls))}::json)
  where ${when}
  on conflict (account_id, day, entry, status) do update set count = request_daily.count + excluded.count`;

const logColumns = ['id', 'account_id', 'at', 'method', 'entry', 'path', 'status', 'duration_ms', 'bytes_in', 'bytes_out', 'client', 'message', 'inputs', 'key_id'] as const;

/** A unique violation: some call of the batch is already there (the batch was written before). */
const isDuplicate = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * With `copyIn` (PGlite), a batch's calls are loaded with COPY and their totals added in the same
 * transaction: about half the cost a call of the `INSERT` below. A batch already written in part
 * (retried after an unclear failure) makes COPY fail whole, and goes through the `INSERT`, which
 * skips what is there and totals only the rest.
 */
export function requestLogRepository(db: Kysely<Database>, clock: Clock, copyIn?: CopyIn): RequestLogRepository {
  /** Whether the log's inputs (values, file names, masked names) hold this input. */
  const sent = (input: string) =>
    sql<boolean>`(jsonb_exists(inputs->'values', ${input}) or jsonb_exists(inputs->'files', ${input}) or jsonb_exists(inputs->'masked', ${input}))`;
  /** Which of an entry's calls a narrowed question concerns: those that lacked an input, carried one, or sent one value. */
  const narrowedBy = (only: NonNullable<CallQuestion['only']>) =>
    'lacking' in only ? sql<boolean>`not ${sent(only.lacking)}` : 'carrying' in only ? sent(only.carrying) : sql<boolean>`inputs->'values'->>${only.sending.input} = ${only.sending.value}`;
  /**
   * Each question's calls since `since`, per account (only `accountId`'s when named), in at most
   * two passes over the period: the calls of every asked entry grouped by account and entry, then
   * one filtered count per narrowed question over the entries those name. (A filtered count for
   * every question took 13 s at a million calls on PGlite; a query per question, longer.)
   */
  const countsByAccount = async (since: Date, questions: readonly CallQuestion[], accountId?: string): Promise<Map<string, number>[]> => {
    const answers = questions.map(() => new Map<string, number>());
    const period = (entries: Iterable<string>) => {
      const q = db.selectFrom('request_log').where('at', '>=', since).where('entry', 'in', [...new Set(entries)]);
      return accountId === undefined ? q : q.where('account_id', '=', accountId);
    };
    const whole = new Map<string, number[]>();
    const narrowed: { i: number; entry: string; only: NonNullable<CallQuestion['only']> }[] = [];
    questions.forEach(({ entry, only }, i) => (only ? narrowed.push({ i, entry, only }) : whole.set(entry, [...(whole.get(entry) ?? []), i])));
    if (whole.size > 0) {
      const rows = await period(whole.keys()).select(['account_id', 'entry', (eb) => eb.fn.countAll<string>().as('n')]).groupBy(['account_id', 'entry']).execute();
      for (const row of rows) for (const i of whole.get(row.entry ?? '') ?? []) answers[i]!.set(row.account_id, Number(row.n));
    }
    if (narrowed.length > 0) {
      const rows = await period(narrowed.map((q) => q.entry))
        .select('account_id')
        .select(narrowed.map(({ i, entry, only }) => sql<string>`count(*) filter (where entry = ${entry} and ${narrowedBy(only)})`.as(`q${i}`)))
        .groupBy('account_id')
        .execute();
      for (const row of rows as (Record<string, unknown> & { account_id: string })[]) {
        for (const { i } of narrowed) {
          const n = Number(row[`q${i}`] ?? 0);
          if (n > 0) answers[i]!.set(row.account_id, n);
        }
      }
    }
    return answers;
  };
  const insert = async (calls: readonly LoggedCall[]): Promise<void> => {
    // One statement, so one commit: the calls, their daily totals and the overview's hourly
    // rollup go in together. The rows travel as one JSON parameter, expanded by
    // json_populate_recordset: thirteen bound parameters per call cost PGlite about twice as
    // much per row. The totals are counted here, and added only when every call of the batch
    // was new; when some were already there (a batch retried after an unclear failure),
    // PostgreSQL totals just the rows it inserted, so no call is counted twice.
    const rows = calls.map((c) => ({
      id: c.id,
      account_id: c.accountId,
      at: c.at.toISOString(),
      method: c.method,
      entry: c.entry,
      path: c.path,
      status: c.status,
      duration_ms: c.durationMs,
      bytes_in: c.bytesIn,
      bytes_out: c.bytesOut,
      client: c.client,
      message: c.message,
      inputs: c.inputs,
      key_id: c.keyId ?? null,
    }));
    const columns = sql.join(logColumns.map((c) => sql.ref(c)));
    const allNew = sql`(select n = ${calls.length} from whole)`;
    await sql`
      with inserted as (
        insert into request_log (${columns})
        select ${columns} from json_populate_recordset(null::request_log, ${JSON.stringify(rows)}::json)
        on conflict (id) do nothing
        returning account_id, at, entry, path, status, duration_ms, client, message
      ), whole as (select count(*)::integer as n from inserted),
      daily_counted as (${dailyRowsInsert(calls, allNew)}), daily_inserted as (
        insert into request_daily (account_id, day, entry, status, count)
        select account_id, to_char(at at time zone 'UTC', 'YYYY-MM-DD'), coalesce(entry, path), status, count(*)::integer from inserted where not ${allNew} group by 1, 2, 3, 4
        on conflict (account_id, day, entry, status) do update set count = request_daily.count + excluded.count
      ), hourly_counted as (${rollupRowsInsert(hourlyRows(calls), allNew)})
      ${rollupInsert(sql`not ${allNew}`)}`.execute(db);
  };
  return {
    async write(calls) {
      if (calls.length === 0) return;
      if (!copyIn) return insert(calls);
      // The totals go in the same transaction, after the rows: counted here, like the INSERT's.
      const totals = sql`with daily_counted as (${dailyRowsInsert(calls, sql`true`)}), hourly_counted as (${rollupRowsInsert(hourlyRows(calls), sql`true`)}) select 1`.compile(db);
      try {
        await copyIn({ table: 'request_log', columns: logColumns, text: calls.map(copyLine).join(''), then: totals });
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        await insert(calls);
      }
    },

    async list(accountId, query) {
      let q = db.selectFrom('request_log').selectAll().where('account_id', '=', accountId);
      if (query.entry) q = q.where((eb) => eb.or([eb('entry', '=', query.entry ?? ''), eb('path', '=', query.entry ?? '')]));
      if (query.key) q = q.where('key_id', '=', query.key);
      if (query.status) {
        const [low, high] = statusRange(query.status);
        q = q.where('status', '>=', low).where('status', '<=', high);
      }
      if (query.before) {
        const cursor = await db.selectFrom('request_log').select(['at', 'id']).where('id', '=', query.before).where('account_id', '=', accountId).executeTakeFirst();
        if (!cursor) return [];
        q = q.where((eb) => eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('id', '<', cursor.id)])]));
      }
      const rows = await q.orderBy('at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
      return rows.map(toCall);
    },

    async callsConcerned(accountId, since, questions) {
      return (await countsByAccount(since, questions, accountId)).map((counts) => counts.get(accountId) ?? 0);
    },

    callsConcernedByAccount: (since, questions) => countsByAccount(since, questions),

    async usage(accountId, days) {
      const now = clock();
      const since = new Date(now.getTime() - days * dayMs);
      const buckets = emptyBuckets(now, days);
      const byStatus = new Map<number, number>();
      const byEntry = new Map<string, UsageReport['byEntry'][number]>();
      const addEntry = (entry: string, status: number, count: number) => {
        const row = byEntry.get(entry) ?? { entry, requests: 0, errors: 0, p50Ms: null, p95Ms: null };
        row.requests += count;
        if (isError(status)) row.errors += count;
        byEntry.set(entry, row);
      };
      if (days === 1) {
        // The last 24 hours come from the calls themselves, by hour (epoch hours: no time zone involved).
        const rows = await db
          .selectFrom('request_log')
          .select([sql<number>`floor(extract(epoch from at) / 3600)::int`.as('hour'), sql<string>`coalesce(entry, path)`.as('name'), 'status', sql<number>`count(*)::int`.as('count')])
          .where('account_id', '=', accountId)
          .where('at', '>', since)
          .groupBy([sql`1`, sql`2`, 'status'])
          .execute();
        for (const row of rows) {
          const bucket = buckets.get(String(row.hour));
          if (bucket) {
            bucket.requests += row.count;
            if (isError(row.status)) bucket.errors += row.count;
          }
          byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
          addEntry(row.name, row.status, row.count);
        }
      } else {
        const rows = await db
          .selectFrom('request_daily')
          .select(['day', 'entry', 'status', 'count'])
          .where('account_id', '=', accountId)
          .where('day', '>=', utcDay(new Date(now.getTime() - (days - 1) * dayMs)))
          .execute();
        for (const row of rows) {
          const bucket = buckets.get(row.day);
          if (bucket) {
            bucket.requests += row.count;
            if (isError(row.status)) bucket.errors += row.count;
          }
          byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
          addEntry(row.entry, row.status, row.count);
        }
      }
      // Latencies need the calls themselves: they cover the range as far as the raw log reaches.
      const latencies = await db
        .selectFrom('request_log')
        .select([
          sql<string>`coalesce(entry, path)`.as('name'),
          sql<number>`percentile_cont(0.5) within group (order by duration_ms)`.as('p50'),
          sql<number>`percentile_cont(0.95) within group (order by duration_ms)`.as('p95'),
        ])
        .where('account_id', '=', accountId)
        .where('at', '>', since)
        .groupBy(sql`1`)
        .execute();
      for (const row of latencies) {
        const entry = byEntry.get(row.name);
        if (entry) {
          entry.p50Ms = Math.round(Number(row.p50) * 10) / 10;
          entry.p95Ms = Math.round(Number(row.p95) * 10) / 10;
        }
      }
      return {
        days: [...buckets.values()],
        byEntry: [...byEntry.values()].sort((a, b) => b.requests - a.requests || a.entry.localeCompare(b.entry)),
        byStatus: [...byStatus.entries()].map(([status, count]) => ({ status, count })).sort((a, b) => a.status - b.status),
      };
    },

    async prune(logDays, dailyDays) {
      const now = clock().getTime();
      const raw = await db.deleteFrom('request_log').where('at', '<', new Date(now - logDays * dayMs)).executeTakeFirst();
      const daily = await db.deleteFrom('request_daily').where('day', '<', utcDay(new Date(now - dailyDays * dayMs))).executeTakeFirst();
      // The overview's hours before yesterday become days (its own first read of a day does it otherwise).
      await compactHours(Math.floor(now / dayMs) * 24 - 24).execute(db);
      const hourly = await db.deleteFrom('request_hourly').where('hour', '<', Math.floor((now - dailyDays * dayMs) / hourMs)).executeTakeFirst();
      return Number(raw.numDeletedRows) + Number(daily.numDeletedRows) + Number(hourly.numDeletedRows);
    },
  };
}
