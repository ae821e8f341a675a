import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../src/server/app.ts';
import { startEmbeddedServer } from '../../../helpers/embedded-api.ts';

const apikey = 'kunci-tanpa-tipe';
const server = startEmbeddedServer({ apikey, token: 'token-tanpa-tipe', limit: 1_000_000 });
const qr = readFileSync(join(projectRoot, 'public', 'fixtures', 'qrcode-resep.png'));

/** A multipart body whose file part says no type of its own, as Redocly Respect sends it. */
async function upload(filename: string) {
  const form = new FormData();
  form.append('image', new File([qr], filename));
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  expect(payload.toString('latin1')).toContain('Content-Type: application/octet-stream');
  return server.app.inject({ method: 'POST', url: `/api/proxy/tools/decode-qrcode?apikey=${apikey}`, headers: { 'content-type': encoded.headers.get('content-type') ?? '' }, payload });
}

describe('file tanpa tipe sendiri', () => {
  it('bernama .png dibaca sebagai gambar', async () => {
    const res = await upload('qrcode.png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'https://portal.example/resep/qr?kode=42' });
  });

  it('bernama .txt tetapi berisi PNG tetap dibaca sebagai gambar: isinya yang menentukan', async () => {
    const res = await upload('catatan.txt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'https://portal.example/resep/qr?kode=42' });
  });
});
