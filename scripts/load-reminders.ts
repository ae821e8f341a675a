/**
 * `npm run load:reminders`: 1,000 reminders due in the same minute, delivered by the portal's
 * engine (PGlite in a temp folder, on its thread, as `npm start` runs it) to a receiver on
 * loopback. Reports lateness p50/p95/max (target p95 ≤ 2 s), that each arrived exactly once, the
 * first retry's time against the schedule (20 % of receivers answer 500; target ±10 %), and the
 * API's own p99 idle and while the burst is delivered (target: within +2 ms).
 * The API is probed at a steady LOAD_REMINDERS_RATE calls a second (default 200) from well before
 * the due minute until the retries are in: its p99 while the reminders are delivered (due minute
 * to last arrival) is read against the pooled idle p99 and the spread of idle windows as long as
 * the burst. LOAD_REMINDERS_RATE=0 probes as fast as the API answers (4 connections), as the first
 * measurements did: then the probe and the delivery share the cores, and both the lateness and the
 * p99 mostly show that sharing.
 * The server runs in this process, the receivers and the probe in processes of their own
 * (scripts/bench/webhook-receiver.ts, scripts/bench/api-probe.ts), as a developer's server and
 * client would be: the numbers include their competition for the same cores, but neither's own
 * work waits on the server's event loop. LOAD_REMINDERS (default 1000, at most 2000) changes the count.
 * On Linux it also reports the server's thread over the burst's first 2 s: the CPU it ran (the
 * delivery's share of it is what the API's answers queue behind) and how long it waited for a core.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../src/server/app.ts';
import { reminderEngineOf, defaultDeliveryPolicy } from '../src/server/reminders/index.ts';
import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bounded, host, root, table, tempDataDir } from './load-kit.ts';

const run = promisify(execFile);

const total = bounded(process.env.LOAD_REMINDERS, 1000, 2000);
const perAccount = 200;
const failingShare = 0.2;
const rate = Number(process.env.LOAD_REMINDERS_RATE ?? 200);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const arrivals = new Map<string, number[]>();
const receiver = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'webhook-receiver.ts')], { cwd: root, env: { ...process.env, HOST: host }, stdio: ['ignore', 'pipe', 'inherit'] });
// The receivers go with this process, however it ends.
process.once('exit', () => receiver.kill());
const receiverPort = await new Promise<number>((resolve, reject) => {
  let pending = '';
  receiver.once('exit', (code) => reject(new Error(`penerima berhenti (kode ${code})`)));
  receiver.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [first, second] = line.split(' ');
      if (first === 'siap') resolve(Number(second));
      else if (first && second) arrivals.set(first, [...(arrivals.get(first) ?? []), Number(second)]);
    }
  });
});
const receiverUrl = `http://${host}:${receiverPort}`;

const data = tempDataDir();
// LOAD_REMINDERS_BATCH and LOAD_REMINDERS_IN_FLIGHT try other pump sizes (default: the engine's own, 25 and 100).
const pump = { batchSize: Number(process.env.LOAD_REMINDERS_BATCH) || undefined, maxInFlight: Number(process.env.LOAD_REMINDERS_IN_FLIGHT) || undefined };
const app = await buildServer({ distDir: null, defaultLimit: 100_000_000, store: { kind: 'pglite', dataDir: data.dir }, reminders: { run: true, allow: [`${host}/32`], ...pump } });
await app.listen({ host, port: 0 });
const base = `http://${host}:${(app.server.address() as AddressInfo).port}`;

// Due at the start of a minute at least 75 s away: time to subscribe, then measure idle.
const dueAt = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
const hhmm = new Date(dueAt.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

let apikey = '';
const failingUrls = new Set<string>();
for (let i = 0; i < total; i++) {
  if (i % perAccount === 0) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: `beban${i}`, password: 'rahasia-panjang-1', nama: 'Beban' } });
    apikey = (res.json() as { data: { apikey: string } }).data.apikey;
  }
  const failing = i < total * failingShare;
  const webhookUrl = `${receiverUrl}/${failing ? 'fail' : 'ok'}/${i}`;
  if (failing) failingUrls.add(webhookUrl);
  const res = await app.inject({ method: 'POST', url: `/api/proxy/reminders/webhook/weather?apikey=${apikey}`, payload: { webhookUrl, kota: 'Jakarta', waktu: [hhmm] } });
  if (res.statusCode !== 200) throw new Error(`langganan ${i}: ${res.body}`);
}
console.log(`${total} langganan cuaca untuk ${hhmm} WIB (${dueAt.toISOString()}), ${failingUrls.size} penerima menjawab 500`);

type Answer = [arrivedAt: number, latencyMs: number, status: number];
const probe = async (seconds: number): Promise<{ answers: Answer[] }> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'api-probe.ts'), `${base}/api/proxy/features/cuaca?kota=Jakarta&apikey=${apikey}`, String(seconds), String(rate)], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as { answers: Answer[] };
};
// Warm first (the first seconds of a fresh server answer slower while its code compiles), then
// one probe from well before the due minute until after the retries: the idle stretch is cut
// into windows as long as the burst, so the burst's p99 is read against the spread of idle ones.
await probe(3);
await reminderEngineOf(app)?.planNow();
const probeStart = Date.now();
// The server's thread (this process's main thread) from /proc: time run and time waiting for a core, in ns.
const serverThread = (): [number, number] | null => {
  try {
    const [run, wait] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ').map(Number);
    return [run, wait];
  } catch {
    return null;
  }
};
let burstStart: [number, number] | null = null;
let burstThread = '-';
setTimeout(() => (burstStart = serverThread()), dueAt.getTime() - Date.now());
setTimeout(() => {
  const end = serverThread();
  if (burstStart && end) burstThread = `${Math.round((end[0] - burstStart[0]) / 1e6)} / ${Math.round((end[1] - burstStart[1]) / 1e6)} ms`;
}, dueAt.getTime() + 2_000 - Date.now());
const probing = probe(Math.ceil((dueAt.getTime() + 12_000 - probeStart) / 1000));
// The first retry is 5 s after a failure: wait for it, and a little more.
const deadline = dueAt.getTime() + 60_000;
const expected = total + failingUrls.size;
while ([...arrivals.values()].reduce((n, a) => n + a.length, 0) < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
const { answers } = await probing;
const lastArrival = Math.max(...[...arrivals.values()].flat());
const burstMs = Math.max(1_000, lastArrival - dueAt.getTime());
const p99 = (list: Answer[]) => Math.round(quantile(list.map((a) => a[1]).sort((a, b) => a - b), 0.99) * 10) / 10;
const within = (from: number, to: number) => answers.filter(([at]) => at >= from && at < to);
const busy = within(dueAt.getTime(), lastArrival + 1);
const idleFrom = probeStart + 1_000;
const idleTo = dueAt.getTime() - 500;
const idle = within(idleFrom, idleTo);
const idleWindows: number[] = [];
for (let from = idleFrom; from + burstMs <= idleTo; from += burstMs) idleWindows.push(p99(within(from, from + burstMs)));
idleWindows.sort((a, b) => a - b);
const failed = (list: Answer[]) => list.filter(([, , status]) => status >= 400).length;

const firsts = [...arrivals.values()].map((a) => a[0] - dueAt.getTime()).sort((a, b) => a - b);
const repeats = [...arrivals.values()].filter((a) => a.length > 1);
const gaps = repeats.map((a) => a[1] - a[0]).sort((a, b) => a - b);
const schedule = defaultDeliveryPolicy.retrySchedule[0] * 1000;
const outside = gaps.filter((g) => Math.abs(g - schedule) > schedule * 0.1).length;
const okOnce = [...arrivals.values()].filter((a) => a.length === 1).length;

console.log(
  table([
    ['Ukuran', 'Nilai'],
    ['Pengingat tiba (webhook-id berbeda)', `${arrivals.size} dari ${total}`],
    ['Keterlambatan p50 / p95 / maks (ms)', `${quantile(firsts, 0.5)} / ${quantile(firsts, 0.95)} / ${firsts.at(-1)}`],
    ['Penerima sehat: tiba tepat sekali', `${okOnce} dari ${total - failingUrls.size}`],
    [`Percobaan ulang pertama (jadwal ${schedule} ms): p50 / maks`, `${quantile(gaps, 0.5)} / ${gaps.at(-1)} ms (${gaps.length} dari ${failingUrls.size}; di luar ±10 %: ${outside})`],
    [`p99 API diam / saat burst (ms; ${rate > 0 ? `${rate} panggilan/s` : 'secepatnya'})`, `${p99(idle)} / ${p99(busy)}`],
    [`p99 API per jendela diam ${(burstMs / 1000).toFixed(1)} s: min–maks (${idleWindows.length} jendela)`, `${idleWindows[0]}–${idleWindows.at(-1)} ms`],
    ['Panggilan API diam / saat burst', `${idle.length} / ${busy.length}`],
    ['Galat API diam / saat burst', `${failed(idle)} / ${failed(busy)}`],
    ['Thread server, 2 s pertama burst: CPU / menunggu core', burstThread],
  ]),
);
await app.close();
receiver.kill();
data.remove();
