/**
 * Writes the small binary fixtures the embedded API answers with (public/fixtures): PNG images
 * for the makers and developer tools, a GIF, a PDF and a ZIP of favicons. Every file is tiny but
 * valid, so it opens in an ordinary viewer. Run with `npx tsx scripts/make-fixtures.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { zipSync } from 'fflate';
import sharp from 'sharp';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'fixtures');
mkdirSync(out, { recursive: true });

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

/** A PNG of `width` x `height` whose pixels come from `paint(x, y)`. */
function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      const i = (y * width + x) * 4;
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(image);
}

const pngs: Record<string, Buffer> = {
  // A code window: dark background, three coloured "lines of code".
  'codesnap.png': png(48, 32, (x, y) => {
    if (y < 5) return x > 2 && x < 5 && y === 2 ? hex('#ff5f56') : hex('#2d2d2d');
    if ((y === 10 && x > 4 && x < 30) || (y === 16 && x > 8 && x < 40) || (y === 22 && x > 4 && x < 24)) {
      return y === 10 ? hex('#c678dd') : y === 16 ? hex('#98c379') : hex('#61afef');
    }
    return hex('#1e1e1e');
  }),
  // Two table boxes joined by a line.
  'sql-diagram.png': png(48, 32, (x, y) => {
    const box = (x0: number, y0: number) => x >= x0 && x < x0 + 16 && y >= y0 && y < y0 + 14;
    if (box(3, 4) || box(29, 14)) return y === 4 || y === 14 ? hex('#3b82f6') : hex('#dbeafe');
    if (y === 11 && x >= 19 && x < 29) return hex('#334155');
    return hex('#ffffff');
  }),
  // Brat style: lime green with a black bar of "text".
  'brat.png': png(32, 32, (x, y) => (y >= 14 && y < 18 && x >= 6 && x < 26 ? hex('#000000') : hex('#8ace00'))),
  // Couple: two halves, pink and blue.
  'couple.png': png(48, 24, (x) => (x < 24 ? hex('#f9a8d4') : hex('#93c5fd'))),
  // Filter result: a pink to green gradient.
  'filter.png': png(32, 32, (x) => {
    const t = x / 31;
    const [a, b] = [hex('#ec4899'), hex('#22c55e')];
    return [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as Rgb;
  }),
  // The same filter examples for other filters: brighter, and mirrored (green on the left).
  'filter-brightness.png': png(32, 32, (x) => {
    const t = x / 31;
    const [a, b] = [hex('#f9a8d4'), hex('#86efac')];
    return [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as Rgb;
  }),
  'filter-flip.png': png(32, 32, (x) => {
    const t = (31 - x) / 31;
    const [a, b] = [hex('#ec4899'), hex('#22c55e')];
    return [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as Rgb;
  }),
  // Quote chat: a white bubble on a dark background with an avatar dot.
  'quote.png': png(48, 24, (x, y) => {
    if ((x - 5) ** 2 + (y - 12) ** 2 <= 9) return hex('#f59e0b');
    if (x >= 11 && x < 44 && y >= 5 && y < 19) return hex('#ffffff');
    return hex('#111827');
  }),
  // iPhone chat bubble: blue bubble on white.
  'iqc.png': png(32, 48, (x, y) => (x >= 6 && x < 29 && y >= 18 && y < 30 ? hex('#0a84ff') : hex('#ffffff'))),
  // Meme: grey picture with white text bars at the top and bottom.
  'meme.png': png(32, 32, (x, y) => ((y >= 3 && y < 6) || (y >= 26 && y < 29)) && x >= 4 && x < 28 ? hex('#ffffff') : hex('#6b7280')),
  // Random pictures: a landscape wallpaper (sky, sun, hills), a profile picture (person on a
  // circle) and a waifu portrait (pink hair around a face).
  'wallpaper.png': png(64, 36, (x, y) => {
    if ((x - 48) ** 2 + (y - 9) ** 2 <= 16) return hex('#fde047');
    if (y > 24 + Math.round(4 * Math.sin(x / 6))) return hex('#15803d');
    const t = y / 35;
    return [Math.round(56 + 130 * t), Math.round(130 + 90 * t), 246] as Rgb;
  }),
  'profilepict.png': png(32, 32, (x, y) => {
    if ((x - 15.5) ** 2 + (y - 11) ** 2 <= 25) return hex('#f1f5f9');
    if (y >= 19 && (x - 15.5) ** 2 / 100 + (y - 31) ** 2 / 144 <= 1) return hex('#f1f5f9');
    return hex('#0ea5e9');
  }),
  'waifu.png': png(32, 40, (x, y) => {
    const face = (x - 15.5) ** 2 / 49 + (y - 17) ** 2 / 64 <= 1;
    if (face) return (y === 16 && (x === 12 || x === 19)) ? hex('#7c3aed') : hex('#fde2cf');
    if ((x - 15.5) ** 2 / 144 + (y - 19) ** 2 / 324 <= 1) return hex('#f472b6');
    return hex('#fdf2f8');
  }),
};

/** A favicon: a rounded blue square with a white dot, at any size. */
const favicon = (size: number): Buffer =>
  png(size, size, (x, y) => {
    const c = (size - 1) / 2;
    return (x - c) ** 2 + (y - c) ** 2 <= (size / 4) ** 2 ? hex('#ffffff') : hex('#2563eb');
  });

for (const [name, data] of Object.entries(pngs)) writeFileSync(join(out, name), data);

// --- GIF: two 8x8 frames (red, then blue, a white diagonal), looping, 500 ms each ------------

/** An 8x8 frame of one colour crossed by white diagonals. */
const frame = (colour: Rgb) => {
  const rgba = new Uint8Array(8 * 8 * 4);
  for (let i = 0; i < 64; i++) {
    const [r, g, b] = ((i % 8) + Math.floor(i / 8)) % 7 === 0 ? hex('#ffffff') : colour;
    rgba.set([r, g, b, 255], i * 4);
  }
  return rgba;
};

const frames = Buffer.concat([frame(hex('#ff0000')), frame(hex('#3366ff'))]);
writeFileSync(
  join(out, 'generated.gif'),
  await sharp(frames, { raw: { width: 8, height: 16, channels: 4, pageHeight: 8 } }).gif({ delay: [500, 500], loop: 0 }).toBuffer(),
);

// --- PDF: one A4 page with a title and a line of text, exact xref offsets ---------------------

function pdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${770 - i * 28} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

writeFileSync(join(out, 'document.pdf'), pdf(['Laporan Kegiatan', 'Dokumen ini hasil konversi contoh dari API bawaan.']));
writeFileSync(join(out, 'generated.pdf'), pdf(['Laporan Bulanan', 'Disusun oleh Tim Portal API.', 'Ringkasan kegiatan dan capaian bulan ini.']));

// --- ZIP: favicons, stored (no compression), with CRC-32 ------------------------------------

writeFileSync(
  join(out, 'favicons.zip'),
  zipSync(Object.fromEntries([16, 32, 48].map((size) => [`favicon-${size}x${size}.png`, new Uint8Array(favicon(size))])), {
    level: 0,
    mtime: new Date('2024-01-01T00:00:00Z'),
  }),
);

// --- 2FA: the QR code an authenticator app scans (sample user 123456789) ---------------------

writeFileSync(
  join(out, '2fa-qr.png'),
  await QRCode.toBuffer('otpauth://totp/Portal%20API:123456789?secret=JBSWY3DPEHPK3PXP&issuer=Portal%20API', { width: 200 }),
);

// --- The QR recipe's picture (catalog/recipes/qr-buat-baca.yaml): what its first step makes, for
// runners that cannot pass an answer on as a file (the Arazzo export) --------------------------

writeFileSync(join(out, 'qrcode-resep.png'), await QRCode.toBuffer('https://portal.example/resep/qr?kode=42', { width: 200 }));

// --- The QR generator's example answer (catalog/tools/qrcode.yaml): the handler's own PNG for the
// example's inputs, so the reference shows the picture the call answers -----------------------

writeFileSync(join(out, 'qrcode-example.png'), await QRCode.toBuffer('https://example.com', { type: 'png', width: 200, errorCorrectionLevel: 'M' }));

console.log(`Fixture ditulis ke ${out}`);
