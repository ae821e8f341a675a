/**
 * `npm run load:prism`: the embedded API (PGlite store and request log on) between the two
 * servers it is judged against, on the same request (`GET features/cuaca`), 20 connections:
 * - a bare Fastify route in the same node answering the same JSON (scripts/bench/bare-fastify.ts):
 *   the stack's own ceiling, what the portal's own work per call costs is read against it;
 * - Stoplight Prism's mock on the same exported document (`prism mock docs/openapi.json`), what a
 *   developer would otherwise pick to mock this API.
 * Runs are interleaved (portal, bare, Prism, portal...) so a busy moment of the machine hurts all
 * alike; medians are reported. Before them, the portal's memory at start and after 100,000 calls.
 * `PORTAL_BEFORE=<folder>`: another checkout of the portal (built with `npm run build:server`)
 * joins the rounds, for a before and after in one run.
 * `LOAD_DATABASE_URL=<empty PostgreSQL database>`: the portal on PostgreSQL (what several instances
 * share) joins the rounds too, its database on the same machine.
 * Prism is not a dependency of the portal: install it anywhere (`npm install --prefix /tmp/prism
 * @stoplight/prism-cli`) and name its binary in `PRISM_BIN`.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { autocannon, bounded, freePort, host, root, rssMb, seconds, start, table, tempDataDir } from './load-kit.ts';

const prismBin = process.env.PRISM_BIN ?? '';
if (!prismBin || !existsSync(prismBin)) {
  console.error('PRISM_BIN belum menunjuk ke program prism. Pasang di luar proyek, misalnya:\n  npm install --prefix /tmp/prism @stoplight/prism-cli\n  PRISM_BIN=/tmp/prism/node_modules/.bin/prism npm run load:prism');
  process.exit(1);
}
const before = process.env.PORTAL_BEFORE ? resolve(process.env.PORTAL_BEFORE) : undefined;
if (before && !existsSync(join(before, 'dist-server', 'server', 'main.js'))) {
  console.error(`PORTAL_BEFORE (${before}) belum dibangun: jalankan \`npm run build:server\` di sana.`);
  process.exit(1);
}
const rounds = bounded(process.env.LOAD_ROUNDS, 3, 10);
const connections = 20;
const memoryCalls = 100_000;
const path = '/api/proxy/features/cuaca?kota=Bandung&apikey=beban-uji';

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Run> {
  const result = await autocannon({ url, connections, duration: seconds, maxOverallRequests: 1_000_000, renderProgressBar: false });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const children: ChildProcess[] = [];
const folders: (() => void)[] = [];

/** A built portal (this checkout's or `PORTAL_BEFORE`'s) on a fresh PGlite folder as a developer runs it, or on a PostgreSQL database. */
async function portal(name: string, cwd: string, databaseUrl = ''): Promise<{ url: string; pid: number }> {
  const data = tempDataDir();
  folders.push(data.remove);
  const port = await freePort();
  const env = { HOST: host, PORT: String(port), LOG_LEVEL: 'error', PORTAL_OFFLINE: '1', PORTAL_DATA_DIR: data.dir, DATABASE_URL: databaseUrl, PORTAL_SECRET: databaseUrl ? 'rahasia-beban-postgresql' : '', REDIS_URL: '', PORTAL_DEMO_APIKEY: 'beban-uji', PORTAL_DEMO_LIMIT: '100000000', RATE_LIMIT_API: '0' };
  const child = await start(name, [join(cwd, 'dist-server', 'server', 'main.js')], env, 'Portal berjalan di', cwd);
  children.push(child);
  return { url: `http://${host}:${port}${path}`, pid: child.pid ?? 0 };
}

try {
  const now = await portal('portal', root);
  const targets: Record<string, string> = { 'API bawaan (PGlite, log aktif)': now.url };
  if (before) targets['API bawaan, sebelum'] = (await portal('portal (sebelum)', before)).url;
  if (process.env.LOAD_DATABASE_URL) targets['API bawaan (PostgreSQL, log aktif)'] = (await portal('portal (PostgreSQL)', root, process.env.LOAD_DATABASE_URL)).url;
  const barePort = await freePort();
  children.push(await start('bare', ['--import', 'tsx', join('scripts', 'bench', 'bare-fastify.ts')], { HOST: host, PORT: String(barePort) }, 'Fastify polos di'));
  targets['Fastify polos (batas tumpukan)'] = `http://${host}:${barePort}${path}`;
  const prismPort = await freePort();
  children.push(await start('prism', [prismBin, 'mock', '-h', host, '-p', String(prismPort), join(root, 'docs', 'openapi.json')], { NODE_OPTIONS: '' }, 'Prism is listening'));
  targets['Prism mock'] = `http://${host}:${prismPort}${path}`;

  const atStart = await rssMb(now.pid);
  await autocannon({ url: now.url, connections, duration: 600, maxOverallRequests: memoryCalls, renderProgressBar: false });
  console.log(`Memori portal (RSS): ${atStart} MB saat mulai, ${await rssMb(now.pid)} MB setelah ${memoryCalls.toLocaleString('id-ID')} panggilan.`);

  const runs = new Map<string, Run[]>(Object.keys(targets).map((name) => [name, []]));
  console.log(`${Object.keys(targets).length} server bergantian: ${rounds} putaran × ${seconds} detik, ${connections} koneksi, GET features/cuaca.`);
  for (let i = 0; i < rounds; i++) for (const [name, url] of Object.entries(targets)) runs.get(name)?.push(await measure(url));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const bare = median(runs.get('Fastify polos (batas tumpukan)')?.map((r) => r.rps) ?? []);
  const prism = median(runs.get('Prism mock')?.map((r) => r.rps) ?? []);
  const rows = [...runs].map(([label, list]) => {
    const rps = median(list.map((r) => r.rps));
    return [label, rps.toFixed(0), String(median(list.map((r) => r.p50))), String(median(list.map((r) => r.p99))), (rps / bare).toFixed(2), `${(rps / prism).toFixed(1)}×`, String(list.reduce((n, r) => n + r.errors, 0))];
  });
  console.log(table([['server', 'request/s (median)', 'p50 (ms)', 'p99 (ms)', '÷ Fastify polos', '÷ Prism', 'error'], ...rows]));
} finally {
  for (const child of children) child.kill();
  // A folder is removed once its portal has let go of it.
  await new Promise((done) => setTimeout(done, 500));
  for (const remove of folders) remove();
}
