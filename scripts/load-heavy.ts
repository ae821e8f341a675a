/**
 * `npm run load:heavy`: how a light client fares while CPU-heavy requests run. The portal (its
 * own process, embedded API) answers a light profile call from autocannon, first alone, then while
 * one heavy request after another is in flight: a QR decode of a large PNG and the obfuscation of
 * 100 KB of code. Loopback only; LOAD_SECONDS (default 5, at most 30) per phase.
 */
import type { ChildProcess } from 'node:child_process';
import { PNG } from 'pngjs';
import { freePort, host, oneAtATime, seconds, start, table, tempDataDir } from './load-kit.ts';

const apikey = 'beban-berat-uji';
const token = 'token-beban-berat-uji';
const side = Number(process.env.LOAD_PNG_SIDE ?? 4000);

/** A blank PNG (no QR code in it: the decoder searches the whole picture). */
function blankPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}

const code = Array.from({ length: 3_000 }, (_, i) => `function f${i}(a) { return a + ${i}; }`).join('\n').slice(0, 100_000);

async function heavyLoop(base: string, stop: { done: boolean }, counts: { done: number; status: Record<number, number> }): Promise<void> {
  const png = blankPng(side, side);
  while (!stop.done) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'besar.png');
    const qr = await fetch(`${base}/api/proxy/tools/decode-qrcode?apikey=${apikey}`, { method: 'POST', body: form });
    await qr.arrayBuffer();
    const obf = await fetch(`${base}/api/proxy/tools/obfuscate?apikey=${apikey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    await obf.arrayBuffer();
    for (const status of [qr.status, obf.status]) counts.status[status] = (counts.status[status] ?? 0) + 1;
    counts.done += 2;
  }
}

async function light(label: string, base: string, extra = ''): Promise<string[]> {
  const result = await oneAtATime(`${base}/api/proxy/profile?apikey=${apikey}`, { authorization: `Bearer ${token}` }, seconds);
  return [label, String(result.latency.p50), String(result.latency.p99), String(result.latency.max), String(result.requests.total), extra];
}

const children: ChildProcess[] = [];
const data = tempDataDir();
try {
  const port = await freePort();
  const env = { PORTAL_DATA_DIR: data.dir, HOST: host, PORT: String(port), LOG_LEVEL: 'error', PORTAL_DEMO_APIKEY: apikey, PORTAL_DEMO_TOKEN: token, PORTAL_DEMO_LIMIT: '1000000000' };
  children.push(await start('portal', ['--import', 'tsx', 'src/server/main.ts'], env, 'Portal berjalan di'));
  const base = `http://${host}:${port}`;
  console.log(`Klien ringan (profil, 1 koneksi) ${seconds} detik per fase; beban berat: PNG ${side}×${side} dan 100 KB kode.`);
  const alone = await light('sendiri', base);
  const stop = { done: false };
  const counts = { done: 0, status: {} as Record<number, number> };
  const heavy = heavyLoop(base, stop, counts);
  const during = await light('selama request berat', base);
  stop.done = true;
  await heavy;
  during[5] = `${counts.done} (${Object.entries(counts.status).map(([s, n]) => `${s}: ${n}`).join(', ')})`;
  console.log(table([['fase', 'p50 (ms)', 'p99 (ms)', 'maks (ms)', 'request ringan', 'request berat (status)'], alone, during]));
} finally {
  for (const child of children) child.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  data.remove();
}
