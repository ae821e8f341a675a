import { fileAnswer } from '../../answer.ts';
import { guarded } from '../../media/failures.ts';
import { renderSvg } from '../../media/picture.ts';
import { clip, escapeXml, sansAdvance, sansFont, textCells, wrapText } from '../../media/svg-text.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

/** An iPhone screen at twice its 375×667 points, as a screenshot of one is. */
const width = 750;
const height = 1334;
const fontSize = 34;
const lineHeight = 44;
const padX = 26;
const padY = 18;
const bubbleX = 32;
const bubbleTop = 336;
const bubbleMaxWidth = 540;
const lineCells = Math.floor((bubbleMaxWidth - 2 * padX) / (fontSize * sansAdvance));
/** Lines that fit between the header and the message bar; longer text ends with an ellipsis. */
const maxLines = Math.floor((height - 170 - bubbleTop - 2 * padY) / lineHeight);
const maxChars = lineCells * maxLines;
const ink = '#000';
const grey = '#8e8e93';
const blue = '#0a84ff';

/** The clock of the status bar: now, in Western Indonesian Time (WIB), as an Indonesian iPhone shows it (09.41). */
const clock = (now: Date) => new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Jakarta' }).format(now);

/** Time, signal bars, Wi-Fi and a full battery, as iOS draws them. */
function statusBar(time: string): string {
  const bars = [0, 1, 2, 3].map((i) => `<rect x="${556 + i * 12}" y="${50 - 8 - i * 5}" width="8" height="${8 + i * 5}" rx="2" fill="${ink}"/>`).join('');
  // Two quarter arcs and a dot, fanning up from one point.
  const wifi = [20, 12]
    .map((r) => `<path d="M ${(628 - r * 0.71).toFixed(1)} ${(52 - r * 0.71).toFixed(1)} A ${r} ${r} 0 0 1 ${(628 + r * 0.71).toFixed(1)} ${(52 - r * 0.71).toFixed(1)}" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`)
    .join('') + `<circle cx="628" cy="48" r="3.5" fill="${ink}"/>`;
  const battery = `<rect x="664" y="28" width="50" height="24" rx="7" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="2"/><rect x="668" y="32" width="42" height="16" rx="4" fill="${ink}"/><rect x="717" y="35" width="4" height="10" rx="2" fill="${ink}" fill-opacity="0.4"/>`;
  return `<text x="90" y="52" font-size="30" font-weight="bold" fill="${ink}" text-anchor="middle">${time}</text>${bars}${wifi}${battery}`;
}

/** Back chevron and the contact's picture (a person's outline: the API knows no sender). */
const header =
  `<path d="M 46 126 L 28 146 L 46 166" fill="none" stroke="${blue}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<circle cx="375" cy="148" r="46" fill="#9ea3ae"/><circle cx="375" cy="134" r="17" fill="#fff"/><path d="M 345 180 Q 375 146 405 180 Z" fill="#fff"/>` +
  `<rect x="0" y="234" width="${width}" height="1" fill="#d1d1d6"/>`;

/** The message bar and the home indicator. */
const footer =
  `<circle cx="54" cy="${height - 108}" r="30" fill="#e9e9eb"/><path d="M 54 ${height - 124} V ${height - 92} M 38 ${height - 108} H 70" stroke="${grey}" stroke-width="5" stroke-linecap="round"/>` +
  `<rect x="100" y="${height - 140}" width="620" height="64" rx="32" fill="#fff" stroke="#c7c7cc" stroke-width="2"/>` +
  `<text x="128" y="${height - 97}" font-size="30" fill="#c7c7cc">iMessage</text>` +
  `<rect x="245" y="${height - 26}" width="260" height="10" rx="5" fill="${ink}"/>`;

/** The lines of the message: wrapped to the bubble, cut with an ellipsis past what the screen holds. */
function messageLines(text: string): string[] {
  const lines = wrapText(clip(text.trim(), maxChars), lineCells);
  if (lines.length <= maxLines) return lines;
  const last = lines[maxLines - 1];
  return [...lines.slice(0, maxLines - 1), textCells(last) < lineCells ? `${last}…` : `${[...last].slice(0, -1).join('')}…`];
}

/** iqc_image.png: the text in a received iMessage bubble on an iPhone screen (light mode), the status bar showing the time. */
export const handler: EntryHandler = guarded(async ({ inputs }) => {
  const lines = messageLines(textOf(inputs.text));
  const time = clock(new Date());
  const bubbleWidth = Math.min(bubbleMaxWidth, Math.max(84, Math.max(...lines.map(textCells)) * fontSize * sansAdvance + 2 * padX));
  const bubbleHeight = lines.length * lineHeight + 2 * padY;
  const bottom = bubbleTop + bubbleHeight;
  const tail = `<path d="M ${bubbleX + 2} ${bottom - 30} Q ${bubbleX + 2} ${bottom - 4} ${bubbleX - 14} ${bottom} Q ${bubbleX + 12} ${bottom + 2} ${bubbleX + 28} ${bottom - 10} Z" fill="#e9e9eb"/>`;
  const text = lines.map((line, i) => `<text x="${bubbleX + padX}" y="${bubbleTop + padY + 33 + i * lineHeight}" font-size="${fontSize}" fill="${ink}" xml:space="preserve">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${sansFont}">` +
    `<rect width="100%" height="100%" fill="#fff"/>${statusBar(time)}${header}` +
    `<text x="${width / 2}" y="290" font-size="22" fill="${grey}" text-anchor="middle"><tspan font-weight="bold">Hari Ini</tspan> ${time}</text>` +
    `${tail}<rect x="${bubbleX}" y="${bubbleTop}" width="${bubbleWidth.toFixed(0)}" height="${bubbleHeight}" rx="36" fill="#e9e9eb"/>${text}${footer}</svg>`;
  return fileAnswer(await renderSvg(svg), 'iqc_image.png');
});
