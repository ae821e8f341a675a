/**
 * `npm run load`: the portal's upstream forwarding under load, next to the upstream answering
 * directly, in one run. Everything stays on 127.0.0.1: a tiny JSON upstream (its own process),
 * the portal in upstream mode pointing at it (its own process), and autocannon here.
 * Bounded in time and count: LOAD_SECONDS (default 5, at most 30) and LOAD_MAX_REQUESTS
 * (default 50000, at most 200000) per run; LOAD_CONNECTIONS (default 10).
 */
import type { ChildProcess } from 'node:child_process';
import { autocannon, connections, freePort, host, maxRequests, seconds, start, table } from './load-kit.ts';

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
try {
  const upstreamPort = await freePort();
  children.push(await start('upstream', ['-e', upstreamSource], { PORT: String(upstreamPort) }, 'upstream siap'));
  const upstream = `http://${host}:${upstreamPort}`;
  const portalPort = await freePort();
  // The per-key limit holds in front of an upstream too: off here, so the forwarding itself is measured.
  children.push(
    await start('portal', ['--import', 'tsx', 'src/server/main.ts'], { HOST: host, PORT: String(portalPort), API_UPSTREAM: upstream, LOG_LEVEL: 'error', RATE_LIMIT_API: '0' }, 'Portal berjalan di'),
  );
  const path = '/api/proxy/features/cuaca?kota=Bandung&apikey=beban-uji';
  console.log(`Uji beban: ${connections} koneksi, tiap jalur paling lama ${seconds} detik atau ${maxRequests} request.`);
  const viaProxy = await measure('lewat proxy portal', `http://${host}:${portalPort}${path}`);
  const direct = await measure('langsung ke upstream', `${upstream}${path}`);
  console.log(table([['jalur', 'request/s', 'p50 (ms)', 'p99 (ms)', 'total', 'error', 'durasi (s)'], viaProxy, direct]));
} finally {
  for (const child of children) child.kill();
}
