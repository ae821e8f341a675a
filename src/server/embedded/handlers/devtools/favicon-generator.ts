import { zipSync } from 'fflate';
import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture } from '../../media/picture.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';

/** The sizes made when none are asked for. */
const defaultSizes = [16, 32, 48];

/** `'16,32,32'` → `[16, 32]`: the schema has already refused anything but digits and commas up to 512. */
function sizesOf(text: unknown): number[] {
  const asked = typeof text === 'string' ? text.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 512) : [];
  return asked.length > 0 ? [...new Set(asked)] : defaultSizes;
}

/** favicons.zip: one square PNG per asked size (the picture fitted on transparency) from a PNG, JPG or WEBP. */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const source = await decodePicture(files.image?.[0]?.data, 1024);
  const icons = await Promise.all(
    sizesOf(inputs.sizes).map(async (size) => {
      const png = await fromPicture(source).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
      return [`favicon-${size}x${size}.png`, new Uint8Array(png)] as const;
    }),
  );
  // PNGs are compressed already; a fixed date keeps the same icons the same archive bytes.
  const body = Buffer.from(zipSync(Object.fromEntries(icons), { level: 0, mtime: new Date('2024-01-01T00:00:00Z') }));
  return fileAnswer(body, 'favicons.zip');
});
