import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { portalServer } from './embedded-api.ts';

export const key = 'kunci-handler';
export const fixtures = join(__dirname, '..', '..', 'public', 'fixtures');

export type Upload = [data: Buffer, name: string, type: string];

export function startServer(): Promise<FastifyInstance> {
  return portalServer({ demo: { apikey: key, token: 'token-handler', limit: 100_000 }, distDir: null });
}

/** A multipart POST as a browser sends it (Response encodes FormData with its boundary). */
export async function postForm(app: FastifyInstance, path: string, fields: Record<string, string>, files: Record<string, Upload[]> = {}): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files)) for (const [data, file, type] of list) form.append(name, new Blob([new Uint8Array(data)], { type }), file);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const url = `/api/proxy${path}${path.includes('?') ? '&' : '?'}apikey=${key}`;
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': encoded.headers.get('content-type') ?? '' } });
}

/** The first bytes of every PNG: its signature and the start of its header chunk. */
export const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** A file whose bytes say PNG and then break off: it passes the type check and fails decoding. */
export const brokenPng = (rest = 'bukan gambar'): Buffer => Buffer.concat([pngStart, Buffer.from(rest)]);

/** A picture of one colour (or two halves) in the given format. */
export async function solid(width: number, height: number, colour: string, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();
}

/** Left half red, right half blue: shows flips and rotations. */
export async function halves(width: number, height: number): Promise<Buffer> {
  const right = await solid(Math.floor(width / 2), height, '#0000ff');
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: right, left: width - Math.floor(width / 2), top: 0 }])
    .png()
    .toBuffer();
}

/** RGBA pixels of an answer picture. */
export async function pixelsOf(png: Buffer): Promise<{ data: Buffer; width: number; height: number; at: (x: number, y: number) => number[] }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { data, width: info.width, height: info.height, at };
}

/** A Word document with a 'heading 1' paragraph and a normal one; `padding` bytes of filler make it larger. */
export function wordDocument(heading: string, paragraph: string, padding = 0): Buffer {
  const enc = (s: string) => new TextEncoder().encode(s);
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': enc(
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
        ),
        '_rels/.rels': enc('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>'),
        'word/_rels/document.xml.rels': enc('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>'),
        'word/styles.xml': enc(`<w:styles ${w}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`),
        'word/document.xml': enc(
          `<w:document ${w}><w:body><w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${heading}</w:t></w:r></w:p><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`,
        ),
        'word/media/filler.bin': new Uint8Array(padding),
      },
      { level: 0 },
    ),
  );
}

/** A real .docx of exactly `bytes` bytes (stored, so the filler adds its own size). */
export function wordDocumentOfSize(bytes: number): Buffer {
  const overhead = wordDocument('Judul', 'Isi').length;
  return wordDocument('Judul', 'Isi', bytes - overhead);
}

