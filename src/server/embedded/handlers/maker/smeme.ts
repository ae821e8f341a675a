import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture, pngOf } from '../../media/picture.ts';
import { clip, escapeXml, sansFont, wrapText } from '../../media/svg-text.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

const maxChars = 120;
/** Bold capitals run wider than the average glyph. */
const boldAdvance = 0.72;

/** One caption block: white bold letters with a black outline, centred at `anchor`. */
function caption(text: string, width: number, height: number, where: 'top' | 'middle' | 'bottom'): string {
  if (!text.trim()) return '';
  const size = Math.max(14, Math.round(width / 11));
  const lines = wrapText(clip(text, maxChars), Math.max(4, Math.floor((width * 0.92) / (size * boldAdvance))));
  const block = lines.length * size * 1.1;
  const first = where === 'top' ? size * 1.05 : where === 'middle' ? (height - block) / 2 + size * 0.9 : height - block - size * 0.25 + size * 0.9;
  return lines
    .map((line, i) => `<text x="${width / 2}" y="${(first + i * size * 1.1).toFixed(1)}" font-size="${size}">${escapeXml(line)}</text>`)
    .join('');
}

/** meme.png: the picture with its top, middle and bottom captions in the classic meme style. */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const picture = await decodePicture(files.image?.[0]?.data, 800);
  const { width, height } = picture;
  const texts = (['top', 'middle', 'bottom'] as const).map((where) => caption(textOf(inputs[where]), width, height, where)).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="${sansFont}" font-weight="bold" ` +
    `text-anchor="middle" fill="#fff" stroke="#000" stroke-width="${Math.max(2, width / 180).toFixed(1)}" paint-order="stroke" stroke-linejoin="round">${texts}</g></svg>`;
  const meme = fromPicture(picture).composite([{ input: Buffer.from(svg) }]);
  return fileAnswer(await pngOf(meme), 'meme.png');
});
