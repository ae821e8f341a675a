/**
 * `npm run load:reminders`: 1,000 reminders due in the same minute, delivered by the portal's
 * engine (PGlite in a temp folder, on its thread, as `npm start` runs it) to a receiver on
 * loopback. Reports lateness p50/p95/max (target p95 ≤ 2 s), that each arrived exactly once, the
 * first retry's time against the schedule (20 % of receivers answer 500; target ±10 %), and the
 * API's own p99 idle and while the burst is delivered (target: within +2 ms).
 * The API is probed at a steady LOAD_REMINDERS_RATE calls a second (default 200): its p99 is how
 * long a developer's call waits behind the delivery's work. LOAD_REMINDERS_RATE=0 probes as fast as
 * the API answers (4 connections), as the first measurements did: then the probe and the delivery
 * share the cores, and both the lateness and the p99 mostly show that sharing.
 * The server and the receiver run in this process, the probe in one of its own
 * (scripts/bench/api-probe.ts): the numbers include their competition for the same cores, but the
 * probe's own work never waits on the server's event loop. LOAD_REMINDERS (default 1000, at most 2000) changes the count.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../src/server/app.ts';
import { reminderEngineOf, defaultDeliveryPolicy } from '../src/server/reminders/index.ts';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bounded, host, root, table, tempDataDir, type Result } from './load-kit.ts';

const run = promisify(execFile);

const total = bounded(process.env.LOAD_REMINDERS, 1000, 2000);
const perAccount = 200;
const failingShare = 0.2;
const rate = Number(process.env.LOAD_REMINDERS_RATE ?? 200);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const arrivals = new Map<string, number[]>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const id = String(req.headers['webhook-id']);
    arrivals.set(id, [...(arrivals.get(id) ?? []), Date.now()]);
    res.statusCode = req.url?.startsWith('/fail') ? 500 : 204;
    res.end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, host, resolve));
const receiverUrl = `http://${host}:${(receiver.address() as AddressInfo).port}`;

const data = tempDataDir();
const app = await buildServer({ distDir: null, defaultLimit: 100_000_000, store: { kind: 'pglite', dataDir: data.dir }, reminders: { run: true, allow: [`${host}/32`] } });
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

const probe = async (duration: number): Promise<Result> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'bench', 'api-probe.ts'), `${base}/api/proxy/features/cuaca?kota=Jakarta&apikey=${apikey}`, String(duration), String(rate)], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as Result;
};
const idle = await probe(5);
await reminderEngineOf(app)?.planNow();
const wait = dueAt.getTime() - Date.now() - 1_000;
if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
const busy = await probe(6);
// The first retry is 5 s after a failure: wait for it, and a little more.
const deadline = Date.now() + 60_000;
const expected = total + failingUrls.size;
while ([...arrivals.values()].reduce((n, a) => n + a.length, 0) < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));

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
    [`p99 API diam / saat burst (ms; ${rate > 0 ? `${rate} panggilan/s` : 'secepatnya'})`, `${idle.latency.p99} / ${busy.latency.p99}`],
    ['Panggilan API diam / saat burst', `${idle.requests.total} / ${busy.requests.total}`],
    ['Galat API diam / saat burst', `${idle.errors + idle.non2xx} / ${busy.errors + busy.non2xx}`],
  ]),
);
await app.close();
receiver.close();
data.remove();
