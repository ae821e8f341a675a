import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokenPng, key, pixelsOf, postForm, solid, startServer } from '../../../../../helpers/handlers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startServer();
});
afterAll(() => app.close());

const iqc = (text: string) => app.inject({ method: 'GET', url: `/api/proxy/maker/iqc?apikey=${key}&text=${encodeURIComponent(text)}` });
/** The text the portal's own OCR reads in a picture, lines joined by spaces. */
const read = async (png: Buffer) => ((await postForm(app, '/tools/ocr', {}, { image: [[png, 'iqc.png', 'image/png']] })).json() as { text: string }).text.replace(/\s+/g, ' ');
const brat = (text: string) => app.inject({ method: 'POST', url: `/api/proxy/maker/brat?apikey=${key}&text=${encodeURIComponent(text)}` });

describe('Maker: jawaban dihitung dari permintaan', () => {
  it('brat dengan dua teks berbeda memberi dua gambar berbeda, hijau limau, tanpa tanda contoh', async () => {
    const [a, b] = await Promise.all([brat('halo dunia'), brat('deadline besok')]);
    expect(a.headers['content-type']).toBe('image/png');
    expect(a.headers['x-portal-example']).toBeUndefined();
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
    const picture = await pixelsOf(a.rawPayload);
    expect(picture.at(2, 2).slice(0, 3)).toEqual([0x8a, 0xce, 0x00]);
  });

  it('couple menaruh kedua gambar berdampingan di atas warna pilihan', async () => {
    const res = await postForm(app, '/maker/couple', { color: '#ff69b4' }, { image1: [[await solid(50, 50, '#ff0000'), 'a.png', 'image/png']], image2: [[await solid(50, 50, '#0000ff', 'jpeg'), 'b.jpg', 'image/jpeg']] });
    expect(res.statusCode).toBe(200);
    const picture = await pixelsOf(res.rawPayload);
    expect(picture.width).toBeGreaterThan(picture.height);
    expect(picture.at(2, 2).slice(0, 3)).toEqual([0xff, 0x69, 0xb4]);
    expect(picture.at(Math.round(picture.width / 4), Math.round(picture.height / 2)).slice(0, 3)).toEqual([255, 0, 0]);
    const blue = picture.at(Math.round((picture.width * 3) / 4), Math.round(picture.height / 2));
    expect(blue[2]).toBeGreaterThan(240);
    expect(blue[0]).toBeLessThan(15);
  });

  it('filter viral: bayangan hijau, sorotan pink', async () => {
    const dark = await pixelsOf((await postForm(app, '/maker/Idviral1', {}, { image: [[await solid(20, 20, '#000000'), 'a.png', 'image/png']] })).rawPayload);
    const light = await pixelsOf((await postForm(app, '/maker/Idviral1', {}, { image: [[await solid(20, 20, '#ffffff'), 'a.png', 'image/png']] })).rawPayload);
    const [dr, dg] = dark.at(5, 5);
    const [lr, lg, lb] = light.at(5, 5);
    expect(dg).toBeGreaterThan(dr);
    expect(lr).toBeGreaterThan(lg);
    expect(lb).toBeGreaterThan(lg);
  });

  it('quote chat: teks lebih panjang memberi gelembung lebih tinggi; nama berbeda, gambar berbeda', async () => {
    const qc = (query: string) => app.inject({ method: 'POST', url: `/api/proxy/maker/qc?apikey=${key}&${query}` });
    const short = await pixelsOf((await qc('text=Halo&username=Budi')).rawPayload);
    const long = await pixelsOf((await qc(`text=${encodeURIComponent('Jangan lupa deploy hari Jumat. '.repeat(6))}&username=Budi`)).rawPayload);
    expect(long.height).toBeGreaterThan(short.height);
    const siti = await qc('text=Halo&username=Siti');
    expect(siti.rawPayload.equals((await qc('text=Halo&username=Budi')).rawPayload)).toBe(false);
  });

  it('quote chat memakai gambar yang diunggah ke portal sebagai avatar', async () => {
    const uploaded = await postForm(app, '/features/upload', {}, { image: [[await solid(40, 40, '#00ff00'), 'avatar.png', 'image/png']] });
    const url = (uploaded.json() as { url: string }).url;
    const res = await app.inject({ method: 'POST', url: `/api/proxy/maker/qc?apikey=${key}&text=Halo&username=Budi&avatar=${encodeURIComponent(url)}` });
    const picture = await pixelsOf(res.rawPayload);
    const [r, g, b] = picture.at(24 + 36, picture.height - 24 - 36);
    expect([r < 30, g > 220, b < 30]).toEqual([true, true, true]);
  });

  it('meme menulis teks di atas gambar (bagian atas berubah, bagian tengah tetap)', async () => {
    const plain = await solid(400, 300, '#3366cc');
    const res = await postForm(app, '/maker/smeme?top=HALO%20DUNIA', {}, { image: [[plain, 'a.png', 'image/png']] });
    expect(res.statusCode).toBe(200);
    const picture = await pixelsOf(res.rawPayload);
    const topRow = Array.from({ length: 400 }, (_, x) => picture.at(x, 25));
    expect(topRow.some(([r, g, b]) => r > 240 && g > 240 && b > 240)).toBe(true);
    expect(picture.at(200, 150).slice(0, 3)).toEqual([0x33, 0x66, 0xcc]);
  });

  it('berkas yang bukan gambar sungguhan menjawab 400 dengan pesan katalog, server tetap hidup', async () => {
    const res = await postForm(app, '/maker/Idviral1', {}, { image: [[brokenPng(), 'a.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal membuat Filter.' });
    expect((await brat('masih hidup')).statusCode).toBe(200);
  });

  it('iPhone Quote Chat: teks pengguna terbaca kembali (OCR) di gambar ukuran layar iPhone, bukan contoh', async () => {
    const res = await iqc('Aku udah di depan rumah ya');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-portal-example']).toBeUndefined();
    const picture = await pixelsOf(res.rawPayload);
    expect([picture.width, picture.height]).toEqual([750, 1334]);
    expect(await read(res.rawPayload)).toContain('Aku udah di depan rumah ya');
  }, 60_000);

  it('iPhone Quote Chat: kata yang sangat panjang dipatah, emoji tidak menggagalkan, teks sesudahnya tetap ada', async () => {
    const long = 'abcdefghij'.repeat(6);
    const res = await iqc(`${long} halo 😀 👨‍👩‍👧 dunia ☺ selesai`);
    expect(res.statusCode).toBe(200);
    const text = (await read(res.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain(long.slice(0, 20));
    expect(text).toContain('dunia');
    expect(text).toContain('selesai');
  }, 60_000);

  it('iPhone Quote Chat: teks kosong atau hanya spasi ditolak dengan pesan katalog', async () => {
    for (const text of ['', '   ']) expect((await iqc(text)).json()).toEqual({ status: false, message: 'Teks tidak boleh kosong.' });
  });
});
