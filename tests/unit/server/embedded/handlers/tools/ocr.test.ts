import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenPng, key, postForm, startServer } from '../../../../../helpers/handlers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

describe('OCR membaca kembali teks yang digambar handler lain', () => {
  it('teks dari codesnap dan brat terbaca, dengan status dan pesan', async () => {
    const snap = await postForm(app, '/tools/codesnap', { code: "console.log('halo dunia 42');" });
    const fromSnap = await postForm(app, '/tools/ocr', {}, { image: [[snap.rawPayload, 'kode.png', 'image/png']] });
    expect(fromSnap.statusCode).toBe(200);
    expect(fromSnap.json()).toMatchObject({ status: true, message: 'Teks berhasil diekstrak.' });
    expect(fromSnap.json().text).toContain('halo dunia 42');

    const brat = await app.inject({ method: 'POST', url: `/api/proxy/maker/brat?apikey=${key}&text=portal%20bawaan` });
    const fromBrat = await postForm(app, '/tools/ocr', {}, { image: [[brat.rawPayload, 'brat.png', 'image/png']] });
    expect(fromBrat.json().text.replace(/\s+/g, ' ')).toContain('portal bawaan');
  }, 60_000);

  it('berkas yang bukan gambar menjawab pesan katalog', async () => {
    const res = await postForm(app, '/tools/ocr', {}, { image: [[brokenPng('halo'), 'a.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal memproses gambar.' });
  });
});
