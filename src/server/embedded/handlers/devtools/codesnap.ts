import sharp from 'sharp';
import { guarded } from '../../media/failures.ts';
import { highlightLines } from '../../media/highlight.ts';
import { decodePicture, fromPicture, pngOf, toPicture } from '../../media/picture.ts';
import { monoAdvance, monoFont } from '../../media/svg-text.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

const fontSize = 20;
const lineHeight = 30;
const pad = 56;
/** At most this much code is drawn: a bound on the picture's size and the time it takes. */
const maxLines = 120;
const maxColumns = 120;

/** Characters XML 1.0 cannot hold (control codes but tab and line breaks, U+FFFE/U+FFFF, lone surrogates): drawn as U+FFFD, so any text draws. */
// eslint-disable-next-line no-control-regex
const notInXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `'5px'`, `'5'` → 5 (pixels of blur; capped), anything else → 0. */
function blurOf(value: unknown): number {
  const n = Number.parseFloat(textOf(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 50) : 0;
}

/** codesnap.png: the code highlighted in a dark window on the background picture (blurred) or a gradient. */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const source = textOf(inputs.code).replace(/\t/g, '  ').replace(notInXml, '\uFFFD').split(/\r?\n/).slice(0, maxLines).map((l) => [...l].slice(0, maxColumns).join('')).join('\n');
  const lines = highlightLines(source);
  const columns = Math.max(24, ...source.split('\n').map((l) => [...l].length));
  const windowWidth = Math.round(columns * fontSize * monoAdvance + 2 * 28 + 48);
  const windowHeight = 48 + lines.length * lineHeight + 28;
  const width = windowWidth + 2 * pad;
  const height = windowHeight + 2 * pad;
  const text = lines
    .map((runs, i) => {
      const spans = runs.map((r) => `<tspan fill="${r.colour}">${r.text}</tspan>`).join('');
      return `<text x="${pad + 28 + 48}" y="${pad + 48 + 22 + i * lineHeight}" xml:space="preserve">${spans}</text>` +
        `<text x="${pad + 28 + 30}" y="${pad + 48 + 22 + i * lineHeight}" fill="#484f58" text-anchor="end">${i + 1}</text>`;
    })
    .join('');
  const dots = ['#ff5f56', '#ffbd2e', '#27c93f'].map((c, i) => `<circle cx="${pad + 26 + i * 22}" cy="${pad + 24}" r="7" fill="${c}"/>`).join('');
  const window =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${monoFont}" font-size="${fontSize}">` +
    `<rect x="${pad}" y="${pad}" width="${windowWidth}" height="${windowHeight}" rx="14" fill="#0d1117" fill-opacity="0.94"/>${dots}${text}</svg>`;
  const backdrop = files.background?.[0]
    ? await toPicture(fromPicture(await decodePicture(files.background[0].data)).resize(width, height, { fit: 'cover' }))
    : null;
  const blur = blurOf(inputs.blur);
  const base = backdrop
    ? blur > 0
      ? fromPicture(backdrop).blur(blur / 2 + 0.3)
      : fromPicture(backdrop)
    : sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#7f5af0"/><stop offset="1" stop-color="#2cb67d"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`));
  const body = await pngOf(sharp(await base.png().toBuffer()).composite([{ input: Buffer.from(window) }]));
  return fileAnswer(body, 'codesnap.png');
});
