import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../helpers/embedded-server.ts';

const key = 'kunci-berkas';
const fixtures = join(__dirname, '..', '..', '..', 'public', 'fixtures');
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

/** Names and bytes of a stored (uncompressed) ZIP, read from its central directory. */
function unzipStored(zip: Buffer): Record<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    out[name] = zip.subarray(dataStart, dataStart + size);
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

/** A GIF read back: size, loop count, and per frame its delay and palette indices (LZW decoded). */
function readGif(gif: Buffer) {
  expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  const packed = gif[10];
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const palette = gif.subarray(13, at);
  let loops = -1;
  let delay = 0;
  const frames: { delay: number; pixels: number[] }[] = [];
  while (gif[at] !== 0x3b) {
    if (gif[at] === 0x21) {
      const label = gif[at + 1];
      if (label === 0xf9) delay = gif.readUInt16LE(at + 4);
      if (label === 0xff) loops = gif.readUInt16LE(at + 16);
      at += 2;
      while (gif[at] !== 0) at += gif[at] + 1;
      at += 1;
    } else {
      expect(gif[at]).toBe(0x2c);
      at += 10;
      const minCodeSize = gif[at++];
      const data: number[] = [];
      while (gif[at] !== 0) {
        data.push(...gif.subarray(at + 1, at + 1 + gif[at]));
        at += gif[at] + 1;
      }
      at += 1;
      frames.push({ delay, pixels: lzwDecode(data, minCodeSize) });
    }
  }
  return { width, height, loops, palette, frames };
}

function lzwDecode(data: number[], minCodeSize: number): number[] {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let size = minCodeSize + 1;
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: end + 1 }, (_, i) => [i]);
    size = minCodeSize + 1;
  };
  reset();
  const out: number[] = [];
  let bit = 0;
  let previous: number[] | null = null;
  for (;;) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) {
      reset();
      previous = null;
      continue;
    }
    if (code === end) return out;
    const entry: number[] = code < table.length ? table[code] : [...previous!, previous![0]];
    out.push(...entry);
    if (previous) table.push([...previous, entry[0]]);
    previous = entry;
    if (table.length === 1 << size && size < 12) size++;
  }
}

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

describe('API bawaan: berkas nyata dari contoh', () => {
  it('GIF generator membuat generated.gif dari gambar yang diunggah, dengan jeda dan pengulangan', async () => {
    const frames = ['wallpaper.png', 'brat.png', 'couple.png'].map((name) => [png(name), name, 'image/png'] as [Buffer, string, string]);
    const res = await post('/tools/gif-generator', { images: frames }, '&delay=5000&repeat=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['content-disposition']).toBe('attachment; filename="generated.gif"');
    const gif = readGif(res.rawPayload);
    expect([gif.width, gif.height]).toEqual([64, 36]);
    expect(gif.loops).toBe(2);
    expect(gif.frames.map((f) => f.delay)).toEqual([100, 100, 100]);
    for (const frame of gif.frames) expect(frame.pixels).toHaveLength(64 * 36);
    // Frame 2 is brat.png (lime green) fitted into the 64x36 canvas: its centre is lime, its sides white.
    const colour = (frame: number, x: number, y: number) => {
      const i = gif.frames[frame].pixels[y * 64 + x];
      return [...gif.palette.subarray(i * 3, i * 3 + 3)];
    };
    expect(colour(1, 32, 2)).toEqual([153, 204, 0]);
    expect(colour(1, 2, 18)).toEqual([255, 255, 255]);
    // The wallpaper's sun (#fde047) stays yellow.
    expect(colour(0, 48, 9)).toEqual([255, 204, 51]);
  });

  it('GIF generator dengan bingkai JPG menjawab GIF contoh yang utuh', async () => {
    const res = await post('/tools/gif-generator', { images: [[Buffer.from([0xff, 0xd8]), 'a.jpg', 'image/jpeg'], [png('pixel.png'), 'b.png', 'image/png']] });
    expect(res.statusCode).toBe(200);
    expect(readGif(res.rawPayload).frames).toHaveLength(2);
  });

  it('GIF generator dengan satu gambar menjawab pesan minimal 2 gambar', async () => {
    const res = await post('/tools/gif-generator', { images: [[png('pixel.png'), 'a.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Minimal 2 gambar diperlukan untuk membuat GIF.');
  });

  it('konversi dokumen dan PDF generator menjawab PDF', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const converted = await post('/tools/convert', { document: [[Buffer.from('PK dokumen'), 'laporan.docx', docx]] });
    expect(converted.headers['content-type']).toBe('application/pdf');
    expect(converted.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(converted.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const form = new FormData();
    form.append('title', 'Laporan');
    form.append('content', 'Isi');
    const made = await server.app.inject({ method: 'POST', url: `/api/proxy/tools/pdf-generator?apikey=${key}&style=casual`, ...(await multipart(form)) });
    expect(made.headers['content-type']).toBe('application/pdf');
  });

  it('dokumen selain .doc/.docx ditolak dengan pesan spesifikasi', async () => {
    const res = await post('/tools/convert', { document: [[Buffer.from('%PDF'), 'laporan.pdf', 'application/pdf']] });
    expect(res.json().message).toBe('Format file tidak didukung. Hanya .doc dan .docx.');
  });

  it('favicon menjawab ZIP yang bisa dibuka, berisi PNG', async () => {
    const res = await post('/tools/favicon-generator', { image: [[png('pixel.png'), 'logo.png', 'image/png']] }, '&sizes=16,32');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = unzipStored(res.rawPayload);
    expect(Object.keys(entries).length).toBeGreaterThan(0);
    for (const data of Object.values(entries)) expect(PNG.sync.read(data).width).toBeGreaterThan(0);
  });

  it('favicon dari PNG: satu PNG per ukuran yang diminta, sebagai favicons.zip', async () => {
    const res = await post('/tools/favicon-generator', { image: [[png('wallpaper.png'), 'logo.png', 'image/png']] }, '&sizes=16,64,512,64');
    expect(res.headers['content-disposition']).toBe('attachment; filename="favicons.zip"');
    const entries = unzipStored(res.rawPayload);
    expect(Object.keys(entries)).toEqual(['favicon-16x16.png', 'favicon-64x64.png', 'favicon-512x512.png']);
    expect(PNG.sync.read(entries['favicon-512x512.png']).height).toBe(512);
  });

  it('favicon dari JPG (tidak bisa dibaca API bawaan) menjawab arsip contoh', async () => {
    const res = await post('/tools/favicon-generator', { image: [[Buffer.from([0xff, 0xd8, 0xff]), 'logo.jpg', 'image/jpeg']] });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(unzipStored(res.rawPayload))).toEqual(['favicon-16x16.png', 'favicon-32x32.png', 'favicon-48x48.png']);
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
