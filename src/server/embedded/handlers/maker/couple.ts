import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture, toPicture } from '../../media/picture.ts';
import sharp from 'sharp';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';

const side = 480;
const gap = 24;

/** couple.png: both pictures as rounded squares side by side on the chosen colour (white by default). */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const round = Buffer.from(`<svg width="${side}" height="${side}"><rect width="${side}" height="${side}" rx="${side / 12}"/></svg>`);
  const squares = await Promise.all(
    [files.image1?.[0]?.data, files.image2?.[0]?.data].map(async (bytes) => {
      const square = await toPicture(fromPicture(await decodePicture(bytes)).resize(side, side, { fit: 'cover' }));
      return fromPicture(square).composite([{ input: round, blend: 'dest-in' }]).png().toBuffer();
    }),
  );
  const background = textOf(inputs.color) || '#ffffff';
  const body = await sharp({ create: { width: side * 2 + gap * 3, height: side + gap * 2, channels: 4, background } })
    .composite(squares.map((input, i) => ({ input, left: gap + i * (side + gap), top: gap })))
    .png()
    .toBuffer();
  return fileAnswer(body, 'couple.png');
});
