/**
 * The embedded API's start and memory, reported (never asserted): the server as `npm start` runs
 * it (compiled first, `npm run build:server`), its time until 'Portal berjalan di' and its resident
 * memory on the first start in a new data folder (initdb) and on a start in that folder again,
 * each at start and after 1,000 calls of a JSON entry, one at a time.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, host, root, rssMb, start, table, tempDataDir } from './load-kit.ts';

const key = 'beban-start';
const calls = 1_000;

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

async function measure(label: string, dir: string): Promise<string[]> {
  const port = await freePort();
  const began = performance.now();
  const child = await start(label, [join(root, 'dist-server', 'server', 'main.js')], { HOST: host, PORT: String(port), LOG_LEVEL: 'error', PORTAL_DEMO_APIKEY: key, PORTAL_OFFLINE: '1', RATE_LIMIT_API: '0', DATABASE_URL: '', PORTAL_DATA_DIR: dir }, 'Portal berjalan di');
  const startSeconds = (performance.now() - began) / 1000;
  try {
    // What settles right after the banner (the catalog's first reads, the demo account) is part of the start.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const atStart = await rssMb(child.pid ?? 0);
    for (let i = 0; i < calls; i++) await (await fetch(`http://${host}:${port}/api/proxy/features/cuaca?kota=Bandung&apikey=${key}`)).arrayBuffer();
    const after = await rssMb(child.pid ?? 0);
    return [label, startSeconds.toFixed(2), String(atStart), String(after)];
  } finally {
    await stop(child);
  }
}

export async function startAndMemory(): Promise<void> {
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
  const data = tempDataDir();
  try {
    const rows = [await measure('start pertama (folder baru, initdb)', data.dir), await measure('start lagi (folder yang sama)', data.dir)];
    console.log(`\nStart dan memori API bawaan (PGlite), server hasil build seperti npm start, ${calls} panggilan satu per satu:`);
    console.log(table([['start', 'sampai siap (s)', 'RSS saat start (MB)', `RSS setelah ${calls} panggilan (MB)`], ...rows]));
  } finally {
    data.remove();
  }
}
