/**
 * `npm run load:prism`: the embedded API next to Stoplight Prism's mock server on the same exported
 * document (`prism mock docs/openapi.json`), what a developer would otherwise pick to mock this
 * API. Same machine, same request (`GET features/cuaca`), 20 connections, runs interleaved
 * (portal, Prism, portal, Prism...) so a busy moment of the machine hurts both alike. Prism is not
 * a dependency of the portal: install it anywhere (`npm install --prefix /tmp/prism
 * @stoplight/prism-cli`) and name its binary in `PRISM_BIN`.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { autocannon, bounded, freePort, host, root, seconds, start, table } from './load-kit.ts';

const prismBin = process.env.PRISM_BIN ?? '';
if (!prismBin || !existsSync(prismBin)) {
  console.error('PRISM_BIN belum menunjuk ke program prism. Pasang di luar proyek, misalnya:\n  npm install --prefix /tmp/prism @stoplight/prism-cli\n  PRISM_BIN=/tmp/prism/node_modules/.bin/prism npm run load:prism');
  process.exit(1);
}
const rounds = bounded(process.env.LOAD_ROUNDS, 3, 10);
const connections = 20;
const path = '/api/proxy/features/cuaca?kota=Bandung&apikey=beban-uji';

async function measure(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, maxOverallRequests: 1_000_000, renderProgressBar: false });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-prism-'));
try {
  const portalPort = await freePort();
  const portalEnv = { HOST: host, PORT: String(portalPort), LOG_LEVEL: 'error', PORTAL_OFFLINE: '1', PORTAL_DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_DEMO_APIKEY: 'beban-uji', PORTAL_DEMO_LIMIT: '100000000', RATE_LIMIT_API: '0' };
  children.push(await start('portal', ['--import', 'tsx', 'src/server/main.ts'], portalEnv, 'Portal berjalan di'));
  const prismPort = await freePort();
  children.push(await start('prism', [prismBin, 'mock', '-h', host, '-p', String(prismPort), join(root, 'docs', 'openapi.json')], { NODE_OPTIONS: '' }, 'Prism is listening'));
  const targets = { portal: `http://${host}:${portalPort}${path}`, prism: `http://${host}:${prismPort}${path}` };
  const runs: Record<keyof typeof targets, Awaited<ReturnType<typeof measure>>[]> = { portal: [], prism: [] };
  console.log(`Portal dan Prism bergantian: ${rounds} putaran × ${seconds} detik, ${connections} koneksi, GET features/cuaca.`);
  for (let i = 0; i < rounds; i++) for (const name of ['portal', 'prism'] as const) runs[name].push(await measure(targets[name]));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const row = (label: string, list: Awaited<ReturnType<typeof measure>>[]) => [
    label,
    median(list.map((r) => r.rps)).toFixed(0),
    String(median(list.map((r) => r.p50))),
    String(median(list.map((r) => r.p99))),
    String(list.reduce((n, r) => n + r.errors, 0)),
  ];
  console.log(table([['server', 'request/s (median)', 'p50 (ms)', 'p99 (ms)', 'error'], row('API bawaan (PGlite)', runs.portal), row('Prism mock', runs.prism)]));
} finally {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
