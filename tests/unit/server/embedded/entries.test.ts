import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../helpers/embedded-api.ts';

const key = 'kunci-uji';
const server = startEmbeddedServer({ apikey: key, token: 'token-uji', limit: 10_000 });

/** A multipart body as a browser would send it: Response encodes FormData with its boundary. */
async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

describe('embedded API: catalog entries', () => {
  it('qrcode without url answers the catalog message', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'URL atau teks tidak boleh kosong.' });
  });

  it('qrcode clamps width 5000 to 1000 and answers a real PNG', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=https%3A%2F%2Fexample.com&width=5000` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(res.rawPayload);
    expect(png.width).toBeGreaterThan(900);
    expect(png.width).toBeLessThanOrEqual(1000);
  });

  it('qrcode refuses a width that is not a number with the catalog message', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=x&width=lebar` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Lebar harus berupa angka.');
  });

  it('fix-json repairs broken JSON', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/fix-json?apikey=${key}`, payload: { code: "{name: 'Budi', umur: 20,}" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'JSON berhasil diperbaiki.', data: { name: 'Budi', umur: 20 } });
  });

  it('fix-json with output=file answers fixed.json as an attachment', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/fix-json?apikey=${key}&output=file`, payload: { code: '[1, 2,' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="fixed.json"');
    expect(JSON.parse(res.body)).toEqual([1, 2]);
  });

  it('fix-json with empty code answers the catalog message', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/fix-json?apikey=${key}`, payload: { code: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Input JSON tidak boleh kosong.');
  });

  it('csv-to-json converts an uploaded CSV, and names the download after it', async () => {
    const form = new FormData();
    form.append('csvfile', new Blob(['nama,kota\nBudi,Jakarta\n\nSiti,Bandung\n'], { type: 'text/csv' }), 'orang.csv');
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/csv-to-json?apikey=${key}`, ...(await multipart(form)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'CSV berhasil dikonversi.',
      data: [
        { nama: 'Budi', kota: 'Jakarta' },
        { nama: 'Siti', kota: 'Bandung' },
      ],
    });
    const file = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/csv-to-json?apikey=${key}&output=file`, ...(await multipart(form)) });
    expect(file.headers['content-disposition']).toBe('attachment; filename="orang.json"');
  });

  it('csv-to-json without a file answers the required message', async () => {
    const form = new FormData();
    form.append('output', 'json');
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/csv-to-json?apikey=${key}`, ...(await multipart(form)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Silakan pilih file CSV terlebih dahulu.');
  });

  it('upload keeps an image and serves it at the answered URL', async () => {
    const pixel = readFileSync(new URL('../../../../public/fixtures/pixel.png', import.meta.url));
    const form = new FormData();
    form.append('image', new Blob([pixel], { type: 'image/png' }), 'pixel.png');
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/features/upload?apikey=${key}`, ...(await multipart(form)) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; url: string; message: string };
    expect(body.message).toBe('Gambar berhasil diunggah.');
    expect(body.url).toMatch(/^http:\/\/[^/]+\/api\/uploads\/[0-9a-f]+\.png$/);
    const served = await server.app.inject({ method: 'GET', url: new URL(body.url).pathname });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, pixel)).toBe(0);
  });

  it('upload of a 6 MB image answers the size message, not a generic 413', async () => {
    const form = new FormData();
    form.append('image', new Blob([Buffer.alloc(6 * 1024 * 1024)], { type: 'image/png' }), 'besar.png');
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/features/upload?apikey=${key}`, ...(await multipart(form)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Ukuran gambar maksimal adalah 5MB.' });
  });

  it('upload of a text file answers the type message', async () => {
    const form = new FormData();
    form.append('image', new Blob(['halo'], { type: 'text/plain' }), 'catatan.txt');
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/features/upload?apikey=${key}`, ...(await multipart(form)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'File yang dipilih bukan gambar.' });
  });

  it('answers from examples: the matching one, else the first successful one, unchanged and saying it is an example', async () => {
    const games = await server.app.inject({ method: 'GET', url: `/api/proxy/games?apikey=${key}&q=tebakbuah` });
    expect(games.json().data[0].jawaban).toBe('durian');
    expect(games.json().notice).toBe('API bawaan tidak menghitung jawaban entri ini; ini contoh jawaban tersimpan, bukan hasil dari input Anda.');
    expect(decodeURIComponent(games.headers['x-portal-notice'] as string)).toBe(games.json().notice);
    // The weather of a city asked for is never made up: offline, the stored Jakarta example as it is.
    const cuaca = await server.app.inject({ method: 'GET', url: `/api/proxy/features/cuaca?apikey=${key}&kota=Medan` });
    expect(cuaca.json().data.kota).toBe('Jakarta');
    expect(cuaca.json().notice).toBe('Server ini berjalan offline, jadi layanan cuaca luar (Open-Meteo) tidak dihubungi; ini contoh jawaban, bukan cuaca Medan saat ini.');
    // A valid input no example names gets the first successful example, as a mock server answers.
    const none = await server.app.inject({ method: 'GET', url: `/api/proxy/games?apikey=${key}&q=catur` });
    expect(none.statusCode).toBe(200);
    const first = await server.app.inject({ method: 'GET', url: `/api/proxy/games?apikey=${key}&q=math` });
    expect(none.json()).toEqual(first.json());
  });

  it('image proxy refuses non-http URLs, and a broken JSON body answers in Indonesian', async () => {
    const img = await server.app.inject({ method: 'GET', url: `/api/images/proxy?url=file%3A%2F%2F%2Fetc%2Fpasswd&apikey=${key}` });
    expect(img.statusCode).toBe(400);
    expect(img.json()).toEqual({ status: false, message: 'URL gambar tidak valid. Gunakan alamat http atau https.' });
    const broken = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/fix-json?apikey=${key}`, headers: { 'content-type': 'application/json' }, payload: '{rusak' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ status: false, message: 'Body JSON tidak valid.' });
  });
});
