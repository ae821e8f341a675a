import { PNG } from 'pngjs';

/** The decoded PNG, or null for anything else (JPG, WEBP: pngjs reads PNG only). */
export function readPng(data: Buffer | undefined): PNG | null {
  if (!data) return null;
  try {
    return PNG.sync.read(data);
  } catch {
    return null;
  }
}

/**
 * RGBA pixels of `width` x `height` holding the picture scaled to fit (nearest neighbour, aspect
 * kept, centred on white): frames of different sizes share one canvas, favicons stay square.
 */
export function fitInto(source: PNG, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4).fill(255);
  const scale = Math.min(width / source.width, height / source.height);
  const w = Math.max(1, Math.round(source.width * scale));
  const h = Math.max(1, Math.round(source.height * scale));
  const left = Math.floor((width - w) / 2);
  const top = Math.floor((height - h) / 2);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(source.height - 1, Math.floor(y / scale));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(source.width - 1, Math.floor(x / scale));
      const from = (sy * source.width + sx) * 4;
      out.set(source.data.subarray(from, from + 4), ((top + y) * width + left + x) * 4);
    }
  }
  return out;
}

/** A PNG file of RGBA pixels. */
export function writePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const png = new PNG({ width, height });
  png.data.set(rgba);
  return PNG.sync.write(png);
}
