import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer, startEmbeddedServer } from '../../../helpers/embedded-api.ts';
import type { EntryHandler } from '../../../../src/server/embedded/handlers/index.ts';
import { readFilePart } from '../../../../src/server/embedded/inputs.ts';
import { pngStart, wordDocumentOfSize } from '../../../helpers/handlers.ts';

const key = 'kunci-batas';
const mb = 1024 * 1024;
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const server = startEmbeddedServer({ apikey: key, token: 'token-batas', limit: 100_000 });

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

/** `bytes` long, starting as its type's files do (the server reads the type from the bytes). */
function file(bytes: number, type: string, name: string): [Blob, string] {
  const data = new Uint8Array(bytes);
  if (type === 'image/png') data.set(pngStart.subarray(0, Math.min(bytes, pngStart.length)));
  return [new Blob([data], { type }), name];
}

async function post(target: FastifyInstance, path: string, form: FormData) {
  return target.inject({ method: 'POST', url: `/api/proxy${path}?apikey=${key}`, ...(await multipart(form)) });
}

describe('embedded API: body limits from the catalog, with the spec messages', () => {
  it('a document over 10MB answers "Ukuran file maksimal adalah 10MB."', async () => {
    const form = new FormData();
    form.append('document', ...file(10 * mb + 1, docx, 'laporan.docx'));
    const res = await post(server.app, '/tools/convert', form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Ukuran file maksimal adalah 10MB.' });
  });

  it('a document of exactly 10MB passes', async () => {
    const form = new FormData();
    const document = wordDocumentOfSize(10 * mb);
    expect(document.length).toBe(10 * mb);
    form.append('document', new Blob([new Uint8Array(document)], { type: docx }), 'laporan.docx');
    expect((await post(server.app, '/tools/convert', form)).statusCode).toBe(200);
  });

  it('an image over 5MB answers "Ukuran gambar maksimal adalah 5MB."', async () => {
    const form = new FormData();
    form.append('image', ...file(5 * mb + 1, 'image/png', 'foto.png'));
    const res = await post(server.app, '/features/upload', form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Ukuran gambar maksimal adalah 5MB.' });
  });

  // ajv-errors ignores `errorMessage.properties` inside array items: x-file hangs its messages on
  // the `size` and `type` properties themselves, so a frame gets the spec's text.
  it('a GIF frame over 5MB answers the image size message', async () => {
    const form = new FormData();
    form.append('images', ...file(100, 'image/png', 'a.png'));
    form.append('images', ...file(5 * mb + 1, 'image/png', 'b.png'));
    const res = await post(server.app, '/tools/gif-generator', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ukuran gambar maksimal adalah 5MB.');
  });

  it('a GIF frame of another type answers its own message, not a generic one', async () => {
    const form = new FormData();
    form.append('images', ...file(100, 'image/png', 'a.png'));
    form.append('images', ...file(100, 'text/plain', 'b.txt'));
    const res = await post(server.app, '/tools/gif-generator', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File yang dipilih bukan gambar.');
  });

  it.each([16, 40])('%i GIF frames answer "Anda hanya dapat mengunggah maksimal 15 gambar."', async (count) => {
    const form = new FormData();
    for (let i = 0; i < count; i += 1) form.append('images', ...file(16, 'image/png', `f${i}.png`));
    const res = await post(server.app, '/tools/gif-generator', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Anda hanya dapat mengunggah maksimal 15 gambar.');
  });

  it('a PDF logo over 2MB answers "Ukuran logo maksimal adalah 2MB."', async () => {
    const form = new FormData();
    form.append('title', 'Judul');
    form.append('content', 'Isi');
    form.append('logo', ...file(2 * mb + 1, 'image/png', 'logo.png'));
    const res = await post(server.app, '/tools/pdf-generator', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Ukuran logo maksimal adalah 2MB.');
  });
});

describe('embedded API: limits come from x-file, for any entry', () => {
  let root: string;
  let small: FastifyInstance;
  const received: number[] = [];
  const keep: EntryHandler = async ({ files }) => {
    received.push(...(files.berkas ?? []).map((f) => f.data.length));
    return { json: { status: true } };
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'katalog-batas-'));
    mkdirSync(join(root, 'uji'));
    writeFileSync(join(root, 'uji', '_group.yaml'), 'label: Uji\ntitle: Uji\norder: 1\nstatus: active\nicon: tool\ndescription: Grup uji.\n');
    writeFileSync(
      join(root, 'uji', 'kirim.yaml'),
      [
        'id: kirim',
        'title: Kirim',
        'summary: Mengirim berkas kecil.',
        'tag: internal',
        'method: POST',
        'path: /uji/kirim',
        'handler: upload',
        'body: multipart',
        'schema:',
        '  type: object',
        '  properties:',
        '    berkas:',
        '      title: Berkas',
        '      x-file:',
        '        maxSize: 1000',
        '        messages: { size: Berkas maksimal 1000 byte. }',
        '  required: [berkas]',
        'response: { kind: json }',
        'error: Gagal mengirim.',
        'examples:',
        '  - request: {}',
        '    response: { json: { status: true } }',
      ].join('\n'),
    );
    small = await portalServer({ catalogRoot: root, demo: { apikey: key, token: 't', limit: 1000 }, distDir: null, handlers: { upload: keep } });
  });
  afterAll(async () => {
    await small.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the entry own size message and keeps no more than the limit', async () => {
    const over = new FormData();
    over.append('berkas', ...file(1001, 'text/plain', 'a.txt'));
    const res = await post(small, '/uji/kirim', over);
    expect(res.json()).toEqual({ status: false, message: 'Berkas maksimal 1000 byte.' });
    const fits = new FormData();
    fits.append('berkas', ...file(1000, 'text/plain', 'a.txt'));
    fits.append('lain', ...file(5000, 'text/plain', 'b.txt'));
    expect((await post(small, '/uji/kirim', fits)).json()).toEqual({ status: true });
    expect(received).toEqual([1000]);
  });

  it('stops keeping the bytes of a file once it passes its limit', async () => {
    const chunks = Array.from({ length: 100 }, () => Buffer.alloc(64 * 1024));
    const read = await readFilePart(Readable.from(chunks), 100 * 1024);
    expect(read.size).toBe(100 * 64 * 1024);
    expect(read.data.length).toBe(0);
    const fits = await readFilePart(Readable.from(chunks.slice(0, 1)), 100 * 1024);
    expect(fits).toEqual({ data: Buffer.alloc(64 * 1024), size: 64 * 1024 });
  });
});
