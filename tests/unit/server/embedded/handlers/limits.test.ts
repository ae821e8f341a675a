import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, startServer } from '../../../../helpers/handlers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

/** A tiny PNG whose header claims `side` x `side` pixels: a decompression bomb by its declared size. */
function claimedPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(side + 1))), chunk('IEND', Buffer.alloc(0))]);
}

describe('Batas kerja handler', () => {
  it('gambar yang mengaku 30000×30000 piksel ditolak cepat dengan pesan katalog', async () => {
    const started = Date.now();
    const res = await postForm(app, '/maker/randomfilter?filter=sepia', {}, { image: [[claimedPng(30_000), 'bom.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal menerapkan filter.' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('teks brat yang sangat panjang tetap dijawab dalam 2 detik', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'POST', url: `/api/proxy/maker/brat?apikey=kunci-handler&text=${'kata '.repeat(2000)}` });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
