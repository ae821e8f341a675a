/**
 * `npm run load`: the portal's upstream forwarding under load, next to the upstream answering
 * directly, in one run. Everything stays on 127.0.0.1: a tiny JSON upstream (its own process),
 * the portal in upstream mode pointing at it (its own process), and autocannon here.
 * Bounded in time and count: LOAD_SECONDS (default 5, at most 30) and LOAD_MAX_REQUESTS
 * (default 50000, at most 200000) per run; LOAD_CONNECTIONS (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total: number;
}
interface Result {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; maxOverallRequests: number; renderProgressBar?: boolean }) => Promise<Result>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';

function bounded(raw: string | undefined, fallback: number, max: number): number {
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
}
const seconds = bounded(process.env.LOAD_SECONDS, 5, 30);
const maxRequests = bounded(process.env.LOAD_MAX_REQUESTS, 50_000, 200_000);
const connections = bounded(process.env.LOAD_CONNECTIONS, 10, 100);

/** A port free on loopback right now (bound, then released for the child to take). */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts a child and waits until its output contains `ready`. */
function start(name: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} tidak siap dalam 30 detik:\n${output}`)), 30_000);
    const watch = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout?.on('data', watch);
    child.stderr?.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} berhenti (kode ${code}):\n${output}`));
    });
  });
}

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

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

const children: ChildProcess[] = [];
try {
  const upstreamPort = await freePort();
  children.push(await start('upstream', ['-e', upstreamSource], { PORT: String(upstreamPort) }, 'upstream siap'));
  const upstream = `http://${host}:${upstreamPort}`;
  const portalPort = await freePort();
  children.push(
    await start('portal', ['--import', 'tsx', 'src/server/main.ts'], { HOST: host, PORT: String(portalPort), API_UPSTREAM: upstream, LOG_LEVEL: 'error' }, 'Portal berjalan di'),
  );
  const path = '/api/proxy/features/cuaca?kota=Bandung&apikey=beban-uji';
  console.log(`Uji beban: ${connections} koneksi, tiap jalur paling lama ${seconds} detik atau ${maxRequests} request.`);
  const viaProxy = await measure('lewat proxy portal', `http://${host}:${portalPort}${path}`);
  const direct = await measure('langsung ke upstream', `${upstream}${path}`);
  console.log(table([['jalur', 'request/s', 'p50 (ms)', 'p99 (ms)', 'total', 'error', 'durasi (s)'], viaProxy, direct]));
} finally {
  for (const child of children) child.kill();
}
