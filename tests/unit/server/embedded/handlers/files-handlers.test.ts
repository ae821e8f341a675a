import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../../helpers/embedded-api.ts';

const key = 'kunci-berkas';
const fixtures = join(__dirname, '..', '..', '..', '..', '..', 'public', 'fixtures');
const server = startEmbeddedServer({ apikey: key, token: 'token-berkas', limit: 10_000 });

/** A multipart body as a browser would send it: Response encodes FormData with its boundary. */
async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

async function post(path: string, files: Record<string, [Buffer, string, string][]>, query = '') {
  const form = new FormData();
  for (const [field, list] of Object.entries(files)) {
    for (const [data, name, type] of list) form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  }
  return server.app.inject({ method: 'POST', url: `/api/proxy${path}?apikey=${key}${query}`, ...(await multipart(form)) });
}

const png = (name: string) => readFileSync(join(fixtures, name));

describe('API bawaan: QR code', () => {
  it('membaca kembali URL dari QR yang dibuat oleh generator QR', async () => {
    const url = 'https://portal.example/coba?q=1&r=dua';
    const made = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=${encodeURIComponent(url)}&ecl=H&colorDark=%23123456` });
    expect(made.statusCode).toBe(200);
    const res = await post('/tools/decode-qrcode', { image: [[made.rawPayload, 'qrcode.png', 'image/png']] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: url, message: 'QR code berhasil didekode.' });
  });

  it('gambar tanpa QR menjawab "Gagal mendekode gambar QR."', async () => {
    const res = await post('/tools/decode-qrcode', { image: [[png('wallpaper.png'), 'pemandangan.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Gagal mendekode gambar QR.' });
  });

  it('file bukan gambar ditolak dengan pesan tipe, tanpa gambar dengan pesan wajib', async () => {
    const text = await post('/tools/decode-qrcode', { image: [[Buffer.from('halo'), 'catatan.txt', 'text/plain']] });
    expect(text.json().message).toBe('File yang dipilih bukan gambar.');
    const none = await post('/tools/decode-qrcode', {});
    expect(none.json().message).toBe('Silakan pilih gambar QR Code terlebih dahulu.');
  });

  it('lebar default 200 dan ecl default M bila tidak diisi', async () => {
    const res = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/qrcode?apikey=${key}&url=halo` });
    expect(PNG.sync.read(res.rawPayload).width).toBe(200);
  });
});

describe('API bawaan: berkas dan maker, pesan spesifikasi', () => {
  it('GIF generator dengan satu gambar menjawab pesan minimal 2 gambar', async () => {
    const res = await post('/tools/gif-generator', { images: [[png('pixel.png'), 'a.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Minimal 2 gambar diperlukan untuk membuat GIF.');
  });

  it('dokumen selain .doc/.docx ditolak dengan pesan spesifikasi', async () => {
    const res = await post('/tools/convert', { document: [[Buffer.from('%PDF'), 'laporan.pdf', 'application/pdf']] });
    expect(res.json().message).toBe('Format file tidak didukung. Hanya .doc dan .docx.');
  });

  it('favicon: ukuran di atas 512 dan file bukan gambar ditolak dengan pesan spesifikasi', async () => {
    const big = await post('/tools/favicon-generator', { image: [[png('pixel.png'), 'logo.png', 'image/png']] }, '&sizes=16,600');
    expect(big.json().message).toBe('Setiap ukuran tidak boleh lebih dari 512.');
    const gif = await post('/tools/favicon-generator', { image: [[Buffer.from('GIF89a'), 'logo.gif', 'image/gif']] });
    expect(gif.json().message).toBe('File harus berupa gambar (PNG, JPG, WEBP).');
    const none = await post('/tools/favicon-generator', {});
    expect(none.json().message).toBe('Harap unggah gambar terlebih dahulu.');
  });

  it.each([
    ['/maker/couple', { image1: [[png('pixel.png'), 'a.png', 'image/png']], image2: [[png('pixel.png'), 'b.png', 'image/png']] }, ''],
    ['/maker/Idviral1', { image: [[png('pixel.png'), 'a.png', 'image/png']] }, ''],
    ['/maker/randomfilter', { image: [[png('pixel.png'), 'a.png', 'image/png']] }, '&filter=sepia'],
    ['/maker/smeme', { image: [[png('pixel.png'), 'a.png', 'image/png']] }, '&top=HALO'],
  ] as [string, Record<string, [Buffer, string, string][]>, string][])('maker %s menjawab PNG yang bisa dibaca', async (path, files, query) => {
    const res = await post(path, files, query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(PNG.sync.read(res.rawPayload).width).toBeGreaterThan(0);
  });

  it('meme tanpa teks dan couple dengan satu gambar menjawab pesan spesifikasi', async () => {
    const meme = await post('/maker/smeme', { image: [[png('pixel.png'), 'a.png', 'image/png']] });
    expect(meme.json().message).toBe('Harap isi setidaknya satu kolom teks.');
    const couple = await post('/maker/couple', { image1: [[png('pixel.png'), 'a.png', 'image/png']] });
    expect(couple.json().message).toBe('Harap unggah kedua gambar.');
  });
});
