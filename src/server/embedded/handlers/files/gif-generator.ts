import type { EntryHandler } from '../types.ts';
import { encodeGif } from './gif-encoder.ts';
import { fitInto, readPng } from './png.ts';


/** The longest side of the animation: keeps 15 uncompressed-looking frames small. */
const maxSide = 320;

/**
 * generated.gif made from the uploaded PNG frames, in order, on the first frame's canvas, with
 * the asked delay (already capped at 1000 ms) and repeat count. Quality (20-30) is accepted but
 * changes nothing here: the encoder maps every frame onto one fixed palette. Frames the embedded
 * API cannot decode (JPG, WEBP) answer with the example animation.
 */
export const gifGenerator: EntryHandler = async ({ inputs, files, example }) => {
  const frames = (files.images ?? []).map((file) => readPng(file.data));
  const decoded = frames.filter((frame) => frame !== null);
  if (decoded.length === 0 || decoded.length !== frames.length) {
    return example();
  }
  const first = decoded[0];
  const scale = Math.min(1, maxSide / Math.max(first.width, first.height));
  const width = Math.max(1, Math.round(first.width * scale));
  const height = Math.max(1, Math.round(first.height * scale));
  const body = encodeGif(
    decoded.map((png) => ({ width, height, rgba: fitInto(png, width, height) })),
    { delayMs: typeof inputs.delay === 'number' ? inputs.delay : 500, repeat: typeof inputs.repeat === 'number' ? inputs.repeat : 0 },
  );
  return { body, contentType: 'image/gif', filename: 'generated.gif' };
};
