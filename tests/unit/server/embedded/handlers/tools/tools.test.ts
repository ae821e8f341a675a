import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { decompressFrames, parseGIF } from 'gifuct-js';
import { PDFDocument } from '@pdfme/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenPng, key, pixelsOf, postForm, solid, startServer, wordDocument as docx } from '../../../../../helpers/handlers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The text pdftotext (poppler-utils) reads from a PDF. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'a.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('Tools: jawaban dihitung dari permintaan', () => {
  it('PDF generator: judul, subjudul, penulis dan konten ada di PDF, judul juga di metadata', async () => {
    const logo = await solid(80, 40, '#1d4ed8');
    const res = await postForm(app, '/tools/pdf-generator?style=formal', { title: 'Laporan Kuartal Tiga', subtitle: 'Oktober 2025', author: 'Tim Data', content: 'Penjualan naik dua belas persen.' }, { logo: [[logo, 'logo.png', 'image/png']] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const part of ['Laporan Kuartal Tiga', 'Oktober 2025', 'Disusun oleh: Tim Data', 'Penjualan naik dua belas persen.', 'Halaman 1 dari 1']) expect(text).toContain(part);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Laporan Kuartal Tiga');
    expect(doc.getAuthor()).toBe('Tim Data');
  });

  it('PDF generator: gaya formal dan casual memberi dokumen berbeda; konten panjang jadi beberapa halaman', async () => {
    const content = 'Kalimat yang cukup panjang untuk memenuhi halaman. '.repeat(400);
    const formal = await postForm(app, '/tools/pdf-generator?style=formal', { title: 'A', content });
    const casual = await postForm(app, '/tools/pdf-generator?style=casual', { title: 'A', content });
    expect(formal.rawPayload.equals(casual.rawPayload)).toBe(false);
    expect((await PDFDocument.load(formal.rawPayload)).getPageCount()).toBeGreaterThan(1);
  });

  it('PDF generator: logo bertipe PNG yang isinya rusak menjawab pesan katalog, bukan 500', async () => {
    const res = await postForm(app, '/tools/pdf-generator', { title: 'A', content: 'B' }, { logo: [[brokenPng('bukan logo'), 'logo.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal membuat PDF.' });
  });

  it('Dokumen ke PDF: judul bagian dan paragraf .docx ada di PDF, bernama seperti dokumennya', async () => {
    const res = await postForm(app, '/tools/convert', {}, { document: [[docx('Bab Satu', 'Isi paragraf pertama.'), 'laporan.docx', docxType]] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="laporan.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Bab Satu');
    expect(text).toContain('Isi paragraf pertama.');
  });

  it('Dokumen ke PDF: .docx yang rusak menjawab pesan katalog, bukan 500', async () => {
    const res = await postForm(app, '/tools/convert', {}, { document: [[Buffer.from('PK\x03\x04rusak'), 'rusak.docx', docxType]] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Terjadi kesalahan saat konversi.' });
  });

  it('SQL ke diagram: MySQL dan PostgreSQL digambar; skrip tanpa CREATE TABLE menjawab pesan katalog', async () => {
    const sql = (body: string) => app.inject({ method: 'POST', url: `/api/proxy/tools/sql?apikey=${key}`, payload: { sql: body } });
    const one = await sql('CREATE TABLE a (id INT PRIMARY KEY);');
    const two = await sql('CREATE TABLE a (id INT PRIMARY KEY);\nCREATE TABLE b (id SERIAL PRIMARY KEY, a_id INTEGER NOT NULL REFERENCES a(id), dibuat TIMESTAMP DEFAULT now());');
    expect(one.headers['content-type']).toBe('image/png');
    expect(two.statusCode).toBe(200);
    const [small, large] = [await pixelsOf(one.rawPayload), await pixelsOf(two.rawPayload)];
    expect(large.width).toBeGreaterThan(small.width);
    const bad = await sql('SELECT 1;');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: false, message: 'Gagal membuat diagram.' });
  });

  it('Codesnap: kode lebih panjang memberi gambar lebih besar; latar diunggah dipakai', async () => {
    const short = await postForm(app, '/tools/codesnap', { code: 'x = 1' });
    const long = await postForm(app, '/tools/codesnap', { code: 'const a = 1;\n'.repeat(10) });
    expect((await pixelsOf(long.rawPayload)).height).toBeGreaterThan((await pixelsOf(short.rawPayload)).height);
    const withBackground = await postForm(app, '/tools/codesnap?blur=5px', { code: 'x = 1' }, { background: [[await solid(100, 100, '#ff0000', 'jpeg'), 'bg.jpg', 'image/jpeg']] });
    const [r, g, b] = (await pixelsOf(withBackground.rawPayload)).at(3, 3);
    expect([r > 240, g < 15, b < 15]).toEqual([true, true, true]);
  });

  it('GIF generator: jumlah frame, jeda dan pengulangan sesuai permintaan, dari PNG, JPG dan WEBP', async () => {
    const images: [Buffer, string, string][] = [
      [await solid(64, 48, '#ff0000'), 'a.png', 'image/png'],
      [await solid(64, 48, '#00ff00', 'jpeg'), 'b.jpg', 'image/jpeg'],
      [await solid(32, 32, '#0000ff', 'webp'), 'c.webp', 'image/webp'],
    ];
    const res = await postForm(app, '/tools/gif-generator?delay=250&repeat=2&quality=25', {}, { images });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const gif = parseGIF(new Uint8Array(res.rawPayload).buffer);
    const frames = decompressFrames(gif, true);
    expect(frames).toHaveLength(3);
    expect(frames.map((f) => f.delay)).toEqual([250, 250, 250]);
    expect([gif.lsd.width, gif.lsd.height]).toEqual([64, 48]);
    expect((await sharp(res.rawPayload).metadata()).loop).toBe(2);
  });

  it('favicon: satu PNG untuk setiap ukuran yang diminta, dari JPG, dalam favicons.zip', async () => {
    const res = await postForm(app, '/tools/favicon-generator?sizes=16,32,180,512', {}, { image: [[await solid(300, 200, '#2563eb', 'jpeg'), 'logo.jpg', 'image/jpeg']] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="favicons.zip"');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['favicon-16x16.png', 'favicon-32x32.png', 'favicon-180x180.png', 'favicon-512x512.png']);
    for (const [name, data] of Object.entries(files)) {
      const size = Number(/(\d+)x/.exec(name)?.[1]);
      const meta = await sharp(Buffer.from(data)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
  });
});
