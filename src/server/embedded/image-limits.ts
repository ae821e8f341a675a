/**
 * Limits on a picture before its pixels are decoded: a small file can hold a huge picture (a blank
 * 8000×8000 PNG is 243 KB, and 256 MB once decoded), so the header is read first.
 */
export const maxImagePixels = 16_000_000;

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (its first chunk, IHDR), or null for anything else. */
export function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 24 || !data.subarray(0, 8).equals(pngSignature) || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** True when the PNG says it has more pixels than we decode. */
export function tooManyPixels(data: Buffer): boolean {
  const size = pngSize(data);
  return size !== null && size.width * size.height > maxImagePixels;
}
