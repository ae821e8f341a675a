/**
 * `npm run load:abuse`: the portal (its own process, embedded API, the default rate limits) under
 * a bounded abuse run on loopback. LOAD_CONNECTIONS connections (default 20) hammer wrong-password
 * logins, the image proxy (a refused address) and one tool (QR code, the demo account's key) for
 * LOAD_SECONDS (default 10, at most 30), each route at most LOAD_MAX_REQUESTS requests. Meanwhile a
 * well-behaved client (one request at a time: the profile call the portal's header makes, not
 * rate-limited) records its latency, first alone, then during the abuse. Reports requests and
 * statuses per route, the client's p50/p99 and the server's resident memory before, during (peak)
 * and after, as Markdown tables. Fails when any answer was a 5xx.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { autocannon, bounded, freePort, host, maxRequests, oneAtATime, rssMb, start, table, tempDataDir, type Result } from './load-kit.ts';

const seconds = bounded(process.env.LOAD_SECONDS, 10, 30);
const connections = bounded(process.env.LOAD_CONNECTIONS, 20, 100);
const apikey = 'kunci-beban-abuse';
const token = 'token-beban-abuse';

interface Route {
  label: string;
  path: string;
  method: string;
  body?: string;
}

const routes: Route[] = [
  { label: 'POST /api/auth/login (sandi salah)', path: '/api/auth/login', method: 'POST', body: JSON.stringify({ username: 'demo', password: 'tebakan' }) },
  { label: 'GET /api/images/proxy (alamat terlarang)', path: `/api/images/proxy?apikey=${apikey}&url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, method: 'GET' },
  { label: 'POST /api/proxy/tools/qrcode', path: `/api/proxy/tools/qrcode?apikey=${apikey}&url=${encodeURIComponent('https://portal.example/abuse')}`, method: 'POST' },
];

/** The connections shared out over the routes, the first ones taking the remainder. */
const share = (i: number) => Math.floor(connections / routes.length) + (i < connections % routes.length ? 1 : 0);

const statuses = (result: Result) =>
  Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(', ');

const clientRow = (phase: string, result: Result) => [phase, String(result.requests.total), String(result.latency.p50), String(result.latency.p99), String(result.latency.max), String(result.non2xx + result.errors + result.timeouts)];

/** Peak resident memory while `work` runs, sampled every 200 ms. */
async function peakRss(pid: number, work: Promise<unknown>): Promise<number> {
  let peak = await rssMb(pid);
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    await sleep(200);
    peak = Math.max(peak, await rssMb(pid));
  }
  return peak;
}

let portal: ChildProcess | undefined;
const data = tempDataDir();
try {
  const port = await freePort();
  const env = { PORTAL_DATA_DIR: data.dir, HOST: host, PORT: String(port), LOG_LEVEL: 'error', PORTAL_OFFLINE: '1', PORTAL_DEMO_APIKEY: apikey, PORTAL_DEMO_TOKEN: token };
  portal = await start('portal', ['--import', 'tsx', 'src/server/main.ts'], env, 'Portal berjalan di');
  const pid = portal.pid as number;
  const base = `http://${host}:${port}`;
  const client = () => oneAtATime(`${base}/api/proxy/profile?apikey=${apikey}`, { authorization: `Bearer ${token}` }, Math.min(seconds, 5));
  console.log(`Uji penyalahgunaan: ${connections} koneksi selama ${seconds} detik (tiap jalur paling banyak ${maxRequests} request), klien wajar 1 koneksi.`);

  await sleep(3_000); // the OCR engine warms up after start: 'before' is the settled server
  const alone = await client();
  const before = await rssMb(pid);

  const abuse = Promise.all(
    routes.map((route, i) =>
      autocannon({
        url: `${base}${route.path}`,
        method: route.method,
        body: route.body,
        headers: route.body ? { 'content-type': 'application/json' } : {},
        connections: share(i),
        duration: seconds,
        maxOverallRequests: maxRequests,
        renderProgressBar: false,
      }),
    ),
  );
  const duringClient = oneAtATime(`${base}/api/proxy/profile?apikey=${apikey}`, { authorization: `Bearer ${token}` }, seconds);
  const during = await peakRss(pid, Promise.all([abuse, duringClient]));
  const [results, wellBehaved] = await Promise.all([abuse, duringClient]);
  await sleep(3_000);
  const after = await rssMb(pid);

  console.log('\n### Rute yang diserang\n');
  console.log(
    table([
      ['rute', 'koneksi', 'request', 'status', '5xx'],
      ...routes.map((route, i) => [route.label, String(share(i)), String(results[i].requests.total), statuses(results[i]), String(results[i]['5xx'])]),
    ]),
  );
  console.log('\n### Klien wajar (GET /api/proxy/profile, satu request sekaligus)\n');
  console.log(table([['fase', 'request', 'p50 (ms)', 'p99 (ms)', 'maks (ms)', 'gagal'], clientRow('sendiri', alone), clientRow('selama serangan', wellBehaved)]));
  console.log('\n### Memori server (RSS)\n');
  console.log(table([['sebelum (MB)', 'selama, puncak (MB)', 'sesudah (MB)'], [String(before), String(during), String(after)]]));
  const serverErrors = results.reduce((sum, result) => sum + result['5xx'], 0) + wellBehaved['5xx'];
  if (serverErrors > 0) {
    console.error(`\n${serverErrors} jawaban 5xx selama serangan.`);
    process.exitCode = 1;
  }
} finally {
  portal?.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  data.remove();
}
