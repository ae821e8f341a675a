import { guarded } from '../../media/failures.ts';
import { renderSvg } from '../../media/picture.ts';
import { clip, escapeXml, sansAdvance, sansFont, wrapText } from '../../media/svg-text.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

const side = 512;
const margin = 36;
/** Longer text is cut: the picture stays readable and the work bounded. */
const maxChars = 280;

/** The largest font size at which the wrapped text fits the square. */
function layout(text: string): { size: number; lines: string[] } {
  for (let size = 120; size > 14; size -= 4) {
    const lines = wrapText(text, Math.max(1, Math.floor((side - 2 * margin) / (size * sansAdvance))));
    if (lines.length * size * 1.15 <= side - 2 * margin) return { size, lines };
  }
  return { size: 14, lines: wrapText(text, Math.floor((side - 2 * margin) / (14 * sansAdvance))) };
}

/** brat_style.png: the text, black on lime green, as large as fits, slightly soft like the album cover. */
export const handler: EntryHandler = guarded(async ({ inputs }) => {
  const { size, lines } = layout(clip(textOf(inputs.text).toLowerCase(), maxChars));
  const top = (side - lines.length * size * 1.15) / 2 + size * 0.9;
  const tspans = lines.map((line, i) => `<tspan x="${side / 2}" y="${(top + i * size * 1.15).toFixed(1)}">${escapeXml(line)}</tspan>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
    `<rect width="100%" height="100%" fill="#8ace00"/>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="${(size / 40).toFixed(2)}"/></filter>` +
    `<text font-family="${sansFont}" font-size="${size}" text-anchor="middle" fill="#000" filter="url(#soft)" xml:space="preserve">${tspans}</text></svg>`;
  return fileAnswer(await renderSvg(svg), 'brat_style.png');
});
