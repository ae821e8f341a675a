/** Fonts from Debian's fonts-dejavu-core, which librsvg finds through fontconfig. */
export const sansFont = "'DejaVu Sans', sans-serif";
export const monoFont = "'DejaVu Sans Mono', monospace";
/** Average advance of a DejaVu Sans glyph and the exact one of DejaVu Sans Mono, in em. */
export const sansAdvance = 0.58;
export const monoAdvance = 0.602;

/** Characters XML 1.0 cannot hold (controls, lone surrogates, U+FFFE/U+FFFF): librsvg refuses the whole picture over one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as SVG content: markup escaped, characters XML cannot carry left out, so any text draws. */
export function escapeXml(text: string): string {
  return text.replace(notXml, '').replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Text no longer than `max` characters (an ellipsis marks the cut): bounds the drawing work. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Emoji and East Asian wide letters take about two average letters' room. */
const wide = /\p{Extended_Pictographic}|[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** The room a text takes, in average letters: an emoji or a wide letter counts two. */
export function textCells(text: string): number {
  let cells = 0;
  for (const { segment } of graphemes.segment(text)) cells += wide.test(segment) ? 2 : 1;
  return cells;
}

/** A word cut into pieces of at most `width` cells, never inside a letter with its marks or an emoji sequence. */
function pieces(word: string, width: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const { segment } of graphemes.segment(word)) {
    if (piece && textCells(piece + segment) > width) {
      out.push(piece);
      piece = '';
    }
    piece += segment;
  }
  return piece ? [...out, piece] : out;
}

/** Lines of at most `width` cells (see {@link textCells}), broken between words (a longer word is cut). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (const piece of textCells(word) > width ? pieces(word, width) : [word]) {
        if (line && textCells(line) + 1 + textCells(piece) > width) {
          lines.push(line);
          line = piece;
        } else line = line ? `${line} ${piece}` : piece;
      }
    }
    lines.push(line);
  }
  return lines;
}
