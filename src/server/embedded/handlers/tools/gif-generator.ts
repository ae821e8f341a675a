import sharp from 'sharp';
import { guarded } from '../../media/failures.ts';
import { decodePicture, fromPicture, toPicture } from '../../media/picture.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { numberOf } from '../values.ts';

/** The longest side of the animation: 15 frames stay small and quick to encode. */
const maxSide = 480;

/** Quality 20 (best) keeps a 256-colour palette; each step up to 30 (smallest) takes colours away. */
const coloursFor = (quality: number) => Math.round(256 / 2 ** ((Math.max(20, Math.min(30, quality)) - 20) / 5));

/**
 * generated.gif: the uploaded PNG, JPG or WEBP frames in order on the first frame's canvas (the
 * others fitted on white), each shown `delay` ms, played `repeat` more times (0 = forever);
 * sharp (libvips with cgif and libimagequant) builds the palette and encodes.
 */
export const handler: EntryHandler = guarded(async ({ inputs, files }) => {
  const pictures = await Promise.all((files.images ?? []).map((file) => decodePicture(file.data, maxSide)));
  const { width, height } = pictures[0];
  const frames = await Promise.all(
    pictures.map((p) => toPicture(fromPicture(p).resize(width, height, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }))),
  );
  const delay = numberOf(inputs.delay, 500);
  const strip = sharp(Buffer.concat(frames.map((f) => f.data)), { raw: { width, height: height * frames.length, channels: 4, pageHeight: height } });
  const body = await strip
    .gif({ delay: frames.map(() => delay), loop: numberOf(inputs.repeat, 0), colours: coloursFor(numberOf(inputs.quality, 20)), keepDuplicateFrames: true })
    .toBuffer();
  return fileAnswer(body, 'generated.gif');
});
