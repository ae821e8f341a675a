import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture } from '../../media/picture.ts';
import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';
import { OcrEngine } from '../../media/ocr-engine.ts';

/** Tesseract reads best with letters 20-40 px high; 1600 px per side keeps a page under 2 s. */
const maxSide = 1600;

/** The text in the picture (English data, which reads Latin-script Indonesian too). */
export const handler: EntryHandler = guarded(async ({ entry, files, state }) => {
  const picture = await decodePicture(files.image?.[0]?.data, maxSide);
  // 300 dpi stated, so tesseract does not guess the scale (and warn) from a missing density.
  const png = await fromPicture(picture).flatten({ background: '#ffffff' }).grayscale().withMetadata({ density: 300 }).png().toBuffer();
  const text = (await state.slot('ocr', () => new OcrEngine()).read(png)).trim();
  return { json: { status: true, text, message: declaredText(entry, 200) } };
});
