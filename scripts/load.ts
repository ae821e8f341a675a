/**
 * `npm run load`: the portal's upstream forwarding under load, next to the upstream answering
 * directly, and the embedded API answering a JSON entry (its key checked and its call counted in
 * the store: PGlite in a temp folder, and PostgreSQL too when `DATABASE_URL` and `PORTAL_SECRET`
 * are set), in one run. Everything stays on 127.0.0.1: a tiny JSON upstream (its own process),
 * the portals (their own processes), and autocannon here.
 * Then the request log (scripts/load-request-log.ts): its added latency, a 10 s run of 20
 * connections that must lose no entry across a SIGTERM, the time until an entry is visible, and
 * its storage per 100,000 entries (LOAD_LOG_SECONDS changes the 10 s).
 * Last, the embedded API's start time and resident memory (scripts/load-start.ts): the first start
 * in a new data folder and a start in it again, each at start and after 1,000 calls.
 * Bounded in time and count: LOAD_SECONDS (default 5, at most 30) and LOAD_MAX_REQUESTS
 * (default 50000, at most 200000) per run; LOAD_CONNECTIONS (default 10).
 */
import type { ChildProcess } from 'node:child_process';
import { requestLogLoad } from './load-request-log.ts';
import { startAndMemory } from './load-start.ts';
import { autocannon, connections, freePort, host, maxRequests, seconds, start, table, tempDataDir } from './load-kit.ts';

const upstreamSource = `
const body = JSON.stringify({ status: true, message: 'ok', data: { kota: 'Bandung', suhu: 27 } });
require('node:http').createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '${host}', () => console.log('upstream siap'));
`;

async function measure(label: string, url: string): Promise<string[]> {
  const result = await autocannon({ url, connections, duration: seconds, maxOverallRequests: maxRequests, renderProgressBar: false });
  const errors = result.errors + result.timeouts + result.non2xx;
  return [label, result.requests.average.toFixed(0), String(result.latency.p50), String(result.latency.p99), String(result.requests.total), String(errors), result.duration.toFixed(1)];
}

const children: ChildProcess[] = [];
const data = tempDataDir();
/** The portal before the upstream keeps its request log in a folder of its own. */
const proxyData = tempDataDir();
const key = 'beban-uji';
/** The embedded API with a quota no run can use up and no per-minute limit: the call itself is measured. */
const embeddedEnv = (port: number) => ({ HOST: host, PORT: String(port), LOG_LEVEL: 'error', PORTAL_DEMO_APIKEY: key, PORTAL_DEMO_LIMIT: '1000000000', PORTAL_OFFLINE: '1', RATE_LIMIT_API: '0' });
try {
  const upstreamPort = await freePort();
  children.push(await start('upstream', ['-e', upstreamSource], { PORT: String(upstreamPort) }, 'upstream siap'));
  const upstream = `http://${host}:${upstreamPort}`;
  const portalPort = await freePort();
  // The per-key limit holds in front of an upstream too: off here, so the forwarding itself is measured.
  children.push(
    await start('portal', ['--import', 'tsx', 'src/server/main.ts'], { HOST: host, PORT: String(portalPort), API_UPSTREAM: upstream, LOG_LEVEL: 'error', RATE_LIMIT_API: '0', DATABASE_URL: '', PORTAL_DATA_DIR: proxyData.dir }, 'Portal berjalan di'),
  );
  const embeddedPort = await freePort();
  children.push(await start('portal (PGlite)', ['--import', 'tsx', 'src/server/main.ts'], { ...embeddedEnv(embeddedPort), DATABASE_URL: '', PORTAL_DATA_DIR: data.dir }, 'Portal berjalan di'));
  const postgresPort = process.env.DATABASE_URL ? await freePort() : undefined;
  if (postgresPort) children.push(await start('portal (PostgreSQL)', ['--import', 'tsx', 'src/server/main.ts'], embeddedEnv(postgresPort), 'Portal berjalan di'));
  const path = `/api/proxy/features/cuaca?kota=Bandung&apikey=${key}`;
  console.log(`Uji beban: ${connections} koneksi, tiap jalur paling lama ${seconds} detik atau ${maxRequests} request.`);
  const viaProxy = await measure('lewat proxy portal', `http://${host}:${portalPort}${path}`);
  const direct = await measure('langsung ke upstream', `${upstream}${path}`);
  const embedded = await measure('API bawaan (PGlite)', `http://${host}:${embeddedPort}${path}`);
  const rows = [viaProxy, direct, embedded];
  if (postgresPort) rows.push(await measure('API bawaan (PostgreSQL)', `http://${host}:${postgresPort}${path}`));
  console.log(table([['jalur', 'request/s', 'p50 (ms)', 'p99 (ms)', 'total', 'error', 'durasi (s)'], ...rows]));
} finally {
  for (const child of children) child.kill();
  // The PGlite portal lets go of its folder as it exits.
  await new Promise((resolve) => setTimeout(resolve, 500));
  data.remove();
  proxyData.remove();
}
await requestLogLoad();
await startAndMemory();
