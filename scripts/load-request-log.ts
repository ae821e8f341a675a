/**
 * The request log under load, reported (never asserted): what logging adds to a call (the embedded
 * API with `PORTAL_LOG_DAYS=0` next to the default, interleaved), a 10 s run of 20 connections
 * whose every answered call must be in the log after a SIGTERM and a restart on the same folder,
 * how long until a call is visible in the log, and the storage of 100,000 entries.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { openStore } from '../src/server/store/open-store.ts';
import { repositories } from '../src/server/store/repositories.ts';
import type { LoggedCall } from '../src/server/store/request-log-repository.ts';
import { sql } from 'kysely';
import { autocannon, bounded, freePort, host, start, table, tempDataDir } from './load-kit.ts';

const key = 'beban-log';
const token = 'token-beban-log';
const env = (port: number, dir: string, logDays: string) => ({
  HOST: host,
  PORT: String(port),
  LOG_LEVEL: 'error',
  PORTAL_DEMO_APIKEY: key,
  PORTAL_DEMO_TOKEN: token,
  PORTAL_DEMO_LIMIT: '1000000000',
  PORTAL_OFFLINE: '1',
  RATE_LIMIT_API: '0',
  DATABASE_URL: '',
  PORTAL_DATA_DIR: dir,
  PORTAL_LOG_DAYS: logDays,
});
const path = `/api/proxy/features/cuaca?kota=Bandung&apikey=${key}`;
const runSeconds = bounded(process.env.LOAD_LOG_SECONDS, 10, 30);
const runConnections = 20;

async function portal(name: string, dir: string, logDays: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = await start(name, ['--import', 'tsx', 'src/server/main.ts'], env(port, dir, logDays), 'Portal berjalan di');
  return { child, base: `http://${host}:${port}` };
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
const quotaCount = async (base: string) => (await (await fetch(`${base}/api/proxy/profile?apikey=${key}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.totalreq as number;
const account = async (base: string, route: string) => (await (await fetch(`${base}/api/account/${route}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;

/** Added latency: interleaved rounds of the same call with and without the log. */
async function addedLatency(off: string, on: string): Promise<string[][]> {
  const rows: string[][] = [];
  const sums = { off: { p50: 0, p99: 0 }, on: { p50: 0, p99: 0 } };
  const rounds = 3;
  for (let round = 0; round < rounds; round++) {
    for (const [label, base] of [['off', off], ['on', on]] as const) {
      const result = await autocannon({ url: `${base}${path}`, connections: 10, duration: 3, maxOverallRequests: 100_000, renderProgressBar: false });
      sums[label].p50 += result.latency.p50;
      sums[label].p99 += result.latency.p99;
    }
  }
  for (const label of ['off', 'on'] as const) rows.push([label === 'off' ? 'tanpa log (PORTAL_LOG_DAYS=0)' : 'dengan log', (sums[label].p50 / rounds).toFixed(2), (sums[label].p99 / rounds).toFixed(2)]);
  rows.push(['tambahan karena log', ((sums.on.p50 - sums.off.p50) / rounds).toFixed(2), ((sums.on.p99 - sums.off.p99) / rounds).toFixed(2)]);
  return rows;
}

/** Milliseconds from a call's answer until the log lists it, over a few calls. */
async function visibleAfter(base: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${base}${path}`);
    const id = res.headers.get('x-request-id');
    await res.arrayBuffer();
    const answered = performance.now();
    while ((await account(base, 'requests?limit=1')).items[0]?.id !== id) await new Promise((r) => setTimeout(r, 5));
    times.push(performance.now() - answered);
  }
  return times.sort((a, b) => a - b);
}

/** Bytes the log's tables take after writing 100,000 calls (PGlite in memory, the same SQL as on disk). */
async function storagePer100k(): Promise<{ log: number; daily: number }> {
  const store = await openStore({ kind: 'memory' });
  try {
    const repos = repositories(store);
    const demo = await repos.accounts.create({ username: 'ukur', nama: 'Ukur', password: 'rahasia-ukur', role: 'USER', limit: 1000 });
    const start = Date.now();
    for (let i = 0; i < 100_000; i += 1000) {
      const batch: LoggedCall[] = Array.from({ length: 1000 }, (_, j) => ({
        id: randomUUID(),
        accountId: demo.id,
        at: new Date(start - (i + j) * 20_000),
        method: 'GET',
        entry: j % 3 ? 'cuaca' : 'qrcode',
        path: j % 3 ? '/api/proxy/features/cuaca' : '/api/proxy/tools/qrcode',
        status: j % 10 ? 200 : 400,
        durationMs: 1 + (j % 50) / 10,
        bytesIn: 0,
        bytesOut: 133,
        client: 'curl',
        message: j % 10 ? null : 'Nama kota tidak boleh kosong.',
        inputs: { values: { kota: 'Bandung' }, files: {}, masked: [] },
      }));
      await repos.requestLog.write(batch);
    }
    const size = async (table: string) => Number((await sql<{ n: string }>`select pg_total_relation_size(${table}) as n`.execute(store.db)).rows[0].n);
    return { log: await size('request_log'), daily: await size('request_daily') };
  } finally {
    await store.close();
  }
}

export async function requestLogLoad(): Promise<void> {
  const offDir = tempDataDir();
  const onDir = tempDataDir();
  const children: ChildProcess[] = [];
  try {
    const off = await portal('portal tanpa log', offDir.dir, '0');
    children.push(off.child);
    let on = await portal('portal dengan log', onDir.dir, '30');
    children.push(on.child);
    console.log('\nLog request: latensi per panggilan (rata-rata 3 putaran bergantian, 10 koneksi, 3 detik):');
    console.log(table([['API bawaan (PGlite)', 'p50 (ms)', 'p99 (ms)'], ...(await addedLatency(off.base, on.base))]));
    await stop(off.child);

    // The log may still be writing the rounds above: start from a moment it has caught up with the quota.
    const loggedTotal = async () => (await account(on.base, 'usage?days=1')).days.reduce((n: number, d: { requests: number }) => n + d.requests, 0) as number;
    for (let waited = 0; waited < 10_000 && (await loggedTotal()) !== (await quotaCount(on.base)); waited += 50) await new Promise((r) => setTimeout(r, 50));
    const countedBefore = await quotaCount(on.base);
    const before = await loggedTotal();
    const result = await autocannon({ url: `${on.base}${path}`, connections: runConnections, duration: runSeconds, maxOverallRequests: 2_000_000, renderProgressBar: false });
    const answered = Object.values(result.statusCodeStats).reduce((n, s) => n + s.count, 0);
    const visible = await visibleAfter(on.base);
    // Stopped at once: whatever still waits in the queue must be written on the way out.
    await stop(on.child);
    on = await portal('portal dengan log (setelah restart)', onDir.dir, '30');
    children.push(on.child);
    const counted = (await quotaCount(on.base)) - countedBefore - visible.length;
    const logged = (await loggedTotal()) - before - visible.length;
    console.log(`\n${runSeconds} detik, ${runConnections} koneksi, lalu SIGTERM dan start lagi di folder yang sama:`);
    // autocannon does not count the calls still under way when it stops; the server's quota count does.
    console.log(table([['dijawab (autocannon)', 'dihitung kuota (server)', 'tercatat di log', 'hilang'], [String(answered), String(counted), String(logged), String(Math.max(0, counted - logged, answered - logged))]]));
    console.log(`Terlihat di log setelah jawaban (10 panggilan): p50 ${visible[5].toFixed(0)} ms, maks ${visible.at(-1)?.toFixed(0)} ms.`);
  } finally {
    for (const child of children) child.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    offDir.remove();
    onDir.remove();
  }
  const bytes = await storagePer100k();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(`\nPenyimpanan per 100.000 entri: log ${mb(bytes.log)} MB (dengan indeks), total harian ${mb(bytes.daily)} MB; sekitar ${Math.round(bytes.log / 100_000)} byte per entri.`);
}
