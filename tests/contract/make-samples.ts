/**
 * Writes the files Schemathesis sends to file inputs (tests/contract/samples/): real pictures,
 * each a QR code (so the QR decoder reads every one of them and the makers draw on any), a Word
 * document and a CSV. Run with `npx tsx tests/contract/make-samples.ts` after changing it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { zipSync } from 'fflate';

const dir = join(import.meta.dirname ?? '.', 'samples');
mkdirSync(dir, { recursive: true });

/** The smallest .docx mammoth reads: one heading, one paragraph. */
function wordDocument(heading: string, paragraph: string): Buffer {
  const enc = (text: string) => new TextEncoder().encode(text);
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': enc(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': enc(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}" Target="word/document.xml"/></Relationships>`),
      'word/document.xml': enc(`<w:document ${w}><w:body><w:p><w:r><w:t>${heading}</w:t></w:r></w:p><w:p><w:r><w:t>${paragraph}</w:t></w:r></w:p></w:body></w:document>`),
    }),
  );
}

async function main(): Promise<void> {
  const qr = await QRCode.toBuffer('https://example.com/portal', { width: 96, margin: 2 });
  const picture = sharp(qr).flatten({ background: '#ffffff' });
  writeFileSync(join(dir, 'qr.png'), qr);
  writeFileSync(join(dir, 'qr.jpg'), await picture.clone().jpeg({ quality: 90 }).toBuffer());
  writeFileSync(join(dir, 'qr.webp'), await picture.clone().webp({ lossless: true }).toBuffer());
  writeFileSync(join(dir, 'qr.gif'), await picture.clone().gif().toBuffer());
  writeFileSync(join(dir, 'dokumen.docx'), wordDocument('Laporan', 'Isi dokumen contoh.'));
  writeFileSync(join(dir, 'data.csv'), 'nama,kota\nAyu,Bandung\nRaka,Medan\n');
}

void main();
