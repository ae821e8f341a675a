import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffedType } from '../../../../src/server/embedded/file-sniff.ts';
import { fixtures, postForm, startServer, wordDocument } from '../../../helpers/handlers.ts';

const png = readFileSync(join(fixtures, 'pixel.png'));
const gif = readFileSync(join(fixtures, 'generated.gif'));
const csv = readFileSync(join(fixtures, 'people.csv'));
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** The signature of an OLE compound file, the container of a Word 97-2003 `.doc`. */
const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

describe('the type of an uploaded file comes from its bytes', () => {
  it.each([
    ['a PNG declared as text', png, 'text/plain', 'image/png'],
    ['a GIF declared as PNG', gif, 'image/png', 'image/gif'],
    ['text declared as PNG', Buffer.from('ini teks biasa, bukan gambar'), 'image/png', 'text/plain'],
    ['an empty file declared as PNG', Buffer.alloc(0), 'image/png', 'text/plain'],
    ['unknown binary declared as JPEG', Buffer.from([0, 1, 2, 3, 0, 5]), 'image/jpeg', 'application/octet-stream'],
    ['CSV declared as CSV', csv, 'text/csv', 'text/csv'],
    ['CSV declared as Excel (as some systems do)', csv, 'application/vnd.ms-excel', 'text/plain'],
    ['a .doc declared as Word', compoundFile, 'application/msword', 'application/msword'],
    ['a .doc declared as PNG', compoundFile, 'image/png', 'application/x-cfb'],
    ['a .docx declared as Word', wordDocument('Judul', 'Isi'), docxType, docxType],
  ])('%s', async (_what, data, declared, expected) => {
    expect(await sniffedType(data, declared)).toBe(expected);
  });
});

describe('the embedded API refuses a file whose bytes are not what its input accepts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startServer();
  });
  afterAll(() => app.close());

  it('a text file named .png and sent as image/png: "File yang dipilih bukan gambar."', async () => {
    const res = await postForm(app, '/features/upload', {}, { image: [[Buffer.from('bukan gambar sama sekali'), 'foto.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'File yang dipilih bukan gambar.' });
  });

  it('a real PNG is taken whatever type the browser declared, and kept as a PNG', async () => {
    const res = await postForm(app, '/features/upload', {}, { image: [[png, 'foto', 'application/octet-stream']] });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    const served = await app.inject({ method: 'GET', url: new URL(url, 'http://portal.contoh').pathname });
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('a text file named .docx: "Format file tidak didukung. Hanya .doc dan .docx."', async () => {
    const res = await postForm(app, '/tools/convert', {}, { document: [[Buffer.from('bukan dokumen'), 'laporan.docx', docxType]] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Format file tidak didukung. Hanya .doc dan .docx.' });
  });

  it('a QR picture that is a ZIP in disguise: "File yang dipilih bukan gambar."', async () => {
    const zip = readFileSync(join(fixtures, 'favicons.zip'));
    const res = await postForm(app, '/tools/decode-qrcode', {}, { image: [[zip, 'qr.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'File yang dipilih bukan gambar.' });
  });

  it('a CSV file still converts: text has no magic number, so its declared kind of text counts', async () => {
    const res = await postForm(app, '/tools/csv-to-json', {}, { csvfile: [[csv, 'orang.csv', 'text/csv']] });
    expect(res.statusCode).toBe(200);
  });
});
