import type { EntryHandler } from '../types.ts';
import { fitInto, readPng, writePng } from './png.ts';
import { zipStored } from './zip.ts';


/** The sizes made when none are asked for. */
const defaultSizes = [16, 32, 48];

/** `'16,32,32'` → `[16, 32]`: the schema has already refused anything but digits and commas up to 512. */
function sizesOf(text: unknown): number[] {
  const asked = typeof text === 'string' ? text.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  return asked.length > 0 ? [...new Set(asked)] : defaultSizes;
}

/**
 * favicons.zip with one square PNG per asked size, made from the uploaded PNG. JPG and WEBP,
 * which the embedded API cannot decode, answer with the example archive.
 */
export const faviconGenerator: EntryHandler = async ({ inputs, files, example }) => {
  const source = readPng(files.image?.[0]?.data);
  if (!source) return example();
  const icons = sizesOf(inputs.sizes).map((size) => [`favicon-${size}x${size}.png`, writePng(size, size, fitInto(source, size, size))]);
  return { body: zipStored(Object.fromEntries(icons)), contentType: 'application/zip', filename: 'favicons.zip' };
};
