import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { EntryHandler } from '../types.ts';
import { zipStored } from './zip.ts';

/** The example archive of the default fixtures folder (handlers are not told of another one). */
const exampleArchive = join(import.meta.dirname, '..', '..', '..', '..', '..', 'public', 'fixtures', 'favicons.zip');

/** The sizes made when none are asked for. */
const defaultSizes = [16, 32, 48];

/** `'16,32,32'` → `[16, 32]`: the schema has already refused anything but digits and commas up to 512. */
function sizesOf(text: unknown): number[] {
  const asked = typeof text === 'string' ? text.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  return asked.length > 0 ? [...new Set(asked)] : defaultSizes;
}

/** The decoded PNG, or null for anything else (JPG, WEBP: pngjs reads PNG only). */
function readPng(data: Buffer | undefined): PNG | null {
  if (!data) return null;
  try {
    return PNG.sync.read(data);
  } catch {
    return null;
  }
}

/** A square copy of the image at `size` pixels, nearest neighbour: enough for a favicon preview. */
function resized(source: PNG, size: number): Buffer {
  const out = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    const sy = Math.min(source.height - 1, Math.floor((y * source.height) / size));
    for (let x = 0; x < size; x++) {
      const sx = Math.min(source.width - 1, Math.floor((x * source.width) / size));
      source.data.copy(out.data, (y * size + x) * 4, (sy * source.width + sx) * 4, (sy * source.width + sx) * 4 + 4);
    }
  }
  return PNG.sync.write(out);
}

/**
 * favicons.zip with one PNG per asked size, made from the uploaded PNG. JPG and WEBP, which the
 * embedded API cannot decode, answer with the example archive.
 */
export const faviconGenerator: EntryHandler = async ({ inputs, files }) => {
  const source = readPng(files.image?.[0]?.data);
  if (!source) return { body: await readFile(exampleArchive), contentType: 'application/zip', filename: 'favicons.zip' };
  const archive = zipStored(Object.fromEntries(sizesOf(inputs.sizes).map((size) => [`favicon-${size}x${size}.png`, resized(source, size)])));
  return { body: archive, contentType: 'application/zip', filename: 'favicons.zip' };
};
