import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { serverMessages as m } from '../../../../src/server/common/messages.ts';
import { runHeavy } from '../../../../src/server/workers/pool.ts';

const apikey = 'kunci-berat';
const token = 'token-berat';
let app: FastifyInstance;

beforeAll(async () => {
  app = await portalServer({ distDir: null, demo: { apikey, token } });
  // The pool's first worker starts cold (loading the obfuscator takes seconds on a busy machine).
  await runHeavy('obfuscate', 'var a = 1;');
}, 60_000);
afterAll(() => app.close());

function blankPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}

/** A PNG whose header claims `width` x `height` (only the header is ever read for such sizes). */
function claimedPng(width: number, height: number): Buffer {
  const small = blankPng(1, 1);
  small.writeUInt32BE(width, 16);
  small.writeUInt32BE(height, 20);
  return small;
}

function upload(png: Buffer) {
  const boundary = 'BATAS';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="qr.png"\r\nContent-Type: image/png\r\n\r\n`);
  const payload = Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return app.inject({ method: 'POST', url: `/api/proxy/tools/decode-qrcode?apikey=${apikey}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

describe('heavy work is bounded', () => {
  it('a PNG whose header says 8000x8000 is refused before any pixel is decoded', async () => {
    const res = await upload(claimedPng(8000, 8000));
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: false, message: m.imageTooManyPixels } });
  });

  it('code over 100,000 characters is refused with its own message', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/proxy/tools/obfuscate?apikey=${apikey}`, payload: { code: 'x;'.repeat(50_001) } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { status: false, message: m.codeTooLong } });
  });
});

describe('heavy work runs off the request loop', () => {
  it('a light request answers at once while a large QR decode and an obfuscation run', async () => {
    const png = blankPng(2000, 2000);
    const code = Array.from({ length: 600 }, (_, i) => `function f${i}(a) { return a + ${i}; }`).join('\n');
    let heavyDone = 0;
    const heavy = [
      upload(png).then((r) => ((heavyDone = Date.now()), r)),
      app.inject({ method: 'POST', url: `/api/proxy/tools/obfuscate?apikey=${apikey}`, payload: { code } }).then((r) => ((heavyDone = Date.now()), r)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const light = await app.inject({ method: 'GET', url: `/api/proxy/profile?apikey=${apikey}`, headers: { authorization: `Bearer ${token}` } });
    const lightMs = Date.now() - started;
    expect(light.statusCode).toBe(200);
    expect(heavyDone).toBe(0);
    expect(lightMs).toBeLessThan(500);
    const [qr, obfuscated] = await Promise.all(heavy);
    expect(qr.json()).toEqual({ status: false, message: 'Gagal mendekode gambar QR.' });
    expect(obfuscated.json().status).toBe(true);
  }, 60_000);
});
