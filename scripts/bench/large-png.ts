import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/** Deterministic noise: SHA-256 of a counter, so every run sends the same bytes. */
function noise(length: number): Buffer {
  const out = Buffer.alloc(length);
  for (let offset = 0, n = 0; offset < length; n++) offset += createHash('sha256').update(String(n)).digest().copy(out, offset);
  return out;
}

/** Writes an RGB PNG of noise of about 1 MiB (noise does not compress: the size is the pixels'). */
export function writeLargePng(path: string): number {
  const width = 700;
  const height = 500;
  const rgb = noise(width * height * 3);
  const png = new PNG({ width, height, colorType: 2 });
  for (let p = 0; p < width * height; p++) {
    png.data[p * 4] = rgb[p * 3]!;
    png.data[p * 4 + 1] = rgb[p * 3 + 1]!;
    png.data[p * 4 + 2] = rgb[p * 3 + 2]!;
    png.data[p * 4 + 3] = 255;
  }
  const bytes = PNG.sync.write(png, { colorType: 2 });
  writeFileSync(path, bytes);
  return bytes.length;
}
